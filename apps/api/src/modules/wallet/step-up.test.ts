import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { fund, moneyCall, TEST_PASSWORD } from './wallet-test-helpers.ts';

/* Decision 052, issue 11 item 3: the password again for money going out. */

type TUser = Awaited<ReturnType<typeof registerUser>>;
let t: TTestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const balance = async (who: TUser) =>
  (await call(t.app, 'GET', '/api/wallet', { token: who.token })).json().data.balance as number;
const withdrawalCount = async (who: TUser) =>
  (
    await t.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM withdrawals WHERE user_id = ${who.user.id}`,
    )
  ).rows[0]?.n;
const bkash = { method: 'bkash', amount: 20_000, phone: '01712345678' };

describe('step-up for withdrawals', () => {
  it('needs the account password: missing or wrong is a 422 on `password` and nothing moves', async () => {
    const alice = await registerUser(t.app);
    await fund(t.database.db, alice.user.id, 100_000);
    const missing = await moneyCall(t.app, '/api/wallet/withdrawals', alice.token, bkash);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.password).toEqual(['Enter your account password to confirm']);
    const key = randomUUID();
    const wrong = await moneyCall(
      t.app,
      '/api/wallet/withdrawals',
      alice.token,
      { ...bkash, password: 'nope-nope' },
      key,
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: ['The password is incorrect. Nothing was sent.'] });
    expect(await balance(alice)).toBe(100_000);
    expect(await withdrawalCount(alice)).toBe(0);
    // The same key then works with the right password, and a replay answers the first result.
    const right = await moneyCall(
      t.app,
      '/api/wallet/withdrawals',
      alice.token,
      { ...bkash, password: TEST_PASSWORD },
      key,
    );
    expect(right.statusCode).toBe(201);
    const replay = await moneyCall(
      t.app,
      '/api/wallet/withdrawals',
      alice.token,
      { ...bkash, password: TEST_PASSWORD },
      key,
    );
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().data.id).toBe(right.json().data.id);
    expect(await balance(alice)).toBe(80_000);
    expect(await withdrawalCount(alice)).toBe(1);
  });

  it('limits password attempts per user (429), right or wrong', async () => {
    const bob = await registerUser(t.app);
    await fund(t.database.db, bob.user.id, 100_000);
    const codes: number[] = [];
    for (let i = 0; i < 11; i += 1)
      codes.push(
        (await moneyCall(t.app, '/api/wallet/withdrawals', bob.token, { ...bkash, password: `wrong-${i}` }))
          .statusCode,
      );
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(422));
    expect(codes[10]).toBe(429);
    const blocked = await moneyCall(t.app, '/api/wallet/withdrawals', bob.token, {
      ...bkash,
      password: TEST_PASSWORD,
    });
    expect(blocked.statusCode).toBe(429);
    expect(await balance(bob)).toBe(100_000);
    // Someone else is not affected.
    const carol = await registerUser(t.app);
    await fund(t.database.db, carol.user.id, 100_000);
    expect(
      (await moneyCall(t.app, '/api/wallet/withdrawals', carol.token, { ...bkash, password: TEST_PASSWORD }))
        .statusCode,
    ).toBe(201);
  });
});

describe('step-up for transfers', () => {
  it('asks for the password above the setting (৳5,000 by default), not below', async () => {
    const dan = await registerUser(t.app);
    const erin = await registerUser(t.app);
    await fund(t.database.db, dan.user.id, 2_000_000);
    const wallet = (await call(t.app, 'GET', '/api/wallet', { token: dan.token })).json().data;
    expect(wallet.transfer_password_above).toBe(500_000);
    const send = (amount: number, password?: string) =>
      moneyCall(t.app, '/api/wallet/transfers', dan.token, {
        recipient: erin.payload.email,
        amount,
        password,
      });
    expect((await send(500_000)).statusCode).toBe(201);
    const missing = await send(500_001);
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['password']);
    const wrong = await send(600_000, 'not-my-password');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.password).toEqual(['The password is incorrect. Nothing was sent.']);
    expect(await balance(dan)).toBe(1_500_000);
    expect((await send(600_000, TEST_PASSWORD)).statusCode).toBe(201);
    expect(await balance(dan)).toBe(900_000);
  });
});
