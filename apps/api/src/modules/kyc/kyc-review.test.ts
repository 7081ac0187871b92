import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { products } from '../../db/schema/products.ts';
import { createCard } from '../cards/cards-test-helpers.ts';
import { createBusiness, createProduct } from '../directory/directory-test-helpers.ts';
import { makeStaff, submitNid, uploadId } from './kyc-test-helpers.ts';

/*
 * Staff's review (decision 062), the way it will be checked from outside: a Bengali NID, the selfie
 * alone rejected and sent again, approval, and the verified badge on the person's business page.
 */

let t: TTestApp;
let staff: Awaited<ReturnType<typeof makeStaff>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 50 });
  staff = await makeStaff(t);
});
afterAll(() => t.close());

const asStaff = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  call(t.app, method, url, { token: staff.token, body });

describe('the review journey', () => {
  it('rejects only the selfie, takes only a new selfie, approves, and the business shows the badge', async () => {
    const person = await registerUser(t.app);
    const business = await createBusiness(t.app, person.token, { name: 'Rahim Tea Stall' });
    const page = async () =>
      (await call(t.app, 'GET', `/api/businesses/${business.slug}`)).json().data.business;
    expect((await page()).verified).toBe(false);
    const product = await createProduct(t.app, person.token, business.id, {
      title: 'Tea leaves',
      price: 250,
    });

    const submitted = await submitNid(t.app, person.token);
    const id = submitted.json().data.submission.id as string;

    const queue = await asStaff(
      'GET',
      '/api/admin/kyc?status=pending&document_type=national_id&per_page=100',
    );
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json().data.map((item: { id: string }) => item.id)).toContain(id);

    const rejected = await asStaff('POST', `/api/admin/kyc/${id}/reject`, {
      rejections: [{ part: 'selfie', reason: 'selfie_mismatch' }],
      note: 'Please take the selfie without a cap.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const status = (await call(t.app, 'GET', '/api/kyc', { token: person.token })).json().data;
    expect(status.status).toBe('rejected');
    expect(status.submission.note).toBe('Please take the selfie without a cap.');
    expect(
      status.submission.parts.map((p: { part: string; status: string }) => `${p.part}:${p.status}`),
    ).toEqual(['details:accepted', 'front:accepted', 'back:accepted', 'selfie:rejected']);
    expect(status.submission.parts[3].reason).toBe('selfie_mismatch');

    // Only the selfie may be sent: a new front or other details are refused, and nothing changes.
    const newFront = await uploadId(t.app, person.token, 'front');
    const newSelfie = await uploadId(t.app, person.token, 'selfie');
    const tooMuch = await call(t.app, 'POST', '/api/kyc/submission', {
      token: person.token,
      body: { front_upload_id: newFront, selfie_upload_id: newSelfie, full_name: 'Someone Else' },
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(Object.keys(tooMuch.json().errors).sort()).toEqual(['front_upload_id', 'full_name']);
    const noSelfie = await call(t.app, 'POST', '/api/kyc/submission', { token: person.token, body: {} });
    expect(noSelfie.json().errors.selfie_upload_id).toBeDefined();

    const resent = await call(t.app, 'POST', '/api/kyc/submission', {
      token: person.token,
      body: { selfie_upload_id: newSelfie },
    });
    expect(resent.statusCode, resent.body).toBe(201);
    const pending = resent.json().data.submission;
    expect(pending.status).toBe('pending');
    expect(pending.rounds).toBe(2);
    expect(
      pending.parts.filter((p: { changed: boolean }) => p.changed).map((p: { part: string }) => p.part),
    ).toEqual(['selfie']);

    const review = (await asStaff('GET', `/api/admin/kyc/${id}`)).json().data;
    expect(review.earlier_files.map((f: { part: string }) => f.part)).toEqual(['selfie']);
    expect(review.businesses).toMatchObject([{ id: business.id, verified: false, badge: null }]);

    const approved = await asStaff('POST', `/api/admin/kyc/${id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.user.identity_verified_at).not.toBeNull();
    const [copy] = await t.database.db.select().from(products).where(eq(products.id, product.id));
    expect(copy?.sellerVerified).toBe(true);
    expect(
      approved.json().data.history.map((e: { action: string; actor: { name: string } | null }) => e.action),
    ).toEqual(['submitted', 'rejected', 'resubmitted', 'approved']);
    expect(approved.json().data.history[1].actor.name).toBe(staff.user.name);

    expect((await page()).verified).toBe(true);
    const card = await createCard(t.app, person.token, { full_name: 'Rahim Uddin' });
    const cardPage = await call(t.app, 'GET', `/c/${card.slug}?lang=bn`);
    expect(cardPage.body).toContain('হাট কর্তৃক পরিচয় যাচাইকৃত');
    const me = (await call(t.app, 'GET', '/api/auth/user', { token: person.token })).json();
    expect(me.identity_verified_at).not.toBeNull();

    // Locked from now on; a later business of the person starts verified.
    const locked = await call(t.app, 'POST', '/api/kyc/submission', {
      token: person.token,
      body: { selfie_upload_id: await uploadId(t.app, person.token, 'selfie') },
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toMatch(/verified/);
    const second = await createBusiness(t.app, person.token, { name: 'Rahim Sweets' });
    expect(second.verified).toBe(true);

    const notices = (await call(t.app, 'GET', '/api/notifications', { token: person.token })).json().data;
    expect(notices.map((n: { type: string }) => n.type)).toEqual(
      expect.arrayContaining(['kyc_rejected', 'kyc_approved']),
    );
  });
});

describe('decisions', () => {
  it('refuses one’s own case, decisions on a decided submission, and reasons without what they need', async () => {
    const ownCase = await submitNid(t.app, staff.token);
    const ownId = ownCase.json().data.submission.id as string;
    const own = await asStaff('POST', `/api/admin/kyc/${ownId}/approve`, {});
    expect(own.statusCode).toBe(403);

    const person = await registerUser(t.app);
    const id = (await submitNid(t.app, person.token)).json().data.submission.id as string;
    const noNote = await asStaff('POST', `/api/admin/kyc/${id}/reject`, {
      rejections: [{ part: 'front', reason: 'other' }],
    });
    expect(noNote.statusCode).toBe(422);
    const none = await asStaff('POST', `/api/admin/kyc/${id}/reject`, { rejections: [] });
    expect(none.statusCode).toBe(422);
    const badReason = await asStaff('POST', `/api/admin/kyc/${id}/reject`, {
      rejections: [{ part: 'front', reason: 'ugly' }],
    });
    expect(badReason.statusCode).toBe(422);

    // Two staff members at once: exactly one decision counts.
    const other = await makeStaff(t);
    const [a, b] = await Promise.all([
      asStaff('POST', `/api/admin/kyc/${id}/approve`, {}),
      call(t.app, 'POST', `/api/admin/kyc/${id}/reject`, {
        token: other.token,
        body: { rejections: [{ part: 'front', reason: 'blurry' }] },
      }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });

  it('is for staff only', async () => {
    const person = await registerUser(t.app);
    expect((await call(t.app, 'GET', '/api/admin/kyc', { token: person.token })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/admin/kyc')).statusCode).toBe(401);
  });

  it('filters the queue by date and searches by name or document number, safely', async () => {
    const person = await registerUser(t.app, { name: 'Zubaida 100%_Unique' });
    const id = (await submitNid(t.app, person.token, { document_number: '19901234567890123' })).json().data
      .submission.id as string;
    const ids = async (query: string) =>
      (await asStaff('GET', `/api/admin/kyc?${query}`)).json().data.map((item: { id: string }) => item.id);
    expect(await ids(`q=${encodeURIComponent('100%_Uni')}`)).toEqual([id]);
    expect(await ids('q=%25')).not.toContain(undefined);
    expect(await ids('q=1990-1234-5678-90123')).toEqual([id]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await ids(`from=${today}&to=${today}&per_page=100`)).toContain(id);
    expect(await ids('to=2000-01-01')).toEqual([]);
    expect((await asStaff('GET', '/api/admin/kyc?from=yesterday')).statusCode).toBe(422);
  });
});

describe("staff's business badge", () => {
  it('grants, revokes and returns to following the owner, recorded; not on one’s own business', async () => {
    const person = await registerUser(t.app);
    const business = await createBusiness(t.app, person.token, { name: 'Badge Test Shop' });
    const set = (badge: string) => asStaff('PUT', `/api/admin/businesses/${business.id}/badge`, { badge });
    expect((await set('granted')).json().data).toMatchObject({ verified: true, badge: 'granted' });
    expect((await call(t.app, 'GET', `/api/businesses/${business.slug}`)).json().data.business.verified).toBe(
      true,
    );
    const product = await createProduct(t.app, person.token, business.id, { title: 'Badge tea', price: 100 });
    const sellerVerified = async () =>
      (await t.database.db.select().from(products).where(eq(products.id, product.id)))[0]?.sellerVerified;
    expect(await sellerVerified()).toBe(true);
    expect((await set('revoked')).json().data).toMatchObject({ verified: false, badge: 'revoked' });
    expect(await sellerVerified()).toBe(false);
    expect((await set('owner')).json().data).toMatchObject({ verified: false, badge: null });
    const notices = (await call(t.app, 'GET', '/api/notifications', { token: person.token })).json().data;
    expect(
      notices
        .filter((n: { type: string }) => n.type === 'business_badge_changed')
        .map((n: { data: { verified: boolean } }) => n.data.verified),
    ).toEqual([false, true]);
    expect((await set('maybe')).statusCode).toBe(422);

    const mine = await createBusiness(t.app, staff.token, { name: 'Staff Shop' });
    expect(
      (await asStaff('PUT', `/api/admin/businesses/${mine.id}/badge`, { badge: 'granted' })).statusCode,
    ).toBe(403);
    expect(
      (
        await call(t.app, 'PUT', `/api/admin/businesses/${business.id}/badge`, {
          token: person.token,
          body: { badge: 'granted' },
        })
      ).statusCode,
    ).toBe(403);
  });
});
