import { chmod, mkdir, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded.ts';
import { CLUSTER_NOTE } from './plan-postgres-placement.ts';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'haat-as-root-'));
  await chmod(root, 0o755);
  await mkdir(join(root, 'private'), { mode: 0o700 });
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function count(url: string, insert: boolean): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('CREATE TABLE IF NOT EXISTS kept (id int)');
    if (insert) await client.query('INSERT INTO kept VALUES (1)');
    return Number((await client.query<{ n: string }>('SELECT count(*) AS n FROM kept')).rows[0]?.n);
  } finally {
    await client.end();
  }
}

// Only root runs PostgreSQL as another user; as anyone else the cluster always stays in DATA_DIR.
describe.runIf(isRoot)(
  'the embedded PostgreSQL started as root on a folder the postgres user cannot enter',
  () => {
    it('keeps the cluster under the system folder, says so, and finds it again on the next start', async () => {
      const dataDir = join(root, 'private', 'data');
      const systemDir = join(root, 'var-lib-haat');
      const notices: string[] = [];
      const options = {
        dataDir,
        systemDir,
        database: 'postgres',
        notice: (line: string) => notices.push(line),
      };

      const first = await startEmbeddedPostgres(options);
      try {
        expect(await count(first.url, true)).toBe(1);
      } finally {
        await first.stop();
      }
      const clusterDir = (await readFile(join(dataDir, CLUSTER_NOTE), 'utf8')).split('\n')[0] ?? '';
      expect(clusterDir.startsWith(join(systemDir, 'clusters'))).toBe(true);
      expect((await stat(clusterDir)).uid).not.toBe(0);
      expect(notices).toEqual([expect.stringContaining(`The database is kept in ${clusterDir}`)]);

      const second = await startEmbeddedPostgres(options);
      try {
        expect(await count(second.url, false)).toBe(1);
      } finally {
        await second.stop();
      }
    }, 60_000);
  },
);
