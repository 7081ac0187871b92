import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { lockDataDir, startEmbeddedPostgres } from '../../db/embedded.ts';
import { isProcessAlive } from '../../db/is-process-alive.ts';
import { readClusterNote } from '../../db/place-postgres.ts';
import { CommandError } from './backup-format.ts';

export interface TOpenedDatabase {
  url: string;
  /** Where it came from, for the operator. */
  description: string;
  /** Stops what was started for the command (the embedded server, the data folder's lock). */
  close(): Promise<void>;
}

export interface TOpenOptions {
  databaseUrl?: string;
  /** The resolved DATA_DIR. */
  dataDir: string;
  pgPort?: number;
  /** Restore: take the data folder's lock (refused while the app runs) and start the server itself. */
  exclusive: boolean;
  log: (line: string) => void;
}

async function firstLines(file: string): Promise<string[]> {
  return existsSync(file) ? (await readFile(file, 'utf8')).split('\n').map((line) => line.trim()) : [];
}

/** The embedded cluster of a data folder: `DATA_DIR/postgres`, or the folder its note names (root). */
async function clusterDirOf(dataDir: string): Promise<string | undefined> {
  const local = join(dataDir, 'postgres');
  if (existsSync(join(local, 'PG_VERSION'))) return local;
  const noted = await readClusterNote(dataDir);
  if (noted && existsSync(join(noted, 'PG_VERSION'))) return noted;
  return undefined;
}

/** The embedded PostgreSQL already running on a cluster (the app's): its port from postmaster.pid. */
async function runningPort(clusterDir: string): Promise<number | undefined> {
  // postmaster.pid: pid, data directory, start time, port, socket directory, …
  const [pid, , , port] = await firstLines(join(clusterDir, 'postmaster.pid'));
  const pidNumber = Number(pid);
  const portNumber = Number(port);
  if (!Number.isInteger(pidNumber) || pidNumber <= 0 || !isProcessAlive(pidNumber)) return undefined;
  return Number.isInteger(portNumber) && portNumber > 0 ? portNumber : undefined;
}

/**
 * The database a backup or restore works on: DATABASE_URL when set; else the embedded server of
 * DATA_DIR — the running one (the app's, while it serves) for a backup, or one started for the
 * command and stopped after. A restore takes the data folder's lock first, so it refuses while
 * the app runs and the app cannot start while it restores.
 */
export async function openDatabase(options: TOpenOptions): Promise<TOpenedDatabase> {
  const unlock = options.exclusive ? await lockDataDir(options.dataDir) : async () => undefined;
  try {
    if (options.databaseUrl) return { url: options.databaseUrl, description: 'DATABASE_URL', close: unlock };
    const clusterDir = await clusterDirOf(options.dataDir);
    if (!clusterDir && !options.exclusive)
      throw new CommandError(
        `No database found in ${options.dataDir} (no embedded PostgreSQL cluster there). Set DATA_DIR to the ` +
          "app's data folder, or DATABASE_URL.",
      );
    if (clusterDir && !options.exclusive) {
      const port = await runningPort(clusterDir);
      if (port) {
        const password = (await firstLines(join(options.dataDir, 'pg-password')))[0];
        if (!password)
          throw new CommandError(`${join(options.dataDir, 'pg-password')} is missing: cannot connect.`);
        return {
          url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/haat`,
          description: `the running embedded PostgreSQL of ${options.dataDir} (port ${port})`,
          close: unlock,
        };
      }
    }
    // Nothing runs on it: start it for this command (holding the folder, so the app waits for us).
    const release = options.exclusive ? unlock : await lockDataDir(options.dataDir);
    try {
      options.log(`Starting the embedded PostgreSQL of ${options.dataDir} for this command…`);
      const embedded = await startEmbeddedPostgres({
        dataDir: options.dataDir,
        ...(options.pgPort ? { port: options.pgPort } : {}),
        notice: options.log,
      });
      return {
        url: embedded.url,
        description: `the embedded PostgreSQL of ${options.dataDir} (started for this command)`,
        close: async () => {
          await embedded.stop();
          await release();
        },
      };
    } catch (error) {
      await release();
      throw error;
    }
  } catch (error) {
    await unlock();
    throw error;
  }
}
