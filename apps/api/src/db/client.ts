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
  // Nor one that is checked out between two queries (a transaction awaiting other work) when the
  // server goes: the pool listens only to idle clients, and an 'error' event nobody listens to ends
  // the process (found by test/crash-safety.test.ts, decision 071). Its next query then fails, the
  // transaction rolls back and the pool drops the client.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const db = drizzle(pool, { schema });
  return {
    pool,
    db,
    async close() {
      await pool.end();
    },
  };
}

/** The connections of a database's pool right now (metrics, decision 068). */
export interface TPoolStats {
  /** Open connections, busy or idle. */
  total: number;
  idle: number;
  /** Callers waiting for a connection (the pool is at `max`). */
  waiting: number;
  max: number;
}

/** The pool behind a `TDb` made by `createDatabase`; undefined for other handles (transactions, mocks). */
export function poolOf(db: TDb): pg.Pool | undefined {
  const pool = (db as { $client?: unknown }).$client;
  return pool instanceof pg.Pool ? pool : undefined;
}

/** The pool's connections, read without touching it; undefined for handles without a pool. */
export function poolStats(db: TDb): TPoolStats | undefined {
  const pool = poolOf(db);
  if (!pool) return undefined;
  return {
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
    max: pool.options.max ?? 10,
  };
}

/** A transaction handle, usable wherever the database is. */
export type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
/** The database or a transaction: repository functions take either. */
export type TExecutor = TDb | TTx;
