import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { checkLedger } from '../ledger/check-ledger.ts';
import {
  fund,
  makeAdmin,
  moneyCall,
  payoutReference,
  relaxMoneyControls,
  TEST_PASSWORD,
} from './wallet-test-helpers.ts';

type TUser = Awaited<ReturnType<typeof registerUser>>;

describe('wallet API', () => {
  let t: TTestApp;
  let alice: TUser;
  let bob: TUser;
  let staff: TUser;

  /** The balance, held amount and currency (the bonus hold and thresholds are decision 052's tests). */
  const wallet = async (user: TUser) => {
    const { balance, held, currency } = (
      await call(t.app, 'GET', '/api/wallet', { token: user.token })
    ).json().data;
    return { balance, held, currency };
  };

  beforeAll(async () => {
    t = await createTestApp();
    alice = await registerUser(t.app, { name: 'Alice Rahman' });
    bob = await registerUser(t.app, { name: 'Bob Karim' });
    staff = await registerUser(t.app, { name: 'Staff' });
    await makeAdmin(t.database.db, staff.user.id);
    await relaxMoneyControls(t.database.db, staff.user.id);
    await fund(t.database.db, alice.user.id, 100_000);
  });
  afterAll(async () => {
    expect(await checkLedger(t.database.db)).toEqual([]);
    await t.close();
  });

  it('answers the balance, held amount and currency; needs a sign-in', async () => {
    expect(await wallet(alice)).toEqual({ balance: 100_000, held: 0, currency: 'BDT' });
    expect(await wallet(bob)).toEqual({ balance: 0, held: 0, currency: 'BDT' });
    expect((await call(t.app, 'GET', '/api/wallet')).statusCode).toBe(401);
  });

  it('previews a recipient by phone in any form or by email, masked', async () => {
    const national = bob.payload.phone as string; // 017…
    for (const recipient of [
      national,
      `+880${national.slice(1)}`,
      `880 ${national.slice(1)}`,
      bob.payload.email.toUpperCase(),
    ]) {
      const response = await call(t.app, 'POST', '/api/wallet/transfers/preview', {
        token: alice.token,
        body: { recipient },
      });
      expect(response.statusCode, recipient).toBe(200);
      const data = response.json().data;
      expect(data.name).toBe('Bob Karim');
      expect(data.contact).toContain('•••');
      expect(data.contact).not.toBe(recipient);
    }
    const unknown = await call(t.app, 'POST', '/api/wallet/transfers/preview', {
      token: alice.token,
      body: { recipient: 'nobody@example.com' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors.recipient).toHaveLength(1);
    const self = await call(t.app, 'POST', '/api/wallet/transfers/preview', {
      token: alice.token,
      body: { recipient: alice.payload.email },
    });
    expect(self.statusCode).toBe(422);
    expect(self.json().errors.recipient[0]).toMatch(/yourself/);
    const invalid = await call(t.app, 'POST', '/api/wallet/transfers/preview', {
      token: alice.token,
      body: { recipient: 'not a contact' },
    });
    expect(invalid.statusCode).toBe(422);
  });

  it('requires a well-formed Idempotency-Key on transfers', async () => {
    const body = { recipient: bob.payload.email, amount: 500 };
    const missing = await call(t.app, 'POST', '/api/wallet/transfers', { token: alice.token, body });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/Idempotency-Key/);
    for (const key of ['short', 'x'.repeat(101), 'has space inside'])
      expect((await moneyCall(t.app, '/api/wallet/transfers', alice.token, body, key)).statusCode).toBe(400);
    expect((await wallet(alice)).balance).toBe(100_000);
  });

  it('refuses bad amounts with field errors', async () => {
    for (const amount of [0, -500, 150.5, '500', 10_000_001, 1e20, 99, null])
      expect(
        (
          await moneyCall(t.app, '/api/wallet/transfers', alice.token, {
            recipient: bob.payload.email,
            amount,
          })
        ).statusCode,
        String(amount),
      ).toBe(422);
    const response = await moneyCall(t.app, '/api/wallet/transfers', alice.token, {
      recipient: bob.payload.email,
      amount: 1.5,
    });
    expect(response.json().errors.amount[0]).toMatch(/Amount/);
  });

  it('refuses control characters with field errors (NUL with the app-wide 400), not 500s', async () => {
    const note = await moneyCall(t.app, '/api/wallet/transfers', alice.token, {
      recipient: bob.payload.email,
      amount: 100,
      note: 'a\u0007b',
    });
    expect(note.statusCode).toBe(422);
    expect(Object.keys(note.json().errors)).toEqual(['note']);
    const recipient = await call(t.app, 'POST', '/api/wallet/transfers/preview', {
      token: alice.token,
      body: { recipient: 'a\u0000@example.com' },
    });
    expect(recipient.statusCode).toBe(400);
    expect(recipient.json().code).toBe('BAD_REQUEST');
    const bank = await moneyCall(t.app, '/api/wallet/withdrawals', alice.token, {
      password: TEST_PASSWORD,
      method: 'bank',
      amount: 10_000,
      bank_name: 'Sonali\u0001',
      account_name: 'A',
      account_number: '1',
      branch: 'B',
    });
    expect(bank.statusCode).toBe(422);
    expect(Object.keys(bank.json().errors)).toEqual(['bank_name']);
  });

  it('sends money once per key; a replay answers the same, a changed body is refused', async () => {
    const key = randomUUID();
    const body = { recipient: bob.payload.phone, amount: 2_500, note: '  lunch  ' };
    const first = await moneyCall(t.app, '/api/wallet/transfers', alice.token, body, key);
    expect(first.statusCode).toBe(201);
    const data = first.json().data;
    expect(data).toMatchObject({
      amount: 2_500,
      note: 'lunch',
      balance: 97_500,
      recipient: { name: 'Bob Karim' },
    });
    const replay = await moneyCall(t.app, '/api/wallet/transfers', alice.token, body, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().data).toEqual(data);
    const changed = await moneyCall(
      t.app,
      '/api/wallet/transfers',
      alice.token,
      { ...body, amount: 2_600 },
      key,
    );
    expect(changed.statusCode).toBe(422);
    expect(changed.json().code).toBe('IDEMPOTENCY_MISMATCH');
    expect(await wallet(alice)).toMatchObject({ balance: 97_500 });
    expect(await wallet(bob)).toMatchObject({ balance: 2_500 });
    // The same key is another user's own key space.
    const notices = (await call(t.app, 'GET', '/api/notifications', { token: bob.token })).json().data;
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      type: 'transfer_received',
      data: { amount: 2_500, from: 'Alice Rahman', note: 'lunch', transaction_id: data.transaction_id },
    });
    const bobs = await moneyCall(
      t.app,
      '/api/wallet/transfers',
      bob.token,
      { recipient: alice.payload.email, amount: 100 },
      key,
    );
    expect(bobs.statusCode).toBe(201);
  });

  it('refuses to overdraw and to send to yourself or an unknown user', async () => {
    const over = await moneyCall(t.app, '/api/wallet/transfers', bob.token, {
      recipient: alice.payload.email,
      amount: 1_000_000,
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().code).toBe('INSUFFICIENT_FUNDS');
    expect(over.json().errors.amount).toHaveLength(1);
    const self = await moneyCall(t.app, '/api/wallet/transfers', bob.token, {
      recipient: bob.payload.email,
      amount: 100,
    });
    expect(self.statusCode).toBe(422);
    const unknown = await moneyCall(t.app, '/api/wallet/transfers', bob.token, {
      recipient: '01999999999',
      amount: 100,
    });
    expect(unknown.statusCode).toBe(404);
    expect(await wallet(bob)).toMatchObject({ balance: 2_400 });
  });

  it('lists the history newest first, signed from the user, with counterparties, filters and paging', async () => {
    const list = await call(t.app, 'GET', '/api/wallet/transactions', { token: bob.token });
    expect(list.statusCode).toBe(200);
    const { data, meta } = list.json();
    expect(meta).toEqual({ page: 1, perPage: 20, total: 2 });
    expect(data.map((e: { amount: number }) => e.amount)).toEqual([-100, 2_500]);
    expect(data[0]).toMatchObject({
      kind: 'transfer',
      status: 'completed',
      counterparty: { kind: 'user', name: 'Alice Rahman' },
    });
    expect(data[1]).toMatchObject({
      kind: 'transfer',
      memo: 'lunch',
      counterparty: { kind: 'user', name: 'Alice Rahman' },
    });
    const aliceList = (
      await call(t.app, 'GET', '/api/wallet/transactions?per_page=1&page=3', { token: alice.token })
    ).json();
    expect(aliceList.meta).toEqual({ page: 3, perPage: 1, total: 3 });
    expect(aliceList.data[0]).toMatchObject({
      kind: 'topup',
      amount: 100_000,
      counterparty: { kind: 'method', name: 'demo' },
    });
    const topups = (
      await call(t.app, 'GET', '/api/wallet/transactions?type=topup', { token: alice.token })
    ).json();
    expect(topups.meta.total).toBe(1);
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Dhaka' });
    const inRange = (
      await call(t.app, 'GET', `/api/wallet/transactions?from=${today}&to=${today}`, { token: alice.token })
    ).json();
    expect(inRange.meta.total).toBe(3);
    const past = (
      await call(t.app, 'GET', '/api/wallet/transactions?from=2020-01-01&to=2020-12-31', {
        token: alice.token,
      })
    ).json();
    expect(past.meta.total).toBe(0);
    for (const query of [
      'from=2021-02-01&to=2021-01-01',
      'type=bogus',
      'from=2021-13-45',
      'to=2021-02-30',
      'from=2021-04-31',
      'to=20210101',
      'page=0',
    ])
      expect(
        (await call(t.app, 'GET', `/api/wallet/transactions?${query}`, { token: alice.token })).statusCode,
        query,
      ).toBe(422);
  });

  it('a refused attempt stores nothing: the same key goes through once the money is there', async () => {
    const carol = await registerUser(t.app);
    const key = randomUUID();
    const body = { recipient: bob.payload.email, amount: 5_000 };
    const refused = await moneyCall(t.app, '/api/wallet/transfers', carol.token, body, key);
    expect(refused.json().code).toBe('INSUFFICIENT_FUNDS');
    await fund(t.database.db, carol.user.id, 5_000);
    const sent = await moneyCall(t.app, '/api/wallet/transfers', carol.token, body, key);
    expect(sent.statusCode).toBe(201);
    expect(sent.headers['idempotent-replayed']).toBeUndefined();
    const history = (await call(t.app, 'GET', '/api/wallet/transactions', { token: carol.token })).json();
    expect(history.data[0]).toMatchObject({ amount: -5_000, created_at: sent.json().data.created_at });
    await call(t.app, 'POST', '/api/wallet/transfers', {
      token: bob.token,
      body: { recipient: carol.payload.email, amount: 5_000 },
      headers: { 'idempotency-key': randomUUID() },
    });
  });

  it('holds a withdrawal at once; staff pay or reject it exactly once', async () => {
    const bad = [
      { method: 'bkash', amount: 20_000, phone: '12345' },
      { method: 'nagad', amount: 20_000, phone: '+14155550123' },
      { method: 'bank', amount: 20_000, bank_name: 'Sonali' },
      { method: 'rocket', amount: 20_000, phone: '01712345678' },
      { method: 'bkash', amount: 50, phone: '01712345678' },
    ];
    for (const body of bad)
      expect(
        (await moneyCall(t.app, '/api/wallet/withdrawals', alice.token, body)).statusCode,
        JSON.stringify(body),
      ).toBe(422);
    expect(
      (
        await call(t.app, 'POST', '/api/wallet/withdrawals', {
          token: alice.token,
          body: { method: 'bkash', amount: 20_000, phone: '01712345678', password: TEST_PASSWORD },
        })
      ).statusCode,
    ).toBe(400);

    const key = randomUUID();
    const bkash = await moneyCall(
      t.app,
      '/api/wallet/withdrawals',
      alice.token,
      { method: 'bkash', amount: 20_000, phone: '01712-345678', password: TEST_PASSWORD },
      key,
    );
    expect(bkash.statusCode).toBe(201);
    const w1 = bkash.json().data;
    expect(w1).toMatchObject({
      amount: 20_000,
      method: 'bkash',
      details: { phone: '+8801712345678' },
      status: 'pending',
      decided_at: null,
    });
    const replay = await moneyCall(
      t.app,
      '/api/wallet/withdrawals',
      alice.token,
      { method: 'bkash', amount: 20_000, phone: '+8801712345678', password: TEST_PASSWORD },
      key,
    );
    expect(replay.json().data.id).toBe(w1.id);
    expect(await wallet(alice)).toEqual({ balance: 77_600, held: 20_000, currency: 'BDT' });

    const bank = await moneyCall(t.app, '/api/wallet/withdrawals', alice.token, {
      password: TEST_PASSWORD,
      method: 'bank',
      amount: 30_000,
      bank_name: 'Sonali Bank',
      account_name: 'Alice Rahman',
      account_number: '0123 4567 89',
      branch: 'Motijheel',
    });
    expect(bank.statusCode).toBe(201);
    const w2 = bank.json().data;
    expect(await wallet(alice)).toEqual({ balance: 47_600, held: 50_000, currency: 'BDT' });
    const tooMuch = await moneyCall(t.app, '/api/wallet/withdrawals', alice.token, {
      password: TEST_PASSWORD,
      method: 'nagad',
      amount: 50_000,
      phone: '01812345678',
    });
    expect(tooMuch.json().code).toBe('INSUFFICIENT_FUNDS');

    const mine = (await call(t.app, 'GET', '/api/wallet/withdrawals', { token: alice.token })).json();
    expect(mine.meta.total).toBe(2);
    expect(mine.data.map((w: { id: string }) => w.id)).toEqual([w2.id, w1.id]);
    expect(
      (await call(t.app, 'GET', `/api/wallet/withdrawals/${w1.id}`, { token: alice.token })).statusCode,
    ).toBe(200);
    expect(
      (await call(t.app, 'GET', `/api/wallet/withdrawals/${w1.id}`, { token: bob.token })).statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, 'GET', '/api/wallet/withdrawals', { token: bob.token })).json().meta.total,
    ).toBe(0);

    // Staff hear about each request, with who asks and how much.
    const staffNotes = (await call(t.app, 'GET', '/api/notifications', { token: staff.token })).json().data;
    expect(
      staffNotes.filter((n: { type: string }) => n.type === 'staff_withdrawal_requested').slice(0, 2),
    ).toMatchObject([
      { data: { withdrawal_id: w2.id, user_name: 'Alice Rahman' } },
      { data: { withdrawal_id: w1.id, user_name: 'Alice Rahman' } },
    ]);

    // Only staff decide.
    expect(
      (
        await call(t.app, 'POST', `/api/admin/withdrawals/${w1.id}/pay`, {
          token: alice.token,
          body: { reference: payoutReference() },
        })
      ).statusCode,
    ).toBe(403);
    const pending = (
      await call(t.app, 'GET', '/api/admin/withdrawals?status=pending', { token: staff.token })
    ).json();
    expect(pending.data.map((w: { id: string }) => w.id)).toEqual([w2.id, w1.id]);
    expect(pending.data[0].user).toMatchObject({ name: 'Alice Rahman', email: alice.payload.email });
    expect(pending.data[0].user.phone).toMatch(/^\+8801/);

    // Two staff at once on the same withdrawal: one decision wins, the other gets 409.
    const [pay, reject] = await Promise.all([
      call(t.app, 'POST', `/api/admin/withdrawals/${w1.id}/pay`, {
        token: staff.token,
        body: { reference: payoutReference() },
      }),
      call(t.app, 'POST', `/api/admin/withdrawals/${w1.id}/reject`, {
        token: staff.token,
        body: { reason: 'Wrong number' },
      }),
    ]);
    expect([pay.statusCode, reject.statusCode].sort()).toEqual([200, 409]);
    const paidFirst = pay.statusCode === 200;
    expect(await wallet(alice)).toEqual(
      paidFirst
        ? { balance: 47_600, held: 30_000, currency: 'BDT' }
        : { balance: 67_600, held: 30_000, currency: 'BDT' },
    );
    expect(
      (
        await call(t.app, 'POST', `/api/admin/withdrawals/${w1.id}/pay`, {
          token: staff.token,
          body: { reference: payoutReference() },
        })
      ).statusCode,
    ).toBe(409);

    const noReason = await call(t.app, 'POST', `/api/admin/withdrawals/${w2.id}/reject`, {
      token: staff.token,
      body: { reason: '  ' },
    });
    expect(noReason.statusCode).toBe(422);
    const rejected = await call(t.app, 'POST', `/api/admin/withdrawals/${w2.id}/reject`, {
      token: staff.token,
      body: { reason: 'Account name does not match' },
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      reject_reason: 'Account name does not match',
    });
    expect((await wallet(alice)).held).toBe(0);
    expect(
      (
        await call(t.app, 'POST', `/api/admin/withdrawals/${randomUUID()}/pay`, {
          token: staff.token,
          body: { reference: payoutReference() },
        })
      ).statusCode,
    ).toBe(404);

    const notices = (await call(t.app, 'GET', '/api/notifications', { token: alice.token }))
      .json()
      .data.filter((n: { type: string }) => n.type.startsWith('withdrawal_'));
    expect(notices.map((n: { type: string }) => n.type).sort()).toEqual(
      [paidFirst ? 'withdrawal_paid' : 'withdrawal_rejected', 'withdrawal_rejected'].sort(),
    );
    expect(notices[0]).toMatchObject({
      data: { withdrawal_id: w2.id, amount: 30_000, method: 'bank', reason: 'Account name does not match' },
    });
    const history = (await call(t.app, 'GET', '/api/wallet/transactions', { token: alice.token })).json()
      .data;
    // One row per withdrawal, in its current state (decision 053).
    expect(history.find((e: { id: string }) => e.id === w2.id)).toMatchObject({
      kind: 'withdrawal',
      status: 'returned',
      amount: -30_000,
      counterparty: { kind: 'method', name: 'bank' },
    });
    expect(history.filter((e: { id: string }) => e.id === w2.id)).toHaveLength(1);
    const counts = await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM withdrawals WHERE status <> 'pending'`,
    );
    expect(counts.rows[0]).toEqual({ n: 2 });
  });
});
