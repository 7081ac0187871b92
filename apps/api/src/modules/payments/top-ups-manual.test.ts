import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import {
  ledgerIsConsistent,
  newKey,
  newTrxId,
  registerAdmin,
  topUp,
  walletOf,
} from './payments-test-helpers.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({
    rateLimitFactor: 100,
    payments: { demo: true, bkashNumber: '01700-000001', nagadNumber: '01800-000002' },
  });
});
afterAll(() => t.close());

describe('GET /api/payments/methods', () => {
  it('lists the enabled methods with the platform numbers, in the asked language', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/payments/methods',
      headers: { 'x-locale': 'bn' },
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data as {
      method: string;
      account_number: string | null;
      instructions: string;
    }[];
    expect(data.map((m) => m.method)).toEqual(['manual_bkash', 'manual_nagad', 'demo']);
    expect(data[0]).toMatchObject({
      account_number: '01700-000001',
      min_amount: 1000,
      max_amount: 5_000_000,
    });
    expect(data[0]?.instructions).toContain('01700-000001');
    expect(data[0]?.instructions).toContain('সেন্ড মানি');
  });

  it('says so when the numbers are the made-up laptop ones', async () => {
    const laptop = await createTestApp({
      payments: {
        demo: true,
        bkashNumber: '01700-000000',
        nagadNumber: '01800-000000',
        manualDemoNumbers: true,
      },
    });
    try {
      const data = (await laptop.app.inject({ method: 'GET', url: '/api/payments/methods' })).json().data as {
        method: string;
        demo_number: boolean;
        instructions: string;
      }[];
      expect(data.map((m) => [m.method, m.demo_number])).toEqual([
        ['manual_bkash', true],
        ['manual_nagad', true],
        ['demo', false],
      ]);
      expect(data[0]?.instructions).toContain('Demo mode: this is a made-up number');
    } finally {
      await laptop.close();
    }
    // Configured numbers are real: no note.
    const real = (await t.app.inject({ method: 'GET', url: '/api/payments/methods' })).json().data;
    expect(real[0]).toMatchObject({ demo_number: false });
    expect(real[0].instructions).not.toContain('Demo mode');
  });

  it('offers no manual method without a configured number, and no demo when it is off', async () => {
    const other = await createTestApp({ payments: { demo: false } });
    try {
      const response = await other.app.inject({ method: 'GET', url: '/api/payments/methods' });
      expect(response.json().data).toEqual([]);
      const { token } = await registerUser(other.app);
      const started = await topUp(other.app, token, { method: 'demo', amount: 5000 });
      expect(started.statusCode).toBe(422);
      expect(started.json().errors.method).toEqual(['This payment method is not available right now']);
    } finally {
      await other.close();
    }
  });
});

