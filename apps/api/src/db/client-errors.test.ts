import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { createDatabase } from './client.ts';

// Decision 071: a database connection that dies must never take the process with it.

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the database pool', () => {
  it('survives a connection lost while a transaction holds it between two queries', async () => {
    const database = createDatabase(t.url, 2);
    try {
      const failed = await database.db
        .transaction(async (tx) => {
          const { rows } = await tx.execute<{ pid: number }>(sql`SELECT pg_backend_pid() AS pid`);
          await t.database.pool.query('SELECT pg_terminate_backend($1)', [rows[0]?.pid]);
          // The connection's 'error' event comes now, while no query of it runs (an unhandled
          // 'error' event would end the test process here).
          await new Promise((resolve) => setTimeout(resolve, 300));
          await tx.execute(sql`SELECT 1`);
        })
        .then(
          () => false,
          () => true,
        );
      expect(failed).toBe(true);
      // The pool dropped the dead connection and serves with a new one.
      const { rows } = await database.pool.query('SELECT 1 AS one');
      expect(rows[0].one).toBe(1);
    } finally {
      await database.close();
    }
  });
});
