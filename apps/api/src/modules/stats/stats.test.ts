import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/users.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const stats = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/stats' });
  expect(response.statusCode).toBe(200);
  return response;
};

describe('GET /api/stats', () => {
  it('answers the public figures, counting only what exists', async () => {
    const response = await stats();
    expect(response.json()).toEqual({
      success: true,
      data: { businesses: 0, users: 0, transactions: 0, revenue_poisha: 0 },
    });
    expect(response.headers['cache-control']).toMatch(/public/);
  });

  it('counts registered users', async () => {
    await registerUser(t.app);
    await registerUser(t.app);
    const [row] = await t.database.db.select({ count: sql<number>`count(*)::int` }).from(users);
    const body = (await stats()).json();
    expect(row?.count).toBe(2);
    expect(body.data.users).toBe(2);
  });

  it('counts businesses in the directory', async () => {
    const { token } = await registerUser(t.app);
    const created = await call(t.app, 'POST', '/api/my/businesses', {
      token,
      body: { name: 'Counted Store', type: 'retail' },
    });
    expect(created.statusCode).toBe(201);
    expect((await stats()).json().data.businesses).toBe(1);
  });
});
