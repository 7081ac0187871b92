import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { reports } from '../../db/schema/social.ts';
import { users } from '../../db/schema/users.ts';
import { createCard } from '../cards/cards-test-helpers.ts';
import { createBusiness } from '../directory/directory-test-helpers.ts';
import { createSeller, reviewAfterPurchase } from '../orders/orders-test-helpers.ts';
import { insertPost, ok } from '../social/community/community-test-helpers.ts';

/* Content reports and the moderation queue (issue 17 item 4). */

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
});
afterAll(() => t.close());

type TPerson = Awaited<ReturnType<typeof registerUser>>;

async function person(role: 'user' | 'moderator' | 'admin' = 'user', name?: string): Promise<TPerson> {
  const someone = await registerUser(t.app, name ? { name } : {});
  if (role !== 'user') await t.database.db.update(users).set({ role }).where(eq(users.id, someone.user.id));
  return someone;
}

function report(token: string, subject_type: string, subject_id: string, reason = 'spam', note?: string) {
  return call(t.app, 'POST', '/api/reports', {
    token,
    body: { subject_type, subject_id, reason, ...(note ? { note } : {}) },
  });
}

function decide(token: string, type: string, id: string, action: string, note?: string) {
  return call(t.app, 'POST', `/api/admin/reports/${type}/${id}/decide`, {
    token,
    body: { action, ...(note === undefined ? {} : { note }) },
  });
}

async function noticesOf(userId: string, type: string) {
  return t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));
}

async function auditOf(targetId: string) {
  return t.database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));
}

async function reportsOf(subjectId: string) {
  return t.database.db.select().from(reports).where(eq(reports.subjectId, subjectId));
}

/** A published feed post by a new person, followed by `follower`. */
async function followedPost(follower: TPerson, content = 'Cheap watches, click here') {
  const author = await person();
  const post = await insertPost(t.database.db, { authorId: author.user.id, content });
  await ok(t.app, 'PUT', `/api/social/follows/users/${author.user.id}`, follower.token);
  return { author, post };
}

async function feedIds(token: string): Promise<string[]> {
  return (await ok(t.app, 'GET', '/api/social/feed', token)).data.map((p: { id: string }) => p.id);
}

describe('reporting', () => {
  it('takes every kind of visible content once per person, never one’s own, and tells staff once an hour', async () => {
    const staff = await person('admin');
    const reporter = await person();
    const other = await person();
    const { author, post } = await followedPost(reporter);
    const comment = (
      await ok(t.app, 'POST', `/api/social/posts/${post}/comments`, author.token, { body: 'Buy now!!!' })
    ).data;
    const seller = await createSeller(t);
    const business = await createBusiness(t.app, author.token, { name: 'Fake Watches Ltd' });
    await call(t.app, 'PUT', `/api/businesses/${business.slug}/review`, {
      token: other.token,
      body: { rating: 1, body: 'Rude owner, scam' },
    });
    const businessReview = (await ok(t.app, 'GET', `/api/businesses/${business.slug}/reviews`, other.token))
      .data[0];
    const productReview = await reviewAfterPurchase(
      t.app,
      { buyer: other.token, seller: seller.token },
      seller.product.id,
      { rating: 1, body: 'Spam review' },
    );
    const card = await createCard(t.app, author.token, { full_name: 'Card Person' });

    const subjects: [string, string, TPerson][] = [
      ['post', post, author],
      ['comment', comment.id, author],
      ['product', seller.product.id, seller],
      ['business', business.id, author],
      ['business_review', businessReview.id, other],
      ['product_review', productReview.id, other],
      ['card', card.id, author],
    ];
    for (const [type, id, owner] of subjects) {
      const first = await report(reporter.token, type, id, 'abuse', 'Looks wrong');
      expect(first.statusCode, `${type}: ${first.body}`).toBe(201);
      expect(first.json().data).toMatchObject({ subject_type: type, subject_id: id, status: 'open' });
      const again = await report(reporter.token, type, id);
      expect(again.statusCode, type).toBe(409);
      const own = await report(owner.token, type, id);
      expect(own.statusCode, type).toBe(422);
      const [row] = await reportsOf(id);
      expect(row?.subjectOwnerId, type).toBe(owner.user.id);
    }
    // A second report of the post within the hour: no second notice.
    expect((await report(other.token, 'post', post)).statusCode).toBe(201);
    const notices = await noticesOf(staff.user.id, 'staff_content_reported');
    expect(notices.filter((n) => (n.data as { subject_id: string }).subject_id === post)).toHaveLength(1);

    expect((await report(reporter.token, 'post', crypto.randomUUID())).statusCode).toBe(404);
    expect((await report(reporter.token, 'post', post, 'boring')).statusCode).toBe(422);
    expect((await report(reporter.token, 'planet', post)).statusCode).toBe(422);
    const anonymous = await call(t.app, 'POST', '/api/reports', {
      body: { subject_type: 'post', subject_id: post, reason: 'spam' },
    });
    expect(anonymous.statusCode).toBe(401);
    // The feed's own address goes through the same function.
    const viaFeed = await call(t.app, 'POST', '/api/social/reports', {
      token: (await person()).token,
      body: { subject_type: 'post', subject_id: post, reason: 'spam' },
    });
    expect(viaFeed.statusCode).toBe(201);
  });
});

