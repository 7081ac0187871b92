import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import type { AppError } from '../../lib/app-error.ts';
import { checkLedger } from '../ledger/check-ledger.ts';
import { postTransaction, reverseTransaction } from '../ledger/post-transaction.ts';
import {
  makeAdmin,
  moneyCall,
  payoutReference,
  relaxMoneyControls,
  TEST_PASSWORD,
} from './wallet-test-helpers.ts';

/*
 * Property: any sequence of top-ups, transfers, withdrawals, staff decisions and reversals, with
 * random (also invalid) amounts, answers exactly what a simple model of the wallets predicts, and
 * leaves the ledger sound (every transaction sums to zero, balances equal their entries, no wallet
 * or hold below zero, all balances together zero).
 */

const USERS = 3;
const amountArb = (min: number, max: number) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min: min / 2, max: max / 2 }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<unknown>(0, -min, 1.5, min - 1, max + 1, 1e18, String(min), null),
    },
  );
const user = fc.integer({ min: 0, max: USERS - 1 });
const topup = fc.record({
  kind: fc.constant('topup' as const),
  user,
  amount: fc.integer({ min: 1, max: 80_000 }),
});
const op = fc.oneof(
  topup,
  fc.record({
    kind: fc.constant('transfer' as const),
    from: user,
    to: user,
    amount: amountArb(100, 100_000),
  }),
  fc.record({
    kind: fc.constant('withdraw' as const),
    user,
    method: fc.constantFrom('bkash', 'nagad', 'bank'),
    amount: amountArb(10_000, 80_000),
  }),
  fc.record({ kind: fc.constant('pay' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('reject' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat() }),
);
type TOp = typeof op extends fc.Arbitrary<infer T> ? T : never;

describe('wallet properties (fast-check)', () => {
  let t: TTestApp;
  let users: Awaited<ReturnType<typeof registerUser>>[];
  let staff: Awaited<ReturnType<typeof registerUser>>;

  beforeAll(async () => {
    t = await createTestApp({ rateLimitFactor: 10_000 });
    users = [];
    for (let i = 0; i < USERS; i += 1) users.push(await registerUser(t.app));
    staff = await registerUser(t.app);
    await makeAdmin(t.database.db, staff.user.id);
    await relaxMoneyControls(t.database.db, staff.user.id);
  });
  afterAll(async () => {
    await t.close();
  });

  async function balances(): Promise<{ wallet: number; hold: number }[]> {
    return Promise.all(
      users.map(async (u) => {
        const data = (await call(t.app, 'GET', '/api/wallet', { token: u.token })).json().data;
        return { wallet: data.balance, hold: data.held };
      }),
    );
  }

  it('keeps the model and the ledger in step for random operation sequences', async () => {
    await fc.assert(
      // Each sequence starts with a top-up, so every run moves money (fast-check favours short
      // arrays, and the sanity count below must not depend on the draw).
      fc.asyncProperty(
        fc.tuple(topup, fc.array(op, { maxLength: 24 })).map(([first, rest]): TOp[] => [first, ...rest]),
        async (ops: TOp[]) => {
          const model = await balances();
          type TPosted = {
            id: string;
            deltas: { user: number; account: 'wallet' | 'hold'; amount: number }[];
            reversal: boolean;
          };
          const posted: TPosted[] = [];
          const reversed = new Set<string>();
          const withdrawals: { id: string; user: number; amount: number; status: string }[] = [];
          const fits = (deltas: TPosted['deltas']) => {
            const next = model.map((b) => ({ ...b }));
            for (const d of deltas) (next[d.user] as { wallet: number; hold: number })[d.account] += d.amount;
            return next.every((b) => b.wallet >= 0 && b.hold >= 0);
          };
          const apply = (deltas: TPosted['deltas']) => {
            for (const d of deltas)
              (model[d.user] as { wallet: number; hold: number })[d.account] += d.amount;
          };
          const decisionTx = async (withdrawalId: string) =>
            (
              await t.database.db.execute<{ id: string }>(
                sql`SELECT decision_transaction_id AS id FROM withdrawals WHERE id = ${withdrawalId}`,
              )
            ).rows[0]?.id as string;

          for (const o of ops) {
            if (o.kind === 'topup') {
              const u = users[o.user] as (typeof users)[number];
              const { id } = await t.database.db.transaction((tx) =>
                postTransaction(tx, {
                  type: 'topup',
                  entries: [
                    { account: { type: 'wallet', userId: u.user.id }, amount: BigInt(o.amount) },
                    { account: { type: 'external', method: 'demo' }, amount: -BigInt(o.amount) },
                  ],
                }),
              );
              const deltas = [{ user: o.user, account: 'wallet' as const, amount: o.amount }];
              apply(deltas);
              posted.push({ id, deltas, reversal: false });
            } else if (o.kind === 'transfer') {
              const from = users[o.from] as (typeof users)[number];
              const to = users[o.to] as (typeof users)[number];
              const response = await moneyCall(t.app, '/api/wallet/transfers', from.token, {
                recipient: to.payload.email,
                amount: o.amount,
              });
              const valid =
                typeof o.amount === 'number' &&
                Number.isInteger(o.amount) &&
                o.amount >= 100 &&
                o.amount <= 10_000_000;
              const deltas = [
                { user: o.from, account: 'wallet' as const, amount: -(o.amount as number) },
                { user: o.to, account: 'wallet' as const, amount: o.amount as number },
              ];
              if (!valid || o.from === o.to) expect(response.statusCode).toBe(422);
              else if (!fits(deltas)) expect(response.json().code).toBe('INSUFFICIENT_FUNDS');
              else {
                expect(response.statusCode).toBe(201);
                apply(deltas);
                posted.push({ id: response.json().data.transaction_id, deltas, reversal: false });
              }
            } else if (o.kind === 'withdraw') {
              const u = users[o.user] as (typeof users)[number];
              const details =
                o.method === 'bank'
                  ? {
                      bank_name: 'Sonali Bank',
                      account_name: 'A B',
                      account_number: '12345678',
                      branch: 'Dhaka',
                    }
                  : { phone: '01712345678' };
              const response = await moneyCall(t.app, '/api/wallet/withdrawals', u.token, {
                password: TEST_PASSWORD,
                method: o.method,
                amount: o.amount,
                ...details,
              });
              const valid =
                typeof o.amount === 'number' &&
                Number.isInteger(o.amount) &&
                o.amount >= 10_000 &&
                o.amount <= 5_000_000;
              const deltas = [
                { user: o.user, account: 'wallet' as const, amount: -(o.amount as number) },
                { user: o.user, account: 'hold' as const, amount: o.amount as number },
              ];
              if (!valid) expect(response.statusCode).toBe(422);
              else if (!fits(deltas)) expect(response.json().code).toBe('INSUFFICIENT_FUNDS');
              else {
                expect(response.statusCode).toBe(201);
                apply(deltas);
                const id = response.json().data.id as string;
                withdrawals.push({ id, user: o.user, amount: o.amount as number, status: 'pending' });
                const hold = await t.database.db.execute<{ id: string }>(
                  sql`SELECT hold_transaction_id AS id FROM withdrawals WHERE id = ${id}`,
                );
                posted.push({ id: hold.rows[0]?.id as string, deltas, reversal: false });
              }
            } else if (o.kind === 'pay' || o.kind === 'reject') {
              if (withdrawals.length === 0) continue;
              const w = withdrawals[o.pick % withdrawals.length] as (typeof withdrawals)[number];
              const response = await call(t.app, 'POST', `/api/admin/withdrawals/${w.id}/${o.kind}`, {
                token: staff.token,
                body: o.kind === 'reject' ? { reason: 'Test' } : { reference: payoutReference() },
              });
              const deltas =
                o.kind === 'pay'
                  ? [{ user: w.user, account: 'hold' as const, amount: -w.amount }]
                  : [
                      { user: w.user, account: 'hold' as const, amount: -w.amount },
                      { user: w.user, account: 'wallet' as const, amount: w.amount },
                    ];
              if (w.status !== 'pending') expect(response.statusCode).toBe(409);
              else if (!fits(deltas)) expect(response.json().code).toBe('INSUFFICIENT_FUNDS');
              else {
                expect(response.statusCode).toBe(200);
                apply(deltas);
                w.status = o.kind === 'pay' ? 'paid' : 'rejected';
                posted.push({ id: await decisionTx(w.id), deltas, reversal: false });
              }
            } else {
              if (posted.length === 0) continue;
              const target = posted[o.pick % posted.length] as TPosted;
              const result = await t.database.db
                .transaction((tx) => reverseTransaction(tx, target.id))
                .then(
                  (r) => r,
                  (e: unknown) => e,
                );
              const deltas = target.deltas.map((d) => ({ ...d, amount: -d.amount }));
              if (target.reversal || reversed.has(target.id))
                expect((result as AppError).code).toBe('CONFLICT');
              else if (!fits(deltas)) expect((result as AppError).code).toBe('INSUFFICIENT_FUNDS');
              else {
                expect(result).toHaveProperty('id');
                apply(deltas);
                reversed.add(target.id);
                posted.push({ id: (result as { id: string }).id, deltas, reversal: true });
              }
            }
          }
          expect(await balances()).toEqual(model);
          expect(await checkLedger(t.database.db)).toEqual([]);
        },
      ),
      { numRuns: 25 },
    );
    // Sanity: the runs did move money.
    const count = await t.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ledger_transactions`,
    );
    expect(count.rows[0]?.n).toBeGreaterThan(25);
  }, 60_000);

  it('an idempotency key replays, never moves money twice, and 422s a different body', async () => {
    const [a, b] = users as [(typeof users)[number], (typeof users)[number]];
    const { id } = await t.database.db.transaction((tx) =>
      postTransaction(tx, {
        type: 'topup',
        entries: [
          { account: { type: 'wallet', userId: a.user.id }, amount: 10_000n },
          { account: { type: 'external', method: 'demo' }, amount: -10_000n },
        ],
      }),
    );
    expect(id).toBeTruthy();
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 100, max: 500 }),
        fc.integer({ min: 2, max: 4 }),
        async (amount, times) => {
          const before = await balances();
          const key = randomUUID();
          const body = { recipient: b.payload.email, amount };
          const answers = await Promise.all(
            Array.from({ length: times }, () =>
              moneyCall(t.app, '/api/wallet/transfers', a.token, body, key),
            ),
          );
          const ids = new Set(answers.map((r) => r.json().data.transaction_id));
          expect(ids.size).toBe(1);
          const other = await moneyCall(
            t.app,
            '/api/wallet/transfers',
            a.token,
            { ...body, amount: amount + 1 },
            key,
          );
          expect(other.statusCode).toBe(422);
          expect(other.json().code).toBe('IDEMPOTENCY_MISMATCH');
          const after = await balances();
          expect(after[0]?.wallet).toBe((before[0]?.wallet ?? 0) - amount);
          expect(after[1]?.wallet).toBe((before[1]?.wallet ?? 0) + amount);
        },
      ),
      { numRuns: 10 },
    );
  });
});
