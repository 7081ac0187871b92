import { randomUUID } from 'node:crypto';
import type { TAdminAnalytics, TAdminSeries } from '@haat/shared';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/users.ts';
import { createBusiness } from '../directory/directory-test-helpers.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { getAdminDashboard } from './get-admin-dashboard.ts';

/*
 * The back office's dashboard and analytics (issue 17 items 1 and 5): figures counted from rows
 * made here at known instants (bucket edges in Asia/Dhaka, UTC+6), zero-filled buckets, weeks and
 * months, bad input, and who may see what.
 */

let t: TTestApp;
let admin: Awaited<ReturnType<typeof registerUser>>;
let moderator: Awaited<ReturnType<typeof registerUser>>;
let plain: Awaited<ReturnType<typeof registerUser>>;
let seller: Awaited<ReturnType<typeof registerUser>>;
let businessId: string;

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 50 });
  admin = await registerUser(t.app);
  moderator = await registerUser(t.app);
  plain = await registerUser(t.app);
  seller = await registerUser(t.app);
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
  await t.database.db.update(users).set({ role: 'moderator' }).where(eq(users.id, moderator.user.id));
  businessId = (await createBusiness(t.app, seller.token, { name: 'Counted Stall' })).id;
});
afterAll(() => t.close());

const db = () => t.database.db;
const get = (url: string, token?: string) => call(t.app, 'GET', url, token ? { token } : {});

/* Rows at chosen instants, written straight to the tables the figures are read from. */

async function userAt(at: string) {
  const person = await registerUser(t.app);
  await db()
    .update(users)
    .set({ createdAt: new Date(at) })
    .where(eq(users.id, person.user.id));
  return person;
}

let orderNumber = 0;
async function orderAt(
  at: string,
  values: { total: number; commission?: number; status?: string; completedAt?: string },
) {
  orderNumber += 1;
  const status = values.status ?? 'placed';
  await db().execute(sql`
    INSERT INTO orders (number, checkout_id, buyer_id, seller_id, business_id, status, payment_method,
      subtotal, delivery_charge, total, commission_bp, commission, address, cancel_reason, created_at, completed_at)
    VALUES (${`HT-T${orderNumber}`}, ${randomUUID()}, ${plain.user.id}, ${seller.user.id}, ${businessId}, ${status}, 'cod',
      ${values.total}, 0, ${values.total}, 500, ${values.commission ?? 0},
      ${JSON.stringify({ name: 'B', phone: '01700000000', country: 'BD', division: null, district: null, city: 'Dhaka', line: 'Road 1' })}::jsonb,
      ${status === 'cancelled' ? 'changed mind' : null}, ${at}::timestamptz, ${values.completedAt ?? null}::timestamptz)`);
}

async function ledgerTx(amount: number): Promise<string> {
  const { id } = await db().transaction((tx) =>
    postTransaction(tx, {
      type: 'topup',
      entries: [
        { account: { type: 'wallet', userId: plain.user.id }, amount: BigInt(amount) },
        { account: { type: 'external', method: 'demo' }, amount: -BigInt(amount) },
      ],
      reference: 'admin-stats-test',
    }),
  );
  return id;
}

async function topUpAt(at: string, amount: number, status = 'succeeded') {
  const ledger = status === 'succeeded' ? await ledgerTx(amount) : null;
  await db().execute(sql`
    INSERT INTO payments (user_id, method, amount, status, ledger_transaction_id, decided_at, created_at)
    VALUES (${plain.user.id}, 'demo', ${amount}, ${status}, ${ledger},
      ${status === 'pending' ? null : at}::timestamptz, ${at}::timestamptz)`);
}

let payout = 0;
async function withdrawalAt(at: string, amount: number, status: 'paid' | 'pending' = 'paid') {
  payout += 1;
  const hold = await ledgerTx(amount);
  await db().execute(sql`
    INSERT INTO withdrawals (user_id, amount, method, details, status, hold_transaction_id, decided_at, payout_reference, created_at)
    VALUES (${plain.user.id}, ${amount}, 'bkash', ${JSON.stringify({ phone: '01700000000' })}::jsonb, ${status}, ${hold},
      ${status === 'paid' ? at : null}::timestamptz, ${status === 'paid' ? `PAYOUT${payout}` : null}, ${at}::timestamptz)`);
}

