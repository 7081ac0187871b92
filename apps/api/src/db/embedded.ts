import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { randomSecret } from '../lib/secrets.ts';
import { initialiseCluster } from './initialise-cluster.ts';
import { isProcessAlive } from './is-process-alive.ts';
import { placePostgres } from './place-postgres.ts';
import { startPostgres, type TRunningPostgres } from './start-postgres.ts';

export { EmbeddedPostgresError } from './embedded-postgres-error.ts';

export interface TEmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

export class DataDirLockedError extends Error {}

async function readPid(file: string): Promise<number | undefined> {
  if (!existsSync(file)) return undefined;
  const first = (await readFile(file, 'utf8')).split('\n')[0]?.trim();
  const pid = Number(first);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/** Takes `DATA_DIR/haat.pid` for this process, refusing when another live process holds it. */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  const file = join(dataDir, 'haat.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(file, `${process.pid}\n`, { flag: 'wx' });
      return async () => {
        if ((await readPid(file)) === process.pid) await rm(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = await readPid(file);
      if (holder && holder !== process.pid && isProcessAlive(holder)) {
        throw new DataDirLockedError(
          `Another Haat server (process ${holder}) is already using the data directory ${resolve(dataDir)}. ` +
            'Stop it first, or set DATA_DIR to a different folder.',
        );
      }
      await rm(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${resolve(dataDir)}.`);
}

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

async function loadPassword(dataDir: string): Promise<string> {
  const file = join(dataDir, 'pg-password');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomSecret(24);
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/** A PostgreSQL left running by a process that was killed still holds the cluster: stop it. */
async function stopOrphan(clusterDir: string): Promise<void> {
  const pid = await readPid(join(clusterDir, 'postmaster.pid'));
  if (!pid || !isProcessAlive(pid)) return;
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && isProcessAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
}

export interface TEmbeddedOptions {
  dataDir: string;
  port?: number;
  database?: string;
  /** PostgreSQL's own output. */
  log?: (message: string) => void;
  /** Lines the operator should see, e.g. where the database is kept when not in DATA_DIR (console.log). */
  notice?: (message: string) => void;
  /** As root, where what the `postgres` user cannot reach in DATA_DIR is kept (`/var/lib/haat`). */
  systemDir?: string;
}

/** Starts real PostgreSQL binaries (from npm) on a data folder, initialising it on first use. */
export async function startEmbeddedPostgres(options: TEmbeddedOptions): Promise<TEmbeddedPostgres> {
  const dataDir = resolve(options.dataDir);
  const database = options.database ?? 'haat';
  await mkdir(dataDir, { recursive: true });
  const log = options.log ?? (() => undefined);
  const place = await placePostgres({
    dataDir,
    systemDir: options.systemDir ?? '/var/lib/haat',
    notice: options.notice ?? ((message) => console.log(message)),
  });
  const { clusterDir, user } = place;
  const password = await loadPassword(dataDir);
  const port = options.port ?? (await freePort());

  const fresh = !existsSync(join(clusterDir, 'PG_VERSION'));
  if (fresh)
    await initialiseCluster({ initdb: place.initdb, clusterDir, password, log, ...(user ? { user } : {}) });
  else await stopOrphan(clusterDir);
  let running: TRunningPostgres;
  try {
    running = await startPostgres({
      postgres: place.postgres,
      clusterDir,
      port,
      log,
      ...(user ? { user } : {}),
    });
  } catch (error) {
    throw new Error(
      `PostgreSQL failed to start on port ${port} with data in ${clusterDir}${error ? `: ${String(error)}` : ''}`,
    );
  }
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  const { default: pgLib } = await import('pg');
  const admin = new pgLib.Client({ connectionString: `${url}/postgres` });
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${database}"`);
  } finally {
    await admin.end();
  }
  return {
    url: `${url}/${database}`,
    stop: () => running.stop(),
  };
}
