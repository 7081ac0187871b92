import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { poolOf, type TDb } from './client.ts';

/** Finds the SQL migrations both from the sources (tests, tsx) and from the built bundle (dist/). */
export function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [
    join(here, 'migrations'),
    join(here, '../src/db/migrations'),
    join(here, '../../src/db/migrations'),
  ];
  const found = candidates.find((dir) => existsSync(join(dir, 'meta/_journal.json')));
  if (!found) throw new Error(`Database migrations not found (looked in ${candidates.join(', ')})`);
  return found;
}

/** Any number of instances may start at once: one migrates, the others wait, then find nothing to do. */
const MIGRATION_LOCK = 'haat:migrate';

/**
 * Brings the database's schema up to date. Instances starting together on one database (a deploy of
 * several) take turns under a session advisory lock held on a connection of its own, so the app's
 * pool (even of one connection) stays free for the migrations themselves.
 */
export async function migrateDatabase(db: TDb): Promise<void> {
  const pool = poolOf(db);
  if (!pool) throw new Error('migrateDatabase needs a database made by createDatabase');
  const lock = new pg.Client(pool.options);
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock(hashtext($1))', [MIGRATION_LOCK]);
    await migrate(db, { migrationsFolder: migrationsFolder() });
  } finally {
    // Ending the session releases its lock.
    await lock.end().catch(() => undefined);
  }
}