describe('manual bKash / Nagad top-ups', () => {
  it('stays pending until approved; approval credits the wallet once and notifies the user', async () => {
    const { token, user } = await registerUser(t.app);
    const admin = await registerAdmin(t);
    const trxId = newTrxId();
    const started = await topUp(t.app, token, {
      method: 'manual_bkash',
      amount: 150_000,
      transaction_id: ` ${trxId.toLowerCase()} `,
    });
    expect(started.statusCode).toBe(201);
    const { payment, redirect_url, instructions } = started.json().data;
    expect(payment).toMatchObject({
      method: 'manual_bkash',
      amount: 150_000,
      currency: 'BDT',
      status: 'pending',
      transaction_id: trxId,
    });
    expect(redirect_url).toBeNull();
    expect(instructions).toContain('bKash');
    expect(await walletOf(t, user.id)).toBe(0);
    // Staff hear that a top-up waits for them.
    const staffNotes = (await call(t.app, 'GET', '/api/notifications', { token: admin.token })).json().data;
    expect(staffNotes[0]).toMatchObject({
      type: 'staff_top_up_submitted',
      data: { payment_id: payment.id, amount: 150_000, method: 'manual_bkash' },
    });

    const approved = await call(t.app, 'POST', `/api/admin/payments/${payment.id}/approve`, {
      token: admin.token,
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'succeeded' });
    expect(await walletOf(t, user.id)).toBe(150_000);

    const again = await call(t.app, 'POST', `/api/admin/payments/${payment.id}/approve`, {
      token: admin.token,
    });
    expect(again.statusCode).toBe(409);
    const reject = await call(t.app, 'POST', `/api/admin/payments/${payment.id}/reject`, {
      token: admin.token,
      body: { reason: 'late' },
    });
    expect(reject.statusCode).toBe(409);
    expect(await walletOf(t, user.id)).toBe(150_000);

    const seen = await call(t.app, 'GET', `/api/payments/${payment.id}`, { token });
    expect(seen.json().data).toMatchObject({ status: 'succeeded', amount: 150_000 });
    const notes = await call(t.app, 'GET', '/api/notifications', { token });
    expect(notes.json().data[0]).toMatchObject({
      type: 'top_up_approved',
      data: { payment_id: payment.id, amount: 150_000 },
    });
    expect(notes.json().meta.unread).toBe(1);
    expect(await ledgerIsConsistent(t)).toBe(true);
  });

  it('credits exactly once when two staff approve at the same moment', async () => {
    const { token, user } = await registerUser(t.app);
    const [a, b] = [await registerAdmin(t), await registerAdmin(t)];
    const started = await topUp(t.app, token, {
      method: 'manual_nagad',
      amount: 20_000,
      transaction_id: newTrxId(),
    });
    const id = started.json().data.payment.id;
    const answers = await Promise.all(
      [a, b, a, b].map((admin) =>
        call(t.app, 'POST', `/api/admin/payments/${id}/approve`, { token: admin.token }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await walletOf(t, user.id)).toBe(20_000);
    expect(await ledgerIsConsistent(t)).toBe(true);
  });

  it('rejection needs a reason, moves no money and notifies the user', async () => {
    const { token, user } = await registerUser(t.app);
    const admin = await registerAdmin(t);
    const id = (
      await topUp(t.app, token, { method: 'manual_bkash', amount: 5_000, transaction_id: newTrxId() })
    ).json().data.payment.id;
    const noReason = await call(t.app, 'POST', `/api/admin/payments/${id}/reject`, {
      token: admin.token,
      body: { reason: '  ' },
    });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toEqual(['Reason is required']);
    const rejected = await call(t.app, 'POST', `/api/admin/payments/${id}/reject`, {
      token: admin.token,
      body: { reason: 'No such transaction on our statement' },
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      reason: 'No such transaction on our statement',
    });
    expect(await walletOf(t, user.id)).toBe(0);
    const approve = await call(t.app, 'POST', `/api/admin/payments/${id}/approve`, { token: admin.token });
    expect(approve.statusCode).toBe(409);
    const notes = await call(t.app, 'GET', '/api/notifications', { token });
    expect(notes.json().data[0]).toMatchObject({
      type: 'top_up_rejected',
      data: { reason: 'No such transaction on our statement' },
    });
  });

  it('accepts a transaction id once across all users (422 on the transaction_id field)', async () => {
    const first = await registerUser(t.app);
    const second = await registerUser(t.app);
    const trxId = newTrxId();
    expect(
      (await topUp(t.app, first.token, { method: 'manual_bkash', amount: 5_000, transaction_id: trxId }))
        .statusCode,
    ).toBe(201);
    for (const who of [first, second]) {
      const reused = await topUp(t.app, who.token, {
        method: 'manual_bkash',
        amount: 5_000,
        transaction_id: trxId.toLowerCase(),
      });
      expect(reused.statusCode).toBe(422);
      expect(reused.json().errors.transaction_id).toEqual(['This transaction ID has already been submitted']);
    }
    // The same characters are a different transaction on Nagad.
    expect(
      (await topUp(t.app, second.token, { method: 'manual_nagad', amount: 5_000, transaction_id: trxId }))
        .statusCode,
    ).toBe(201);
  });

  it('lets only one of two users racing with the same transaction id through', async () => {
    const racers = await Promise.all([registerUser(t.app), registerUser(t.app), registerUser(t.app)]);
    const trxId = newTrxId();
    const answers = await Promise.all(
      racers.map((r) =>
        topUp(t.app, r.token, { method: 'manual_bkash', amount: 5_000, transaction_id: trxId }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 422, 422]);
  });

  it('answers a replay with the first result and creates one payment', async () => {
    const { token } = await registerUser(t.app);
    const key = newKey();
    const body = { method: 'manual_bkash', amount: 7_500, transaction_id: newTrxId() };
    const first = await topUp(t.app, token, body, key);
    const replay = await topUp(t.app, token, body, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().data.payment.id).toBe(first.json().data.payment.id);
    const changed = await topUp(t.app, token, { ...body, amount: 8_000 }, key);
    expect(changed.statusCode).toBe(422);
    expect(changed.json().code).toBe('IDEMPOTENCY_MISMATCH');
  });

  it('creates one payment for concurrent requests with the same key', async () => {
    const { token } = await registerUser(t.app);
    const key = newKey();
    const body = { method: 'manual_nagad', amount: 6_000, transaction_id: newTrxId() };
    const answers = await Promise.all(Array.from({ length: 5 }, () => topUp(t.app, token, body, key)));
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((r) => r.json().data.payment.id)).size).toBe(1);
    const mine = (await call(t.app, 'GET', '/api/payments', { token })).json();
    expect(mine.meta.total).toBe(1);
  });

  it('requires an Idempotency-Key', async () => {
    const { token } = await registerUser(t.app);
    for (const key of [null, 'short', 'x'.repeat(101)]) {
      const response = await topUp(t.app, token, { method: 'demo', amount: 5_000 }, key);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('BAD_REQUEST');
    }
  });

  it('refuses bad amounts, methods and transaction ids with field errors', async () => {
    const { token } = await registerUser(t.app);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ method: 'demo', amount: -5_000 }, 'amount', 'The amount must be between ৳10 and ৳50,000'],
      [{ method: 'demo', amount: 0 }, 'amount', 'The amount must be between ৳10 and ৳50,000'],
      [{ method: 'demo', amount: 1_000.5 }, 'amount', 'The amount must be between ৳10 and ৳50,000'],
      [{ method: 'demo', amount: 999 }, 'amount', 'The amount must be between ৳10 and ৳50,000'],
      [{ method: 'demo', amount: 5_000_001 }, 'amount', 'The amount must be between ৳10 and ৳50,000'],
      [{ method: 'demo', amount: '5000' }, 'amount', 'The amount must be between ৳10 and ৳50,000'],
      [{ method: 'demo', amount: 1e300 }, 'amount', 'The amount must be between ৳10 and ৳50,000'],
      [{ method: 'paypal', amount: 5_000 }, 'method', 'Please choose a payment method'],
      [{ method: 'manual_bkash', amount: 5_000 }, 'transaction_id', 'Transaction ID is required'],
      [
        { method: 'manual_bkash', amount: 5_000, transaction_id: 'ABC' },
        'transaction_id',
        'Please enter the transaction ID (TrxID) from your bKash or Nagad message',
      ],
      [
        { method: 'manual_bkash', amount: 5_000, transaction_id: "9F7B6C5D4'" },
        'transaction_id',
        'Please enter the transaction ID (TrxID) from your bKash or Nagad message',
      ],
      [
        { method: 'demo', amount: 5_000, transaction_id: '9F7B6C5D4A' },
        'transaction_id',
        'A transaction ID is only needed for bKash and Nagad payments',
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await topUp(t.app, token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().errors[field], JSON.stringify(body)).toEqual([message]);
    }
  });

  it("answers 404 for another user's payment and for unknown ids", async () => {
    const owner = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const id = (await topUp(t.app, owner.token, { method: 'demo', amount: 5_000 })).json().data.payment.id;
    expect((await call(t.app, 'GET', `/api/payments/${id}`, { token: stranger.token })).statusCode).toBe(404);
    expect(
      (await call(t.app, 'GET', '/api/payments/00000000-0000-4000-8000-000000000000', { token: owner.token }))
        .statusCode,
    ).toBe(404);
    expect((await call(t.app, 'GET', `/api/payments/${id}`, {})).statusCode).toBe(401);
  });

  it('keeps staff decisions to admins, and to payments that wait for staff', async () => {
    const owner = await registerUser(t.app);
    const admin = await registerAdmin(t);
    const manual = (
      await topUp(t.app, owner.token, { method: 'manual_bkash', amount: 5_000, transaction_id: newTrxId() })
    ).json().data.payment.id;
    const demo = (await topUp(t.app, owner.token, { method: 'demo', amount: 5_000 })).json().data.payment.id;
    expect(
      (await call(t.app, 'POST', `/api/admin/payments/${manual}/approve`, { token: owner.token })).statusCode,
    ).toBe(403);
    expect(
      (await call(t.app, 'POST', `/api/admin/payments/${demo}/approve`, { token: admin.token })).statusCode,
    ).toBe(409);
    expect(
      (
        await call(t.app, 'POST', '/api/admin/payments/00000000-0000-4000-8000-000000000000/approve', {
          token: admin.token,
        })
      ).statusCode,
    ).toBe(404);
    expect(await walletOf(t, owner.user.id)).toBe(0);
  });
});

