import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { authTokens } from '../../db/schema/auth.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
});
afterAll(() => t.close());

/**
 * The SQL texts the app sends through the pool while `run` runs; a client checked out for a
 * transaction (an "acquire" that is not a pool query's own) shows as one more entry.
 */
async function queriesDuring(pool: pg.Pool, run: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  let acquired = 0;
  const onAcquire = () => {
    acquired += 1;
  };
  const query = pool.query;
  pool.query = ((text: unknown, ...rest: unknown[]) => {
    seen.push(typeof text === 'string' ? text : String((text as { text?: string }).text));
    return (query as (...args: unknown[]) => unknown).call(pool, text, ...rest);
  }) as typeof pool.query;
  pool.on('acquire', onAcquire);
  try {
    await run();
  } finally {
    pool.query = query;
    pool.off('acquire', onAcquire);
  }
  for (let i = seen.length; i < acquired; i += 1) seen.push('(a client checked out)');
  return seen;
}

describe('GET /user', () => {
  it('answers from one query: the token and its user together', async () => {
    const { token, user } = await registerUser(t.app);
    for (const url of ['/user', '/api/auth/user']) {
      let status = 0;
      const queries = await queriesDuring(t.database.pool, async () => {
        status = (await call(t.app, 'GET', url, { token })).statusCode;
      });
      expect(status).toBe(200);
      expect(queries, queries.join('\n')).toHaveLength(1);
      expect(queries[0]).toMatch(/from "auth_tokens" inner join "users"/);
    }
    // A token last used over a minute ago has that recorded once, after the answer.
    const [id] = token.split('|');
    await t.database.db
      .update(authTokens)
      .set({ lastUsedAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(authTokens.id, id ?? ''));
    const queries = await queriesDuring(t.database.pool, async () => {
      const answers = await Promise.all([1, 2, 3].map(() => call(t.app, 'GET', '/user', { token })));
      expect(answers.map((answer) => answer.json().id)).toEqual([user.id, user.id, user.id]);
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(queries.filter((text) => /^update "auth_tokens"/.test(text))).toHaveLength(1);
  });
});
