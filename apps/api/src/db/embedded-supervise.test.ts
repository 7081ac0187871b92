import { mkdtempSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type TSupervise } from './embedded.ts';
import { isProcessAlive } from './is-process-alive.ts';

// Decision 071: the server's embedded PostgreSQL is restarted when it stops by itself.

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'haat-supervise-'));
  dirs.push(dir);
  return dir;
}

function supervision(overrides: Partial<TSupervise> = {}) {
  const lines: string[] = [];
  const gaveUp: Error[] = [];
  const supervise: TSupervise = {
    log: (level, message) => lines.push(`${level}: ${message}`),
    onGiveUp: (error) => gaveUp.push(error),
    wanted: () => true,
    firstDelayMs: 200,
    ...overrides,
  };
  return { supervise, lines, gaveUp };
}

async function postmasterPid(dir: string): Promise<number> {
  return Number((await readFile(join(dir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]);
}

async function query(url: string, text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

async function until(what: string, probe: () => boolean, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!probe()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the supervised embedded PostgreSQL', () => {
  it('is restarted on its port after kill -9, keeps what was committed, and stays stopped after stop()', async () => {
    const dir = dataDir();
    const { supervise, lines } = supervision();
    const embedded = await startEmbeddedPostgres({
      dataDir: dir,
      port: 45460,
      database: 'postgres',
      supervise,
    });
    try {
      await query(embedded.url, 'CREATE TABLE kept (id int); INSERT INTO kept VALUES (1), (2)');
      const first = await postmasterPid(dir);
      process.kill(first, 'SIGKILL');
      await until('the restart', () => lines.some((line) => line.includes('running again')));
      expect(lines[0]).toBe(
        'error: The embedded PostgreSQL stopped by itself (signal SIGKILL): restarting it.',
      );
      expect(await postmasterPid(dir)).not.toBe(first);
      expect((await query(embedded.url, 'SELECT count(*)::int AS n FROM kept')).rows[0].n).toBe(2);
    } finally {
      await embedded.stop();
    }
    const logged = lines.length;
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(lines).toHaveLength(logged);
    await expect(query(embedded.url, 'SELECT 1')).rejects.toThrow();
  }, 60_000);

  it('is not restarted once it is no longer wanted (the server shutting down, Ctrl-C reaching it)', async () => {
    const dir = dataDir();
    let wanted = true;
    const { supervise, lines } = supervision({ wanted: () => wanted });
    const embedded = await startEmbeddedPostgres({
      dataDir: dir,
      port: 45461,
      database: 'postgres',
      supervise,
    });
    const pid = await postmasterPid(dir);
    wanted = false;
    process.kill(pid, 'SIGINT');
    await until('PostgreSQL to stop', () => !isProcessAlive(pid));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(lines).toEqual([]);
    await embedded.stop();
  }, 60_000);

  it('gives up after its tries when PostgreSQL cannot start again, and says so', async () => {
    const dir = dataDir();
    const port = 45462;
    const { supervise, lines, gaveUp } = supervision({ tries: 2, firstDelayMs: 1_000 });
    const embedded = await startEmbeddedPostgres({ dataDir: dir, port, database: 'postgres', supervise });
    let blocker: Server | undefined;
    try {
      process.kill(await postmasterPid(dir), 'SIGKILL');
      // Something else takes the port before the first restart (a second later).
      await until(
        'the port to be taken',
        () => {
          if (blocker?.listening) return true;
          const server = createServer();
          server.once('error', () => undefined);
          server.listen(port, '127.0.0.1');
          blocker = server;
          return false;
        },
        5_000,
      );
      await until('giving up', () => gaveUp.length > 0, 30_000);
      expect(lines).toEqual([
        'error: The embedded PostgreSQL stopped by itself (signal SIGKILL): restarting it.',
        expect.stringMatching(
          /^warn: Restart 1 failed \(PostgreSQL failed to start on port 45462.*; next try in 2 s\.$/s,
        ),
        'error: The embedded PostgreSQL could not be restarted after 2 tries: giving up.',
      ]);
    } finally {
      blocker?.close();
      await embedded.stop();
    }
  }, 60_000);
});
