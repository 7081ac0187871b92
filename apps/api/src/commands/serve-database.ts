/*
 * `node apps/api/dist/serve-database.js`: the embedded PostgreSQL of DATA_DIR on its own, for several
 * API instances on one machine (scripts/cluster.mjs, the multi-instance tests): it starts (or
 * recovers) the cluster, migrates it, prints one line `DATABASE_URL=<url>` and serves until SIGINT
 * or SIGTERM, restarting PostgreSQL should it stop by itself. The instances are started with that DATABASE_URL, so stopping or killing one of them
 * never takes the database with it. Production uses a managed PostgreSQL instead (README).
 */
import { resolve } from 'node:path';
import { createDatabase } from '../db/client.ts';
import { DataDirLockedError, lockDataDir, startEmbeddedPostgres } from '../db/embedded.ts';
import { migrateDatabase } from '../db/migrate.ts';

async function main(): Promise<void> {
  const dataDir = resolve(process.env.DATA_DIR || './data');
  const port = process.env.PG_PORT ? Number(process.env.PG_PORT) : undefined;
  if (port !== undefined && !(Number.isInteger(port) && port > 0 && port < 65_536))
    throw new Error('PG_PORT must be a port number (1–65535)');
  const unlock = await lockDataDir(dataDir);
  let wanted = true;
  // Restarted when it stops by itself (killed, crashed), as the server does (decision 071).
  const supervise = {
    log: (level: 'info' | 'warn' | 'error', message: string) =>
      console[level === 'info' ? 'log' : level](message),
    wanted: () => wanted,
    onGiveUp: (error: Error) => {
      console.error(`Stopping: PostgreSQL could not be restarted (${error.message}).`);
      void unlock().finally(() => process.exit(1));
    },
  };
  const embedded = await startEmbeddedPostgres({ dataDir, supervise, ...(port ? { port } : {}) }).catch(
    async (error) => {
      await unlock();
      throw error;
    },
  );
  const database = createDatabase(embedded.url, 2);
  await migrateDatabase(database.db);
  await database.close();
  console.log(`DATABASE_URL=${embedded.url}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    wanted = false;
    console.log(`${signal}: stopping PostgreSQL…`);
    await embedded.stop().catch((error) => console.error('PostgreSQL did not stop cleanly:', error));
    await unlock();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error) => {
  if (error instanceof DataDirLockedError) console.error(error.message);
  else console.error('The database could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