describe('the queue', () => {
  it('groups reports by target with counts and reasons, filters and sorts; staff only', async () => {
    const admin = await person('admin');
    const moderator = await person('moderator');
    const plain = await person();
    const reporters = [await person(), await person(), await person()];
    const author = await person();
    const busy = await insertPost(t.database.db, { authorId: author.user.id, content: 'Most reported post' });
    const quiet = await insertPost(t.database.db, {
      authorId: author.user.id,
      content: 'Once reported post',
    });
    await report(reporters[0]!.token, 'post', busy, 'spam');
    await report(reporters[1]!.token, 'post', busy, 'spam');
    await report(reporters[2]!.token, 'post', busy, 'abuse', 'Insults people');
    await report(reporters[0]!.token, 'post', quiet, 'misleading');

    const list = await call(t.app, 'GET', '/api/admin/reports?subject_type=post&per_page=100', {
      token: moderator.token,
    });
    expect(list.statusCode, list.body).toBe(200);
    const entries = list.json().data as { subject_id: string; count: number }[];
    const first = entries.find((entry) => entry.subject_id === busy);
    expect(first).toMatchObject({
      subject_type: 'post',
      count: 3,
      reasons: [
        { reason: 'spam', count: 2 },
        { reason: 'abuse', count: 1 },
      ],
      preview: { text: 'Most reported post', missing: false },
      owner: { id: author.user.id },
      moderation: null,
      status: 'open',
    });
    expect(entries.findIndex((e) => e.subject_id === busy)).toBeLessThan(
      entries.findIndex((e) => e.subject_id === quiet),
    );
    const misleading = (
      await ok(t.app, 'GET', '/api/admin/reports?reason=misleading&per_page=100', admin.token)
    ).data.map((e: { subject_id: string }) => e.subject_id);
    expect(misleading).toContain(quiet);
    expect(misleading).not.toContain(busy);

    const detail = await ok(t.app, 'GET', `/api/admin/reports/post/${busy}`, moderator.token);
    expect(detail.data.reports).toHaveLength(3);
    expect(detail.data.reports[2]).toMatchObject({ reason: 'abuse', note: 'Insults people' });
    expect(
      (await call(t.app, 'GET', `/api/admin/reports/post/${crypto.randomUUID()}`, { token: admin.token }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, 'GET', '/api/admin/reports?sort=banana', { token: admin.token })).statusCode,
    ).toBe(422);

    expect((await call(t.app, 'GET', '/api/admin/reports', { token: plain.token })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/admin/reports')).statusCode).toBe(401);
    expect((await decide(plain.token, 'post', busy, 'dismiss')).statusCode).toBe(403);
    const bulk = await call(t.app, 'POST', '/api/admin/reports/bulk', {
      token: plain.token,
      body: { targets: [{ type: 'post', id: busy }], action: 'dismiss' },
    });
    expect(bulk.statusCode).toBe(403);
  });
});

describe('decisions', () => {
  it('hides a post: gone from the feed and profile, reports closed, owner told, audited; restore brings it back', async () => {
    const moderator = await person('moderator', 'Mira Moderator');
    const reader = await person();
    const { author, post } = await followedPost(reader);
    await report(reader.token, 'post', post);
    expect(await feedIds(reader.token)).toContain(post);

    const noNote = await decide(moderator.token, 'post', post, 'hide');
    expect(noNote.statusCode).toBe(422);
    expect(noNote.json().errors.note).toEqual(['Write a note for the owner']);
    expect(await auditOf(post)).toHaveLength(0);

    const hidden = await decide(moderator.token, 'post', post, 'hide', 'Spam links');
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().data).toMatchObject({
      closed: 1,
      target: { moderation: 'hidden', status: 'decided' },
    });
    expect(await feedIds(reader.token)).not.toContain(post);
    const own = await ok(t.app, 'GET', '/api/social/posts?status=published', author.token);
    expect(own.data.find((p: { id: string }) => p.id === post).moderation).toEqual({
      state: 'hidden',
      reason: 'Spam links',
    });
    const profile = await ok(t.app, 'GET', `/api/social/users/${author.user.id}/posts`, reader.token);
    expect(profile.data.map((p: { id: string }) => p.id)).not.toContain(post);
    expect(
      (await call(t.app, 'PUT', `/api/social/posts/${post}/like`, { token: reader.token })).statusCode,
    ).toBe(404);
    expect((await reportsOf(post)).map((r) => [r.status, r.decision, r.decisionNote])).toEqual([
      ['actioned', 'hidden', 'Spam links'],
    ]);
    const [notice] = await noticesOf(author.user.id, 'content_hidden');
    expect(notice?.data).toMatchObject({ subject_type: 'post', subject_id: post, note: 'Spam links' });
    const [audit] = await auditOf(post);
    expect(audit).toMatchObject({
      action: 'reports.hide',
      actorName: 'Mira Moderator',
      targetType: 'post',
      before: { moderation: null, open_reports: 1 },
      after: { moderation: 'hidden', open_reports: 0, decision: 'hidden' },
      reason: 'Spam links',
    });

    const again = await decide(moderator.token, 'post', post, 'remove', 'Again');
    expect(again.statusCode).toBe(409);
    expect(await auditOf(post)).toHaveLength(1);

    const restored = await decide(moderator.token, 'post', post, 'restore');
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await feedIds(reader.token)).toContain(post);
    expect(await noticesOf(author.user.id, 'content_restored')).toHaveLength(1);
    expect((await decide(moderator.token, 'post', post, 'restore')).statusCode).toBe(409);
    const history = await ok(t.app, 'GET', `/api/admin/reports/post/${post}`, moderator.token);
    expect(history.data.history.map((h: { action: string }) => h.action)).toEqual([
      'reports.restore',
      'reports.hide',
    ]);
  });

  it('removes a product from its page, search, the business page and carts', async () => {
    const admin = await person('admin');
    const buyer = await person();
    const seller = await createSeller(t, { title: 'Counterfeit handbag' });
    const { product, business } = seller;
    await report(buyer.token, 'product', product.id, 'illegal');
    expect((await call(t.app, 'GET', `/api/marketplace/products/${product.slug}`)).statusCode).toBe(200);
    const found = (await call(t.app, 'GET', '/api/marketplace/search?q=counterfeit')).json();
    expect(found.data.items.map((p: { id: string }) => p.id)).toContain(product.id);

    expect((await decide(admin.token, 'product', product.id, 'remove', 'Counterfeit goods')).statusCode).toBe(
      200,
    );
    expect((await call(t.app, 'GET', `/api/marketplace/products/${product.slug}`)).statusCode).toBe(404);
    const search = (await call(t.app, 'GET', '/api/marketplace/search?q=counterfeit')).json();
    expect(search.data.items.map((p: { id: string }) => p.id)).not.toContain(product.id);
    const onPage = (await call(t.app, 'GET', `/api/businesses/${business.slug}/products`)).json();
    expect(onPage.data.map((p: { id: string }) => p.id)).not.toContain(product.id);
    const cart = await call(t.app, 'PUT', `/api/cart/items/${product.id}`, {
      token: buyer.token,
      body: { quantity: 1 },
    });
    expect(cart.statusCode).toBe(404);
    expect(await noticesOf(seller.user.id, 'content_removed')).toHaveLength(1);
    // The seller's own edit does not put it back on sale.
    const edit = await call(t.app, 'PATCH', `/api/my/products/${product.id}`, {
      token: seller.token,
      body: { title: 'Genuine handbag', status: 'active' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await call(t.app, 'GET', `/api/marketplace/products/${product.slug}`)).statusCode).toBe(404);
    // The seller sees why in their own list.
    const own = await ok(t.app, 'GET', `/api/my/businesses/${business.id}/products`, seller.token);
    expect(own.data.find((p: { id: string }) => p.id === product.id).moderation).toEqual({
      state: 'removed',
      reason: 'Counterfeit goods',
    });
  });

  it('hides a card, reviews and a comment from their public reads, and recomputes ratings', async () => {
    const admin = await person('admin');
    const reporter = await person();
    const owner = await person();
    const card = await createCard(t.app, owner.token, { full_name: 'Shady Card' });
    await report(reporter.token, 'card', card.id);
    const page = await call(t.app, 'GET', `/c/${card.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`href="/report/card/${card.id}?slug=${card.slug}"`);
    expect((await decide(admin.token, 'card', card.id, 'hide', 'Impersonation')).statusCode).toBe(200);
    expect((await call(t.app, 'GET', `/c/${card.slug}`)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/c/${card.slug}/contact.vcf`)).statusCode).toBe(404);
    const ownCards = await ok(t.app, 'GET', '/api/cards', owner.token);
    expect(ownCards.data.find((c: { id: string }) => c.id === card.id).moderation).toEqual({
      state: 'hidden',
      reason: 'Impersonation',
    });

    const business = await createBusiness(t.app, owner.token, { name: 'Reviewed Shop' });
    await call(t.app, 'PUT', `/api/businesses/${business.slug}/review`, {
      token: reporter.token,
      body: { rating: 5 },
    });
    const troll = await person();
    await call(t.app, 'PUT', `/api/businesses/${business.slug}/review`, {
      token: troll.token,
      body: { rating: 1, body: 'Abusive words' },
    });
    const before = await ok(t.app, 'GET', `/api/businesses/${business.slug}/reviews`, reporter.token);
    expect(before.meta).toMatchObject({ count: 2, average: 3 });
    const trollReview = before.data.find((r: { rating: number }) => r.rating === 1);
    await report(owner.token, 'business_review', trollReview.id, 'abuse');
    expect((await decide(admin.token, 'business_review', trollReview.id, 'remove', 'Abuse')).statusCode).toBe(
      200,
    );
    const after = await ok(t.app, 'GET', `/api/businesses/${business.slug}/reviews`, reporter.token);
    expect(after.data).toHaveLength(1);
    expect(after.meta).toMatchObject({ count: 1, average: 5 });

    const seller = await createSeller(t);
    const review = await reviewAfterPurchase(
      t.app,
      { buyer: reporter.token, seller: seller.token },
      seller.product.id,
      { rating: 2, body: 'Visit my shop instead' },
    );
    await report(seller.token, 'product_review', review.id, 'spam');
    expect((await decide(admin.token, 'product_review', review.id, 'hide', 'Advertising')).statusCode).toBe(
      200,
    );
    const reviews = (
      await call(t.app, 'GET', `/api/marketplace/products/${seller.product.slug}/reviews`)
    ).json();
    expect(reviews.data).toHaveLength(0);
    expect(reviews.meta.rating).toEqual({ average: 0, count: 0 });

    const { author, post } = await followedPost(reporter, 'A fine post');
    const comment = (
      await ok(t.app, 'POST', `/api/social/posts/${post}/comments`, author.token, { body: 'Nasty comment' })
    ).data;
    await report(reporter.token, 'comment', comment.id, 'abuse');
    expect((await decide(admin.token, 'comment', comment.id, 'hide', 'Insults')).statusCode).toBe(200);
    const thread = await ok(t.app, 'GET', `/api/social/posts/${post}/comments`, reporter.token);
    expect(thread.data).toHaveLength(0);
    expect(thread.meta.total).toBe(0);
  });

  it('hides a business by suspending it', async () => {
    const admin = await person('admin');
    const reporter = await person();
    const owner = await person();
    const business = await createBusiness(t.app, owner.token, { name: 'Scam Traders' });
    await report(reporter.token, 'business', business.id, 'misleading');
    expect((await decide(admin.token, 'business', business.id, 'hide', 'Fake address')).statusCode).toBe(200);
    expect((await call(t.app, 'GET', `/api/businesses/${business.slug}`)).statusCode).toBe(404);
    const target = await ok(t.app, 'GET', `/api/admin/reports/business/${business.id}`, admin.token);
    expect(target.data.target.moderation).toBe('hidden');
    expect((await decide(admin.token, 'business', business.id, 'restore')).statusCode).toBe(200);
    expect((await call(t.app, 'GET', `/api/businesses/${business.slug}`)).statusCode).toBe(200);
  });

  it('warns or dismisses without touching the content; suspending the owner ends their sessions', async () => {
    const moderator = await person('moderator');
    const reader = await person();
    const { author, post } = await followedPost(reader, 'Borderline post');
    await report(reader.token, 'post', post);
    expect((await decide(moderator.token, 'post', post, 'warn', 'Mind the tone')).statusCode).toBe(200);
    expect(await feedIds(reader.token)).toContain(post);
    expect(await noticesOf(author.user.id, 'account_warned')).toHaveLength(1);
    expect((await reportsOf(post))[0]).toMatchObject({ status: 'actioned', decision: 'warned' });

    const second = await insertPost(t.database.db, { authorId: author.user.id, content: 'Harmless' });
    await report(reader.token, 'post', second, 'other');
    expect((await decide(moderator.token, 'post', second, 'dismiss')).statusCode).toBe(200);
    expect((await reportsOf(second))[0]).toMatchObject({ status: 'dismissed', decision: 'dismissed' });
    expect(await feedIds(reader.token)).toContain(second);

    const third = await insertPost(t.database.db, { authorId: author.user.id, content: 'Threats' });
    await report(reader.token, 'post', third, 'abuse');
    expect((await call(t.app, 'GET', '/user', { token: author.token })).statusCode).toBe(200);
    const suspended = await decide(moderator.token, 'post', third, 'suspend_owner', 'Threatening people');
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect((await call(t.app, 'GET', '/user', { token: author.token })).statusCode).toBe(401);
    expect(await feedIds(reader.token)).not.toContain(third);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, author.user.id));
    expect(user).toMatchObject({ status: 'suspended', suspendedReason: 'Threatening people' });
    expect((await auditOf(author.user.id)).map((row) => row.action)).toEqual(['users.suspend']);
    expect((await auditOf(third)).map((row) => row.action)).toEqual(['reports.suspend_owner']);
  });

  it('decides many targets at once, an audit row each, skipping those already decided', async () => {
    const admin = await person('admin');
    const reader = await person();
    const author = await person();
    const posts = [
      await insertPost(t.database.db, { authorId: author.user.id, content: 'Bulk one' }),
      await insertPost(t.database.db, { authorId: author.user.id, content: 'Bulk two' }),
      await insertPost(t.database.db, { authorId: author.user.id, content: 'Bulk three' }),
    ];
    for (const post of posts) await report(reader.token, 'post', post);
    await decide(admin.token, 'post', posts[2]!, 'dismiss');
    const targets = posts.map((id) => ({ type: 'post', id }));

    const noNote = await call(t.app, 'POST', '/api/admin/reports/bulk', {
      token: admin.token,
      body: { targets, action: 'remove' },
    });
    expect(noNote.statusCode).toBe(422);
    const tooMany = await call(t.app, 'POST', '/api/admin/reports/bulk', {
      token: admin.token,
      body: { targets: Array.from({ length: 101 }, () => targets[0]), action: 'dismiss' },
    });
    expect(tooMany.statusCode).toBe(422);

    const bulk = await call(t.app, 'POST', '/api/admin/reports/bulk', {
      token: admin.token,
      body: { targets, action: 'remove', note: 'Spam wave' },
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(bulk.json().data).toEqual({ decided: 2, closed: 2, skipped: [{ type: 'post', id: posts[2] }] });
    for (const post of posts.slice(0, 2)) {
      expect((await auditOf(post)).map((row) => row.action)).toEqual(['reports.remove']);
      expect((await reportsOf(post))[0]?.decision).toBe('removed');
    }
    expect((await auditOf(posts[2]!)).map((row) => row.action)).toEqual(['reports.dismiss']);
    const decided = await ok(t.app, 'GET', '/api/admin/reports?status=decided&per_page=100', admin.token);
    expect(decided.data.map((e: { subject_id: string }) => e.subject_id)).toEqual(
      expect.arrayContaining(posts),
    );
  });

  it('lets one of two staff members decide at once; the other gets 409 and no audit row', async () => {
    const [first, second] = [await person('admin'), await person('moderator')];
    const reader = await person();
    const author = await person();
    const post = await insertPost(t.database.db, { authorId: author.user.id, content: 'Race' });
    await report(reader.token, 'post', post);
    const answers = await Promise.all([
      decide(first.token, 'post', post, 'remove', 'First'),
      decide(second.token, 'post', post, 'hide', 'Second'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await auditOf(post)).toHaveLength(1);
  });

  it('never lets staff decide reports about their own content: another staff member does', async () => {
    const author = await person('moderator');
    const other = await person('moderator');
    const reader = await person();
    const post = await insertPost(t.database.db, { authorId: author.user.id, content: 'Mine' });
    expect((await report(reader.token, 'post', post)).statusCode).toBe(201);
    for (const action of ['dismiss', 'hide', 'remove']) {
      const own = await decide(author.token, 'post', post, action, 'Not mine to judge');
      expect(own.statusCode).toBe(403);
      expect(own.json().message).toMatch(/another staff member/);
    }
    const bulk = await call(t.app, 'POST', '/api/admin/reports/bulk', {
      token: author.token,
      body: { targets: [{ type: 'post', id: post }], action: 'dismiss' },
    });
    expect(bulk.statusCode).toBe(200);
    expect(await auditOf(post)).toHaveLength(0);
    expect((await reportsOf(post)).every((row) => row.status === 'open')).toBe(true);
    expect((await decide(other.token, 'post', post, 'dismiss')).statusCode).toBe(200);
  });
});
