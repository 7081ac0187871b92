import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type TDb = NodePgDatabase<typeof schema>;

export interface TDatabase {
  pool: pg.Pool;
  db: TDb;
  close(): Promise<void>;
}

// Return bigint columns (money) as strings, never as lossy JS numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => value);

export function createDatabase(connectionString: string, max = 10): TDatabase {
  const pool = new pg.Pool({
    connectionString,
    max,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
  });
  // An idle client that errors (e.g. the server restarted) must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema });
  return {
    pool,
    db,
    async close() {
      await pool.end();
    },
  };
}

/** A transaction handle, usable wherever the database is. */
export type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
/** The database or a transaction: repository functions take either. */
export type TExecutor = TDb | TTx;
