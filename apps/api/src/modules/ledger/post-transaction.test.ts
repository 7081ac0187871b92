import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { AppError } from '../../lib/app-error.ts';
import { checkLedger } from './check-ledger.ts';
import { hashRequest, pruneIdempotencyKeys, withIdempotency } from './idempotency.ts';
import {
  balanceOf,
  LedgerInputError,
  postTransaction,
  reverseTransaction,
  type TLedgerAccount,
} from './post-transaction.ts';

describe('ledger: postTransaction, reverseTransaction, balanceOf', () => {
  let t: TTestApp;
  let alice: string;
  let bob: string;
  const wallet = (userId: string): TLedgerAccount => ({ type: 'wallet', userId });
  const bkash: TLedgerAccount = { type: 'external', method: 'bkash' };

  const topUp = (userId: string, amount: bigint) =>
    t.database.db.transaction((tx) =>
      postTransaction(tx, {
        type: 'topup',
        entries: [
          { account: wallet(userId), amount },
          { account: bkash, amount: -amount },
        ],
        reference: 'test',
        initiatedBy: userId,
      }),
    );
  const transfer = (from: string, to: string, amount: bigint) =>
    t.database.db.transaction((tx) =>
      postTransaction(tx, {
        type: 'transfer',
        entries: [
          { account: wallet(from), amount: -amount },
          { account: wallet(to), amount },
        ],
      }),
    );

  beforeAll(async () => {
    t = await createTestApp();
    alice = (await registerUser(t.app)).user.id;
    bob = (await registerUser(t.app)).user.id;
  });
  afterAll(async () => {
    expect(await checkLedger(t.database.db)).toEqual([]);
    await t.close();
  });

  it('creates a wallet on first use and keeps balances in step', async () => {
    expect(await balanceOf(t.database.db, wallet(alice))).toBe(0n);
    await topUp(alice, 10_000n);
    await transfer(alice, bob, 2_500n);
    expect(await balanceOf(t.database.db, wallet(alice))).toBe(7_500n);
    expect(await balanceOf(t.database.db, wallet(bob))).toBe(2_500n);
    expect(await balanceOf(t.database.db, bkash)).toBe(-10_000n);
  });

  it('refuses to take a wallet below zero and writes nothing', async () => {
    const before = await t.database.db.execute(sql`SELECT count(*)::int AS n FROM ledger_entries`);
    const error = await transfer(bob, alice, 2_501n).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('INSUFFICIENT_FUNDS');
    expect((error as AppError).status).toBe(422);
    expect((error as AppError).message).toBe('validation.insufficient_funds');
    const after = await t.database.db.execute(sql`SELECT count(*)::int AS n FROM ledger_entries`);
    expect(after.rows).toEqual(before.rows);
    expect(await balanceOf(t.database.db, wallet(bob))).toBe(2_500n);
  });

  it('refuses malformed postings', async () => {
    const bad = [
      { type: 'transfer' as const, entries: [{ account: wallet(alice), amount: 0n }] },
      {
        type: 'transfer' as const,
        entries: [
          { account: wallet(alice), amount: -5n },
          { account: wallet(bob), amount: 4n },
        ],
      },
      {
        type: 'transfer' as const,
        entries: [
          { account: wallet(alice), amount: 0n },
          { account: wallet(bob), amount: 0n },
        ],
      },
      {
        type: 'transfer' as const,
        entries: [
          { account: wallet(alice), amount: -1.5 as unknown as bigint },
          { account: wallet(bob), amount: 1.5 as unknown as bigint },
        ],
      },
      {
        type: 'transfer' as const,
        entries: [
          { account: wallet('not-a-uuid'), amount: -1n },
          { account: wallet(bob), amount: 1n },
        ],
      },
      {
        type: 'reversal' as const,
        entries: [
          { account: wallet(alice), amount: -1n },
          { account: wallet(bob), amount: 1n },
        ],
      },
    ];
    for (const input of bad)
      await expect(t.database.db.transaction((tx) => postTransaction(tx, input))).rejects.toThrow(
        LedgerInputError,
      );
  });

  it('posts several legs on one account (net change) and lets platform accounts go negative', async () => {
    await t.database.db.transaction((tx) =>
      postTransaction(tx, {
        type: 'referral_bonus',
        entries: [
          { account: wallet(bob), amount: 300n },
          { account: wallet(bob), amount: 200n },
          { account: { type: 'platform_promotions' }, amount: -500n },
        ],
      }),
    );
    expect(await balanceOf(t.database.db, wallet(bob))).toBe(3_000n);
    expect(await balanceOf(t.database.db, { type: 'platform_promotions' })).toBe(-500n);
  });

  it('reverses a transaction exactly once', async () => {
    const { id } = await transfer(alice, bob, 1_000n);
    const reversal = await t.database.db.transaction((tx) => reverseTransaction(tx, id, { memo: 'oops' }));
    expect(await balanceOf(t.database.db, wallet(bob))).toBe(3_000n);
    const row = await t.database.db.execute<{ type: string; reversal_of: string }>(
      sql`SELECT type, reversal_of FROM ledger_transactions WHERE id = ${reversal.id}`,
    );
    expect(row.rows[0]).toEqual({ type: 'reversal', reversal_of: id });
    const again = await t.database.db.transaction((tx) => reverseTransaction(tx, id)).catch((e) => e);
    expect((again as AppError).code).toBe('CONFLICT');
    const ofReversal = await t.database.db
      .transaction((tx) => reverseTransaction(tx, reversal.id))
      .catch((e) => e);
    expect((ofReversal as AppError).code).toBe('CONFLICT');
    const unknown = await t.database.db
      .transaction((tx) => reverseTransaction(tx, '00000000-0000-4000-8000-000000000000'))
      .catch((e) => e);
    expect((unknown as AppError).code).toBe('NOT_FOUND');
  });

  it('refuses a reversal whose money has been spent, and concurrent reversals reverse once', async () => {
    const { id } = await transfer(alice, bob, 500n);
    // Bob spends everything: the reversal would take his wallet below zero.
    const all = await balanceOf(t.database.db, wallet(bob));
    await transfer(bob, alice, all);
    const refused = await t.database.db.transaction((tx) => reverseTransaction(tx, id)).catch((e) => e);
    expect((refused as AppError).code).toBe('INSUFFICIENT_FUNDS');
    await transfer(alice, bob, 600n);
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => t.database.db.transaction((tx) => reverseTransaction(tx, id))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results)
      if (r.status === 'rejected') expect((r.reason as AppError).code).toBe('CONFLICT');
    expect(await balanceOf(t.database.db, wallet(bob))).toBe(100n);
  });

  it('keeps money whole under concurrent transfers in both directions (no deadlock)', async () => {
    await topUp(alice, 5_000n);
    await topUp(bob, 5_000n);
    const before =
      (await balanceOf(t.database.db, wallet(alice))) + (await balanceOf(t.database.db, wallet(bob)));
    const results = await Promise.allSettled(
      Array.from({ length: 60 }, (_, i) =>
        i % 2 === 0 ? transfer(alice, bob, 97n) : transfer(bob, alice, 89n),
      ),
    );
    for (const r of results)
      if (r.status === 'rejected') expect((r.reason as AppError).code).toBe('INSUFFICIENT_FUNDS');
    const after =
      (await balanceOf(t.database.db, wallet(alice))) + (await balanceOf(t.database.db, wallet(bob)));
    expect(after).toBe(before);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

describe('ledger: withIdempotency', () => {
  let t: TTestApp;
  let user: string;

  beforeAll(async () => {
    t = await createTestApp();
    user = (await registerUser(t.app)).user.id;
  });
  afterAll(async () => {
    await t.close();
  });

  const run = (key: string, requestHash: string, counter: { n: number }, fail = false) =>
    withIdempotency(t.database, { userId: user, scope: 'test', key, requestHash }, async (tx) => {
      counter.n += 1;
      await tx.execute(sql`SELECT pg_sleep(0.05)`);
      if (fail) throw new AppError('INSUFFICIENT_FUNDS', 'validation.insufficient_funds');
      return { status: 201, body: { n: counter.n, big: '12' } };
    });

  it('runs the work once and answers replays with the stored result', async () => {
    const counter = { n: 0 };
    const first = await run('key-00000001', hashRequest({ a: 1, b: 2 }), counter);
    const second = await run('key-00000001', hashRequest({ b: 2, a: 1 }), counter);
    expect(first).toEqual({ status: 201, body: { n: 1, big: '12' }, replayed: false });
    expect(second).toEqual({ status: 201, body: { n: 1, big: '12' }, replayed: true });
    expect(counter.n).toBe(1);
  });

  it('refuses the same key with a different request', async () => {
    const counter = { n: 0 };
    await run('key-00000002', hashRequest({ a: 1 }), counter);
    const error = await run('key-00000002', hashRequest({ a: 2 }), counter).catch((e) => e);
    expect((error as AppError).code).toBe('IDEMPOTENCY_MISMATCH');
    expect((error as AppError).status).toBe(422);
    expect(counter.n).toBe(1);
  });

  it('lets concurrent duplicates wait for the first and answer its result', async () => {
    const counter = { n: 0 };
    const results = await Promise.all(
      Array.from({ length: 4 }, () => run('key-00000003', hashRequest({ a: 1 }), counter)),
    );
    expect(counter.n).toBe(1);
    expect(new Set(results.map((r) => JSON.stringify(r.body)))).toEqual(new Set(['{"n":1,"big":"12"}']));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
  });

  it('forgets answers after the keeping period', async () => {
    const counter = { n: 0 };
    await run('key-00000005', hashRequest({ a: 1 }), counter);
    await t.database.db.execute(
      sql`UPDATE idempotency_keys SET created_at = now() - interval '31 days' WHERE key = 'key-00000005'`,
    );
    expect(await pruneIdempotencyKeys(t.database.db)).toBe(1);
    expect((await run('key-00000005', hashRequest({ a: 2 }), counter)).replayed).toBe(false);
  });

  it('stores nothing when the work fails, so the key can be retried', async () => {
    const counter = { n: 0 };
    await expect(run('key-00000004', hashRequest({ a: 1 }), counter, true)).rejects.toThrow(AppError);
    const retried = await run('key-00000004', hashRequest({ a: 1 }), counter);
    expect(retried.replayed).toBe(false);
    expect(counter.n).toBe(2);
  });
});
