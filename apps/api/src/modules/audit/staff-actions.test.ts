import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { createBusiness, createProduct } from '../directory/directory-test-helpers.ts';
import { submitNid } from '../kyc/kyc-test-helpers.ts';
import { newTrxId, topUp } from '../payments/payments-test-helpers.ts';
import { fund, makeAdmin, moneyCall, payoutReference, TEST_PASSWORD } from '../wallet/wallet-test-helpers.ts';
import { age, newPhone, startVerification } from '../whatsapp/whatsapp-test-helpers.ts';

/*
 * Issue 17 item 7: the staff decisions that existed before the back office (money, identity,
 * WhatsApp, featured products) are written to the audit log with who, what, before → after, from
 * where, in the decision's own transaction: a refused decision writes nothing.
 */

type TUser = Awaited<ReturnType<typeof registerUser>>;
let t: TTestApp;
let staff: TUser;
let staffB: TUser;
let person: TUser;

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100, payments: { demo: false, bkashNumber: '01700000001' } });
  staff = await registerUser(t.app, { name: 'Audit Staff' });
  staffB = await registerUser(t.app, { name: 'Second Staff' });
  person = await registerUser(t.app, { name: 'Rahim Person' });
  await makeAdmin(t.database.db, staff.user.id);
  await makeAdmin(t.database.db, staffB.user.id);
});
afterAll(() => t.close());

const UA = 'audit-test-browser/1.0';
const asStaff = (url: string, body?: unknown, who: TUser = staff) =>
  call(t.app, 'POST', url, { token: who.token, body, headers: { 'user-agent': UA } });
const rowsFor = (targetId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.targetId, targetId))
    .orderBy(desc(auditLog.createdAt));

