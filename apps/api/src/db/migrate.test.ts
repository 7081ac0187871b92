import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { createDatabase } from './client.ts';
import { migrateDatabase } from './migrate.ts';

/* Several instances deployed together start at the same moment on one empty database. */

const name = `haat_t_${process.ppid}_mig_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: `${inject('pgServerUrl')}/postgres` });
beforeAll(async () => {
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
});
afterAll(async () => {
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
});

it('three instances migrating one empty database at once all succeed, and each migration runs once', async () => {
  const url = `${inject('pgServerUrl')}/${name}`;
  // One connection each, as the smallest pool would have.
  const databases = [createDatabase(url, 1), createDatabase(url, 1), createDatabase(url, 1)];
  try {
    const results = await Promise.allSettled(databases.map((database) => migrateDatabase(database.db)));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    const journal = await databases[0]!.pool.query<{ hash: string }>(
      'SELECT hash FROM drizzle.__drizzle_migrations',
    );
    const hashes = journal.rows.map((row) => row.hash);
    expect(hashes.length).toBeGreaterThan(10);
    expect(new Set(hashes).size).toBe(hashes.length);
    const users = await databases[0]!.pool.query("SELECT to_regclass('public.users') AS t");
    expect(users.rows[0].t).toBe('users');
  } finally {
    await Promise.all(databases.map((database) => database.close()));
  }
});