async function cardAt(at: string) {
  await db().execute(sql`
    INSERT INTO vcards (user_id, slug, full_name, created_at)
    VALUES (${plain.user.id}, ${`card-${randomUUID().slice(0, 8)}`}, 'Card Person', ${at}::timestamptz)`);
}

async function postAt(at: string, status = 'published') {
  await db().execute(sql`
    INSERT INTO posts (author_id, content, status, published_at, created_at)
    VALUES (${plain.user.id}, 'Hello', ${status}, ${status === 'published' ? at : null}::timestamptz, ${at}::timestamptz)`);
}

const analytics = async (search: string, token = admin.token) => {
  const response = await get(`/api/admin/analytics?${search}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const seriesOf = (data: TAdminAnalytics, metric: string): TAdminSeries => {
  const found = data.series.find((series) => series.metric === metric);
  if (!found) throw new Error(`no ${metric} series`);
  return found;
};

describe('who may see what', () => {
  it('refuses anonymous people (401) and non-staff (403) on every endpoint', async () => {
    for (const url of ['/api/admin/dashboard', '/api/admin/analytics', '/api/admin/analytics/export.csv']) {
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, plain.token)).statusCode).toBe(403);
    }
  });

  it('gives moderators the dashboard without money, and refuses them the analytics', async () => {
    const response = await get('/api/admin/dashboard', moderator.token);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.money).toBe(false);
    for (const period of data.periods) {
      for (const key of ['revenue', 'commission', 'top_ups', 'withdrawals', 'transfers'])
        expect(period[key]).toBeNull();
      expect(period.new_users.current).toBeGreaterThan(0);
    }
    const queues = Object.fromEntries(
      data.queues.map((q: { queue: string; count: number | null }) => [q.queue, q.count]),
    );
    expect(queues.payments).toBeNull();
    expect(queues.withdrawals).toBeNull();
    expect(queues.kyc).toBe(0);
    expect((await get('/api/admin/analytics', moderator.token)).statusCode).toBe(403);
    expect((await get('/api/admin/analytics/export.csv', moderator.token)).statusCode).toBe(403);
  });

  it('gives admins the money figures and every queue with its screen', async () => {
    const data = (await get('/api/admin/dashboard', admin.token)).json().data;
    expect(data.money).toBe(true);
    expect(data.periods.map((period: { days: number }) => period.days)).toEqual([7, 30]);
    expect(data.periods[0].revenue).toEqual({ current: expect.any(Number), previous: expect.any(Number) });
    expect(data.queues.map((q: { queue: string; path: string }) => [q.queue, q.path])).toEqual([
      ['payments', '/admin/payments?view=topups'],
      ['withdrawals', '/admin/payments?view=withdrawals'],
      ['kyc', '/admin/kyc'],
      ['whatsapp', '/admin/whatsapp-verifications'],
      ['reports', '/admin/content'],
    ]);
  });
});

describe('the dashboard', () => {
  it('counts the last 7 and 30 days against the days before, totals and queues', async () => {
    const now = new Date();
    const ago = (days: number, hours = 0) =>
      new Date(now.getTime() - days * 86_400_000 - hours * 3_600_000).toISOString();
    const reporter = await registerUser(t.app);
    const before = await getAdminDashboard({ db: db() }, 'admin', now);

    await userAt(ago(2)); // this week
    await userAt(ago(10)); // the week before; this month
    await userAt(ago(45)); // the month before
    await orderAt(ago(1), { total: 50_000 });
    await orderAt(ago(1), { total: 99_000, status: 'cancelled' }); // not counted
    await orderAt(ago(20), { total: 30_000, commission: 1_500, status: 'completed', completedAt: ago(3) });
    await topUpAt(ago(3), 100_000);
    await topUpAt(ago(8), 40_000);
    await topUpAt(ago(1), 70_000, 'pending'); // a queue, not volume
    await withdrawalAt(ago(4), 20_000);
    await withdrawalAt(ago(2), 5_000, 'pending');
    await cardAt(ago(5));
    await postAt(ago(6));
    await postAt(ago(6), 'draft'); // not published
    const subject = randomUUID();
    for (const [who, id] of [
      [reporter.user.id, subject],
      [plain.user.id, subject],
      [plain.user.id, randomUUID()],
    ] as const)
      await db().execute(sql`INSERT INTO reports (reporter_id, subject_type, subject_id, reason)
        VALUES (${who}, 'post', ${id}, 'spam')`);

    const after = await getAdminDashboard({ db: db() }, 'admin', now);
    const [week, month] = after.periods;
    const [weekBefore, monthBefore] = before.periods;
    if (!week || !month || !weekBefore || !monthBefore) throw new Error('two periods expected');
    expect(week.new_users.current - weekBefore.new_users.current).toBe(1);
    expect(week.new_users.previous).toBe((weekBefore.new_users.previous ?? 0) + 1);
    expect(month.new_users.current - monthBefore.new_users.current).toBe(2);
    expect(month.new_users.previous).toBe((monthBefore.new_users.previous ?? 0) + 1);
    expect(week.orders.current - weekBefore.orders.current).toBe(1);
    expect(month.orders.current - monthBefore.orders.current).toBe(2);
    expect(week.revenue?.current).toBe((weekBefore.revenue?.current ?? 0) + 50_000);
    expect(month.revenue?.current).toBe((monthBefore.revenue?.current ?? 0) + 80_000);
    expect(week.commission?.current).toBe((weekBefore.commission?.current ?? 0) + 1_500);
    expect(week.top_ups?.current).toBe((weekBefore.top_ups?.current ?? 0) + 100_000);
    expect(week.top_ups?.previous).toBe((weekBefore.top_ups?.previous ?? 0) + 40_000);
    expect(week.withdrawals?.current).toBe((weekBefore.withdrawals?.current ?? 0) + 20_000);
    expect(week.cards.current - weekBefore.cards.current).toBe(1);
    expect(week.posts.current - weekBefore.posts.current).toBe(1);
    expect(week.active_users.previous).toBeNull();
    expect(week.active_users.current).toBeGreaterThanOrEqual(4);
    expect(after.totals.users - before.totals.users).toBe(3);
    expect(after.totals.businesses).toBe(1);
    const queue = (data: typeof after, name: string) => data.queues.find((q) => q.queue === name)?.count ?? 0;
    expect(queue(after, 'payments') - queue(before, 'payments')).toBe(1);
    expect(queue(after, 'withdrawals') - queue(before, 'withdrawals')).toBe(1);
    expect(queue(after, 'reports') - queue(before, 'reports')).toBe(2);
  });

  it('keeps the answer about 30 seconds per role', async () => {
    const first = (await get('/api/admin/dashboard', admin.token)).json().data;
    await userAt(new Date().toISOString());
    const second = (await get('/api/admin/dashboard', admin.token)).json().data;
    expect(second.generated_at).toBe(first.generated_at);
    expect(second.periods[0].new_users.current).toBe(first.periods[0].new_users.current);
    // The moderator's answer is its own (no money in it).
    expect((await get('/api/admin/dashboard', moderator.token)).json().data.money).toBe(false);
  });
});

describe('the analytics', () => {
  it('puts rows in the day of Asia/Dhaka they happened in, and zero-fills the other days', async () => {
    await userAt('2025-03-09T17:59:59Z'); // 23:59:59 on 9 March in Dhaka
    await userAt('2025-03-09T18:00:00Z'); // midnight, 10 March in Dhaka
    await userAt('2025-03-11T05:00:00Z');
    const dhaka = await analytics('metric=signups&from=2025-03-08&to=2025-03-12');
    expect(dhaka.tz).toBe('Asia/Dhaka');
    expect(dhaka.buckets.map((b: { start: string }) => b.start)).toEqual([
      '2025-03-08',
      '2025-03-09',
      '2025-03-10',
      '2025-03-11',
      '2025-03-12',
    ]);
    expect(seriesOf(dhaka, 'signups').values).toEqual([0, 1, 1, 1, 0]);
    expect(seriesOf(dhaka, 'signups').total).toBe(3);
    const utc = await analytics('metric=signups&from=2025-03-08&to=2025-03-12&tz=UTC');
    expect(seriesOf(utc, 'signups').values).toEqual([0, 2, 0, 1, 0]);
    // The range starts at Dhaka's midnight: 17:59:59 UTC on the 9th is out of a range from the 10th.
    const fromTenth = await analytics('metric=signups&from=2025-03-10&to=2025-03-10');
    expect(seriesOf(fromTenth, 'signups').values).toEqual([1]);
    expect(seriesOf(fromTenth, 'signups').previous_total).toBe(1);
    expect(fromTenth.previous_from).toBe('2025-03-09');
    expect(fromTenth.previous_to).toBe('2025-03-09');
  });

  it('groups by Monday weeks and calendar months, cutting the buckets at the range', async () => {
    await userAt('2025-06-01T06:00:00Z'); // Sunday 1 June
    await userAt('2025-06-02T06:00:00Z'); // Monday
    await userAt('2025-06-08T06:00:00Z'); // Sunday
    await userAt('2025-06-30T06:00:00Z'); // Monday
    const weeks = await analytics('metric=signups&interval=week&from=2025-06-01&to=2025-06-30');
    expect(weeks.buckets).toEqual([
      { start: '2025-06-01', end: '2025-06-01' },
      { start: '2025-06-02', end: '2025-06-08' },
      { start: '2025-06-09', end: '2025-06-15' },
      { start: '2025-06-16', end: '2025-06-22' },
      { start: '2025-06-23', end: '2025-06-29' },
      { start: '2025-06-30', end: '2025-06-30' },
    ]);
    expect(seriesOf(weeks, 'signups').values).toEqual([1, 2, 0, 0, 0, 1]);
    const months = await analytics('metric=signups&interval=month&from=2025-05-15&to=2025-07-10');
    expect(months.buckets).toEqual([
      { start: '2025-05-15', end: '2025-05-31' },
      { start: '2025-06-01', end: '2025-06-30' },
      { start: '2025-07-01', end: '2025-07-10' },
    ]);
    expect(seriesOf(months, 'signups').values).toEqual([0, 4, 0]);
  });

  it('sums money in poisha and compares with the days before', async () => {
    // 1–7 September 2025 in Dhaka, and the 7 days before (25–31 August).
    await orderAt('2025-09-02T04:00:00Z', { total: 120_000 });
    await orderAt('2025-09-03T04:00:00Z', { total: 80_000, status: 'refunded' });
    await orderAt('2025-08-28T04:00:00Z', {
      total: 60_000,
      commission: 3_000,
      status: 'completed',
      completedAt: '2025-09-04T04:00:00Z',
    });
    await topUpAt('2025-09-05T04:00:00Z', 250_000);
    await topUpAt('2025-08-30T04:00:00Z', 10_000);
    await topUpAt('2025-09-05T05:00:00Z', 5_000, 'rejected');
    await withdrawalAt('2025-09-06T04:00:00Z', 30_000);
    await cardAt('2025-09-01T04:00:00Z');
    await postAt('2025-09-07T17:59:00Z'); // 23:59 on the 7th in Dhaka
    await postAt('2025-09-07T18:00:00Z'); // the 8th: out
    const data = await analytics('from=2025-09-01&to=2025-09-07');
    expect(data.series.map((s: { metric: string }) => s.metric)).toEqual([
      'signups',
      'orders',
      'revenue',
      'commission',
      'top_ups',
      'withdrawals',
      'cards',
      'posts',
    ]);
    expect(seriesOf(data, 'orders').values).toEqual([0, 1, 0, 0, 0, 0, 0]);
    expect(seriesOf(data, 'orders').previous_total).toBe(1);
    expect(seriesOf(data, 'revenue')).toMatchObject({
      unit: 'poisha',
      total: 120_000,
      previous_total: 60_000,
    });
    expect(seriesOf(data, 'commission').values).toEqual([0, 0, 0, 3_000, 0, 0, 0]);
    expect(seriesOf(data, 'top_ups')).toMatchObject({ total: 250_000, previous_total: 10_000 });
    expect(seriesOf(data, 'withdrawals').total).toBe(30_000);
    expect(seriesOf(data, 'cards')).toMatchObject({ unit: 'count', total: 1 });
    expect(seriesOf(data, 'posts').values).toEqual([0, 0, 0, 0, 0, 0, 1]);

    const csv = await get(
      '/api/admin/analytics/export.csv?metric=orders,revenue&from=2025-09-01&to=2025-09-03',
      admin.token,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.headers['content-disposition']).toContain('haat-analytics-day-2025-09-01-2025-09-03.csv');
    expect(csv.body.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'start,end,orders,revenue_bdt',
      '2025-09-01,2025-09-01,0,0.00',
      '2025-09-02,2025-09-02,1,1200.00',
      '2025-09-03,2025-09-03,0,0.00',
      '',
    ]);
  });

  it('takes metrics as a list or repeated, and defaults to the last 30 days by day', async () => {
    const listed = await analytics('metric=posts,cards');
    expect(listed.series.map((s: { metric: string }) => s.metric)).toEqual(['cards', 'posts']);
    expect(listed.interval).toBe('day');
    expect(listed.buckets).toHaveLength(30);
    const repeated = await analytics('metric=posts&metric=signups');
    expect(repeated.series.map((s: { metric: string }) => s.metric)).toEqual(['signups', 'posts']);
  });

  it('answers 422 with a message on the field for bad input', async () => {
    const fieldOf = async (search: string) => {
      const response = await get(`/api/admin/analytics?${search}`, admin.token);
      expect(response.statusCode, search).toBe(422);
      return response.json().errors as Record<string, string[]>;
    };
    expect((await fieldOf('from=2025-03-10&to=2025-03-01')).to?.[0]).toMatch(/on or after/);
    expect((await fieldOf('from=2023-01-01&to=2025-03-01')).from?.[0]).toMatch(/two years/);
    expect((await fieldOf('from=2020-01-01')).from?.[0]).toMatch(/two years/);
    expect((await fieldOf('tz=Mars/Olympus')).tz).toBeDefined();
    expect((await fieldOf('metric=visits')).metric?.[0]).toMatch(/signups/);
    expect((await fieldOf('interval=hour')).interval).toBeDefined();
    expect((await fieldOf('from=2025-02-30')).from).toBeDefined();
    const csv = await get('/api/admin/analytics/export.csv?from=2025-03-10&to=2025-03-01', admin.token);
    expect(csv.statusCode).toBe(422);
    expect((await fieldOf('from=0000-01-01&to=0000-01-02')).from).toBeDefined();
    // Exactly two years is allowed.
    expect(
      (await get('/api/admin/analytics?from=2023-03-01&to=2025-02-28&interval=month', admin.token))
        .statusCode,
    ).toBe(200);
  });

  it('never answers 5xx to odd queries', async () => {
    const value = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom(
        '2025-01-01',
        '2999-12-31',
        '2000-01-01',
        '1999-12-31',
        'UTC',
        'week',
        'revenue,,',
        '%00',
      ),
    );
    const key = fc.constantFrom('metric', 'interval', 'from', 'to', 'tz', 'other');
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(key, value), { maxLength: 5 }), async (pairs) => {
        const search = new URLSearchParams(pairs).toString();
        for (const path of ['/api/admin/analytics', '/api/admin/analytics/export.csv']) {
          const response = await get(`${path}?${search}`, admin.token);
          expect(response.statusCode, `${path}?${search} ${response.body}`).toBeLessThan(500);
        }
      }),
      { numRuns: 40 },
    );
  });
});
