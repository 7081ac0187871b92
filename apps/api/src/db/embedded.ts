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
  /**
   * Restart PostgreSQL when it stops by itself (killed, crashed) rather than by `stop()`: on the same
   * port and cluster, after 0.5 s and then doubling up to 30 s between tries, each step told to `log`;
   * after RESTART_TRIES failed tries in a row, `onGiveUp` (the server exits so a supervisor acts).
   * Decision 071. Without it, a PostgreSQL that stops stays stopped (tests, commands).
   */
  supervise?: TSupervise;
}

export interface TSupervise {
  log: (level: 'info' | 'warn' | 'error', message: string) => void;
  onGiveUp: (error: Error) => void;
  /**
   * False once the server is shutting down: Ctrl-C reaches PostgreSQL too (same process group),
   * which then stops by itself before `stop()` is called; that is no reason to restart it.
   */
  wanted: () => boolean;
  /** Failed restarts in a row before giving up (default RESTART_TRIES; tests use fewer). */
  tries?: number;
  /** The first delay, doubled after each failed try up to 30 s (default 500 ms). */
  firstDelayMs?: number;
}

/** Failed restarts in a row before giving up (about 3 minutes with the backoff). */
export const RESTART_TRIES = 10;
const RESTART_FIRST_DELAY_MS = 500;
const RESTART_MAX_DELAY_MS = 30_000;

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
  const start = async () => {
    try {
      return await startPostgres({
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
  };
  const running = supervised(await start(), start, options.supervise);
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

/**
 * `first`, restarted by `start` whenever it exits by itself when `supervise` is given (decision 071).
 * PostgreSQL recovers from its write-ahead log on start, so every committed transaction is kept; a
 * stale `postmaster.pid` (its process gone) is cleared by PostgreSQL itself, and a try that finds the
 * old server's processes still exiting fails and is retried after the next delay.
 */
function supervised(
  first: TRunningPostgres,
  start: () => Promise<TRunningPostgres>,
  supervise: TSupervise | undefined,
): { stop(): Promise<void> } {
  if (!supervise) return first;
  let current = first;
  let stopping = false;
  let restarting: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const stopped = () => stopping || !supervise.wanted();
  const restart = async (how: string) => {
    supervise.log('error', `The embedded PostgreSQL stopped by itself (${how}): restarting it.`);
    let delay = supervise.firstDelayMs ?? RESTART_FIRST_DELAY_MS;
    for (let attempt = 1; ; attempt++) {
      if (stopped()) return;
      await pause(delay);
      if (stopped()) return;
      try {
        current = await start();
      } catch (error) {
        const reason = error instanceof Error ? error : new Error(String(error));
        if (attempt >= (supervise.tries ?? RESTART_TRIES)) {
          supervise.log(
            'error',
            `The embedded PostgreSQL could not be restarted after ${attempt} tries: giving up.`,
          );
          supervise.onGiveUp(reason);
          return;
        }
        delay = Math.min(delay * 2, RESTART_MAX_DELAY_MS);
        supervise.log(
          'warn',
          `Restart ${attempt} failed (${reason.message}); next try in ${delay / 1000} s.`,
        );
        continue;
      }
      if (stopped()) return;
      supervise.log('info', `The embedded PostgreSQL is running again (restart ${attempt}).`);
      watch(current);
      return;
    }
  };

  const watch = (running: TRunningPostgres) => {
    void running.exited.then((how) => {
      if (stopped() || running !== current) return;
      restarting = restart(how).finally(() => {
        restarting = undefined;
      });
    });
  };
  watch(first);

  return {
    async stop() {
      stopping = true;
      wake?.();
      await restarting;
      await current.stop();
    },
  };
}