describe('payment lists', () => {
  it('lists own payments newest first, with filters and paging', async () => {
    const { token } = await registerUser(t.app);
    const other = await registerUser(t.app);
    await topUp(t.app, other.token, { method: 'demo', amount: 5_000 });
    const ids: string[] = [];
    for (const amount of [1_000, 2_000, 3_000])
      ids.push((await topUp(t.app, token, { method: 'demo', amount })).json().data.payment.id);
    await topUp(t.app, token, { method: 'manual_nagad', amount: 4_000, transaction_id: newTrxId() });
    const all = (await call(t.app, 'GET', '/api/payments?per_page=2', { token })).json();
    expect(all.meta).toEqual({ page: 1, perPage: 2, total: 4 });
    expect(all.data.map((p: { amount: number }) => p.amount)).toEqual([4_000, 3_000]);
    const demo = (await call(t.app, 'GET', '/api/payments?method=demo&status=pending', { token })).json();
    expect(demo.data.map((p: { id: string }) => p.id)).toEqual([...ids].reverse());
    expect((await call(t.app, 'GET', '/api/payments?status=nope', { token })).statusCode).toBe(422);
  });

  it('gives staff the review queue with each payment’s user, and nobody else', async () => {
    const admin = await registerAdmin(t);
    const { token, user } = await registerUser(t.app);
    const id = (
      await topUp(t.app, token, { method: 'manual_bkash', amount: 9_900, transaction_id: newTrxId() })
    ).json().data.payment.id;
    const queue = (
      await call(t.app, 'GET', '/api/admin/payments?status=pending&method=manual_bkash&per_page=100', {
        token: admin.token,
      })
    ).json();
    expect(queue.data.find((p: { id: string }) => p.id === id)).toMatchObject({
      amount: 9_900,
      status: 'pending',
      user: { id: user.id, email: user.email },
    });
    expect((await call(t.app, 'GET', '/api/admin/payments', { token })).statusCode).toBe(403);
  });
});