describe('payments', () => {
  const manualTopUp = async (amount: number) =>
    (await topUp(t.app, person.token, { method: 'manual_bkash', amount, transaction_id: newTrxId() })).json()
      .data.payment.id as string;

  it('an approval writes payments.approve: pending → succeeded with the amount, actor, ip and agent', async () => {
    const id = await manualTopUp(50_000);
    const approved = await asStaff(`/api/admin/payments/${id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const [row, ...rest] = await rowsFor(id);
    expect(rest).toEqual([]);
    expect(row).toMatchObject({
      actorId: staff.user.id,
      actorName: 'Audit Staff',
      actorRole: 'admin',
      action: 'payments.approve',
      targetType: 'payment',
      before: { status: 'pending' },
      after: { status: 'succeeded', credited: 50_000 },
      reason: null,
      ip: '127.0.0.1',
      userAgent: UA,
    });
    expect(row?.targetLabel).toMatch(/^[0-9A-F]{8} · ৳500\.00 · manual_bkash$/);
    // Deciding again is refused (409) and writes nothing.
    expect((await asStaff(`/api/admin/payments/${id}/approve`)).statusCode).toBe(409);
    expect(await rowsFor(id)).toHaveLength(1);
  });

  it('a rejection keeps its reason; a large top-up writes its first approval too', async () => {
    const rejectedId = await manualTopUp(20_000);
    expect(
      (await asStaff(`/api/admin/payments/${rejectedId}/reject`, { reason: 'TrxID not found' })).statusCode,
    ).toBe(200);
    expect(await rowsFor(rejectedId)).toMatchObject([
      {
        action: 'payments.reject',
        before: { status: 'pending' },
        after: { status: 'rejected' },
        reason: 'TrxID not found',
      },
    ]);
    const large = await manualTopUp(2_000_000);
    expect((await asStaff(`/api/admin/payments/${large}/approve`)).statusCode).toBe(200);
    // The same staff member may not give the second approval: refused, nothing written.
    expect((await asStaff(`/api/admin/payments/${large}/approve`)).statusCode).toBe(403);
    expect((await asStaff(`/api/admin/payments/${large}/approve`, undefined, staffB)).statusCode).toBe(200);
    const rows = await rowsFor(large);
    expect(rows.map((row) => [row.actorName, row.after])).toEqual([
      ['Second Staff', { status: 'succeeded', credited: 2_000_000 }],
      ['Audit Staff', { status: 'pending', first_approval: true }],
    ]);
  });

  it('two staff deciding at once: one decision, one audit row', async () => {
    const id = await manualTopUp(30_000);
    const answers = await Promise.all([
      asStaff(`/api/admin/payments/${id}/approve`),
      asStaff(`/api/admin/payments/${id}/reject`, { reason: 'duplicate' }, staffB),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const rows = await rowsFor(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.action).toBe(answers[0]?.statusCode === 200 ? 'payments.approve' : 'payments.reject');
  });

  it('a decision refused for being one’s own writes nothing', async () => {
    const own = (
      await topUp(t.app, staff.token, { method: 'manual_bkash', amount: 10_000, transaction_id: newTrxId() })
    ).json().data.payment.id as string;
    expect((await asStaff(`/api/admin/payments/${own}/approve`)).statusCode).toBe(403);
    expect(await rowsFor(own)).toEqual([]);
  });
});

describe('withdrawals', () => {
  const withdraw = async (amount: number) =>
    (
      await moneyCall(t.app, '/api/wallet/withdrawals', person.token, {
        method: 'bkash',
        amount,
        phone: '01712345678',
        password: TEST_PASSWORD,
      })
    ).json().data.id as string;

  it('pay, reject and a first approval are written; a bad payout reference writes nothing', async () => {
    await fund(t.database.db, person.user.id, 3_000_000);
    const paid = await withdraw(20_000);
    const bad = await asStaff(`/api/admin/withdrawals/${paid}/pay`, { reference: 'ABC' });
    expect(bad.statusCode).toBe(422);
    expect(await rowsFor(paid)).toEqual([]);
    const reference = payoutReference();
    expect((await asStaff(`/api/admin/withdrawals/${paid}/pay`, { reference })).statusCode).toBe(200);
    expect(await rowsFor(paid)).toMatchObject([
      {
        action: 'withdrawals.pay',
        targetType: 'withdrawal',
        before: { status: 'pending' },
        after: { status: 'paid', amount: 20_000, payout_reference: reference },
      },
    ]);

    const rejected = await withdraw(10_000);
    expect(
      (await asStaff(`/api/admin/withdrawals/${rejected}/reject`, { reason: 'Number closed' })).statusCode,
    ).toBe(200);
    expect(await rowsFor(rejected)).toMatchObject([
      {
        action: 'withdrawals.reject',
        after: { status: 'rejected', amount_returned: 10_000 },
        reason: 'Number closed',
      },
    ]);
    // Already decided: 409, nothing more.
    expect((await asStaff(`/api/admin/withdrawals/${rejected}/reject`, { reason: 'again' })).statusCode).toBe(
      409,
    );
    expect(await rowsFor(rejected)).toHaveLength(1);

    const large = await withdraw(1_500_000);
    expect((await asStaff(`/api/admin/withdrawals/${large}/approve`)).statusCode).toBe(200);
    expect(await rowsFor(large)).toMatchObject([
      {
        action: 'withdrawals.approve',
        before: { status: 'pending', first_approval: false },
        after: { status: 'pending', first_approval: true },
      },
    ]);
  });
});

describe('identity (KYC)', () => {
  it('approve, reject and a staff view of an image are written; a decided submission writes nothing more', async () => {
    const someone = await registerUser(t.app);
    const submitted = await submitNid(t.app, someone.token);
    const id = submitted.json().data.submission.id as string;
    const fileId = submitted.json().data.submission.parts.find((p: { part: string }) => p.part === 'front')
      .file.id as string;

    // Its owner looking at their own image is not a staff action.
    expect((await call(t.app, 'GET', `/api/kyc/files/${fileId}`, { token: someone.token })).statusCode).toBe(
      200,
    );
    expect(await rowsFor(fileId)).toEqual([]);
    const viewed = await call(t.app, 'GET', `/api/kyc/files/${fileId}`, {
      token: staff.token,
      headers: { 'user-agent': UA },
    });
    expect(viewed.statusCode).toBe(200);
    expect(await rowsFor(fileId)).toMatchObject([
      {
        action: 'kyc.view_document',
        targetType: 'kyc_file',
        targetLabel: 'রহিম উদ্দিন · front',
        userAgent: UA,
      },
    ]);

    const rejected = await asStaff(`/api/admin/kyc/${id}/reject`, {
      rejections: [{ part: 'selfie', reason: 'selfie_mismatch' }],
      note: 'Without the cap, please.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await rowsFor(id)).toMatchObject([
      {
        action: 'kyc.reject',
        targetType: 'kyc_submission',
        targetLabel: 'রহিম উদ্দিন · national_id',
        before: { status: 'pending' },
        after: { status: 'rejected', rejections: [{ part: 'selfie', reason: 'selfie_mismatch' }] },
        reason: 'Without the cap, please.',
      },
    ]);
    // Not pending any more: approving is refused and writes nothing.
    expect((await asStaff(`/api/admin/kyc/${id}/approve`, {})).statusCode).toBe(409);
    expect(await rowsFor(id)).toHaveLength(1);

    const other = await registerUser(t.app);
    const second = (await submitNid(t.app, other.token)).json().data.submission.id as string;
    expect((await asStaff(`/api/admin/kyc/${second}/approve`, { note: 'Clear photo' })).statusCode).toBe(200);
    expect(await rowsFor(second)).toMatchObject([
      {
        action: 'kyc.approve',
        before: { status: 'pending', identity_verified: false },
        after: { status: 'approved', identity_verified: true },
        reason: 'Clear photo',
      },
    ]);
  });
});

describe('WhatsApp', () => {
  const admin = (id: string, action: string) => `/api/admin/whatsapp-verifications/${id}${action}`;

  it('approve, reject and resend are written; a refused resend writes nothing', async () => {
    const a = await registerUser(t.app);
    const phone = newPhone();
    const manual = (await startVerification(t.app, a.token, phone, 'manual')).json().data.id as string;
    expect((await asStaff(admin(manual, '/approve'))).statusCode).toBe(200);
    expect(await rowsFor(manual)).toMatchObject([
      {
        action: 'whatsapp.approve',
        targetType: 'whatsapp_verification',
        targetLabel: `${phone} · manual`,
        before: { status: 'pending' },
        after: { status: 'verified', whatsapp_number: phone },
      },
    ]);
    expect((await asStaff(admin(manual, '/reject'), { reason: 'late' })).statusCode).toBe(409);
    expect(await rowsFor(manual)).toHaveLength(1);

    const b = await registerUser(t.app);
    const code = (await startVerification(t.app, b.token, newPhone())).json().data.id as string;
    // Within a minute of the last code: refused (429), nothing written.
    expect((await asStaff(admin(code, '/resend'))).statusCode).toBe(429);
    expect(await rowsFor(code)).toEqual([]);
    await age(t, code, 61);
    expect((await asStaff(admin(code, '/resend'))).statusCode).toBe(200);
    expect(await rowsFor(code)).toMatchObject([
      { action: 'whatsapp.resend', before: { sends: 1 }, after: { sends: 2 } },
    ]);
    expect((await asStaff(admin(code, '/reject'), { reason: 'Not their number' })).statusCode).toBe(200);
    expect((await rowsFor(code))[0]).toMatchObject({
      action: 'whatsapp.reject',
      after: { status: 'rejected' },
      reason: 'Not their number',
    });
  });
});

describe('featured products', () => {
  it('staff featuring writes products.feature with featured_until before → after; an unknown product nothing', async () => {
    const business = await createBusiness(t.app, person.token, { name: 'Audit Tea House' });
    const product = await createProduct(t.app, person.token, business.id, {
      title: 'Audit tea',
      status: 'active',
    });
    const featured = await call(t.app, 'PUT', `/api/admin/products/${product.id}/feature`, {
      token: staff.token,
      body: { days: 7 },
    });
    expect(featured.statusCode, featured.body).toBe(200);
    const until = featured.json().data.featured_until as string;
    expect(await rowsFor(product.id)).toMatchObject([
      {
        action: 'products.feature',
        targetType: 'product',
        targetLabel: 'Audit tea',
        before: { featured_until: null },
        after: { featured_until: until, days: 7 },
      },
    ]);
    const ended = await call(t.app, 'PUT', `/api/admin/products/${product.id}/feature`, {
      token: staff.token,
      body: { days: 0 },
    });
    expect(ended.statusCode).toBe(200);
    expect((await rowsFor(product.id))[0]).toMatchObject({
      before: { featured_until: until },
      after: { featured_until: null, days: 0 },
    });
    const missing = '00000000-0000-4000-8000-000000000000';
    const unknown = await call(t.app, 'PUT', `/api/admin/products/${missing}/feature`, {
      token: staff.token,
      body: { days: 3 },
    });
    expect(unknown.statusCode).toBe(404);
    expect(await rowsFor(missing)).toEqual([]);
  });
});
