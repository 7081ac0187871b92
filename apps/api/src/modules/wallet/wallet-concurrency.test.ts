import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { createDatabase, type TDatabase } from '../../db/client.ts';
import { checkLedger } from '../ledger/check-ledger.ts';
import {
  fund,
  makeAdmin,
  moneyCall,
  payoutReference,
  relaxMoneyControls,
  TEST_PASSWORD,
} from './wallet-test-helpers.ts';

/*
 * Several API instances, each with its own connection pool (as separate processes would have), fire
 * hundreds of transfers, withdrawals and staff decisions at a few wallets at once. Nothing may fail
 * other than INSUFFICIENT_FUNDS or an already-decided 409, and no money may be created or lost.
 */
const INSTANCES = 3;
const WALLETS = 4;
const START = 500_000;

describe('wallet under concurrency (several API instances)', () => {
  let t: TTestApp;
  const extra: { app: FastifyInstance; database: TDatabase }[] = [];
  let apps: FastifyInstance[];
  let users: Awaited<ReturnType<typeof registerUser>>[];
  let staff: Awaited<ReturnType<typeof registerUser>>;

  beforeAll(async () => {
    t = await createTestApp({ rateLimitFactor: 10_000 });
    const url = (t.database.pool.options as { connectionString: string }).connectionString;
    for (let i = 1; i < INSTANCES; i += 1) {
      const database = createDatabase(url, 5);
      const app = await buildApp({ config: t.app.deps.config, db: database.db });
      await app.ready();
      extra.push({ app, database });
    }
    apps = [t.app, ...extra.map((e) => e.app)];
    users = [];
    for (let i = 0; i < WALLETS; i += 1) {
      users.push(await registerUser(t.app));
      await fund(t.database.db, users[i]?.user.id as string, START);
    }
    staff = await registerUser(t.app);
    await makeAdmin(t.database.db, staff.user.id);
    await relaxMoneyControls(t.database.db, staff.user.id);
  });
  afterAll(async () => {
    for (const e of extra) {
      await e.app.close();
      await e.database.close();
    }
    await t.close();
  });

  it('keeps every balance whole through hundreds of parallel requests', async () => {
    let seed = 42;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return Math.floor(seed / 65_536) % n;
    };
    const requests: Promise<{ kind: string; statusCode: number; code?: string; body: unknown }>[] = [];
    for (let i = 0; i < 300; i += 1) {
      const app = apps[i % apps.length] as FastifyInstance;
      const from = random(WALLETS);
      const sender = users[from] as (typeof users)[number];
      if (i % 5 === 4) {
        requests.push(
          moneyCall(app, '/api/wallet/withdrawals', sender.token, {
            password: TEST_PASSWORD,
            method: 'bkash',
            amount: 10_000 + random(5_000),
            phone: '01712345678',
          }).then((r) => ({
            kind: 'withdraw',
            statusCode: r.statusCode,
            code: r.json().code,
            body: r.json().data,
          })),
        );
      } else {
        const to = users[(from + 1 + random(WALLETS - 1)) % WALLETS] as (typeof users)[number];
        requests.push(
          moneyCall(app, '/api/wallet/transfers', sender.token, {
            recipient: to.payload.email,
            amount: 100 + random(5_000),
          }).then((r) => ({
            kind: 'transfer',
            statusCode: r.statusCode,
            code: r.json().code,
            body: r.json().data,
          })),
        );
      }
    }
    // The same key sent to every instance at once: exactly one movement.
    const key = randomUUID();
    const dup = apps.map((app) =>
      moneyCall(
        app,
        '/api/wallet/transfers',
        (users[0] as (typeof users)[number]).token,
        {
          recipient: (users[1] as (typeof users)[number]).payload.email,
          amount: 777,
        },
        key,
      ),
    );
    const results = await Promise.all(requests);
    const dupResults = await Promise.all(dup);

    for (const r of results) {
      if (r.statusCode !== 201)
        expect(`${r.kind} ${r.statusCode} ${r.code}`).toBe(`${r.kind} 422 INSUFFICIENT_FUNDS`);
    }
    expect(results.filter((r) => r.statusCode === 201).length).toBeGreaterThan(200);
    const dupIds = dupResults.map((r) => r.json().data?.transaction_id);
    expect(dupResults.every((r) => r.statusCode === 201 || r.json().code === 'INSUFFICIENT_FUNDS')).toBe(
      true,
    );
    if (dupResults.some((r) => r.statusCode === 201)) expect(new Set(dupIds).size).toBe(1);

    // Staff decide every withdrawal from all instances at once, each one twice (pay and reject race).
    const { rows: pending } = await t.database.db.execute<{ id: string }>(
      sql`SELECT id FROM withdrawals WHERE status = 'pending'`,
    );
    const decisions = await Promise.all(
      pending.flatMap(({ id }, i) => [
        call(apps[i % apps.length] as FastifyInstance, 'POST', `/api/admin/withdrawals/${id}/pay`, {
          token: staff.token,
          body: { reference: payoutReference() },
        }),
        call(apps[(i + 1) % apps.length] as FastifyInstance, 'POST', `/api/admin/withdrawals/${id}/reject`, {
          token: staff.token,
          body: { reason: 'race' },
        }),
      ]),
    );
    for (let i = 0; i < pending.length; i += 1)
      expect([decisions[2 * i]?.statusCode, decisions[2 * i + 1]?.statusCode].sort()).toEqual([200, 409]);

    expect(await checkLedger(t.database.db)).toEqual([]);
    const { rows } = await t.database.db.execute<{ wallets: string; holds: string; paid: string }>(sql`
      SELECT
        (SELECT coalesce(sum(balance), 0) FROM ledger_accounts WHERE type = 'wallet')::text AS wallets,
        (SELECT coalesce(sum(balance), 0) FROM ledger_accounts WHERE type = 'hold')::text AS holds,
        (SELECT coalesce(sum(amount), 0) FROM withdrawals WHERE status = 'paid')::text AS paid`);
    const totals = rows[0] as { wallets: string; holds: string; paid: string };
    // Money only left through paid withdrawals; nothing is still held.
    expect(Number(totals.holds)).toBe(0);
    expect(Number(totals.wallets) + Number(totals.paid)).toBe(WALLETS * START);
    // Every successful transfer and withdrawal is in the ledger exactly once.
    const transfers = results.filter((r) => r.kind === 'transfer' && r.statusCode === 201).length;
    const counted = await t.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ledger_transactions WHERE type = 'transfer'`,
    );
    expect(counted.rows[0]?.n).toBe(transfers + (dupResults.some((r) => r.statusCode === 201) ? 1 : 0));
  }, 60_000);

  it('lets exactly one of many simultaneous attempts spend the same money', async () => {
    const spender = await registerUser(t.app);
    await fund(t.database.db, spender.user.id, 10_000);
    const target = users[0] as (typeof users)[number];
    const attempts = await Promise.all(
      Array.from({ length: 24 }, (_, i) => {
        const app = apps[i % apps.length] as FastifyInstance;
        return i % 2 === 0
          ? moneyCall(app, '/api/wallet/transfers', spender.token, {
              recipient: target.payload.email,
              amount: 10_000,
            })
          : moneyCall(app, '/api/wallet/withdrawals', spender.token, {
              password: TEST_PASSWORD,
              method: 'nagad',
              amount: 10_000,
              phone: '01812345678',
            });
      }),
    );
    expect(attempts.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const r of attempts.filter((a) => a.statusCode !== 201))
      expect(r.json().code).toBe('INSUFFICIENT_FUNDS');
    const wallet = (await call(t.app, 'GET', '/api/wallet', { token: spender.token })).json().data;
    expect(wallet.balance).toBe(0);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});
