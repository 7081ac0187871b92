import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../../test/test-app.ts';
import { notifications } from '../../../db/schema/notifications.ts';
import { postEvents, posts } from '../../../db/schema/social.ts';
import { insertBusiness, insertPost, ok } from './community-test-helpers.ts';

/* Follows, counts that agree everywhere, the feed and its paging, and views (issue 16, decision 065). */

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
});
afterAll(() => t.close());

type TItem = { id: string; author: { id: string }; published_at: string };

async function feedIds(token: string): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const url: string = cursor ? `/api/social/feed?cursor=${cursor}` : '/api/social/feed';
    const page = await ok(t.app, 'GET', url, token);
    ids.push(...page.data.map((item: TItem) => item.id));
    cursor = page.meta.next_cursor;
  } while (cursor);
  return ids;
}

describe('follows', () => {
  it('follows and unfollows people idempotently, and the counts agree everywhere', async () => {
    const ana = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const cy = await registerUser(t.app);
    await insertPost(t.database.db, { authorId: bob.user.id });
    await insertPost(t.database.db, { authorId: bob.user.id, feed: false });
    await insertPost(t.database.db, { authorId: bob.user.id, status: 'draft' });

    const first = await ok(t.app, 'PUT', `/api/social/follows/users/${bob.user.id}`, ana.token);
    expect(first.data).toEqual({ following: true, followers: 1 });
    const again = await ok(t.app, 'PUT', `/api/social/follows/users/${bob.user.id}`, ana.token);
    expect(again.data).toEqual({ following: true, followers: 1 });
    await ok(t.app, 'PUT', `/api/social/follows/users/${bob.user.id}`, cy.token);

    const profile = await ok(t.app, 'GET', `/api/social/profile/users/${bob.user.id}`, ana.token);
    expect(profile.data).toMatchObject({
      id: bob.user.id,
      counts: { followers: 2, following: 0, posts: 1 },
      following: true,
      me: false,
    });
    expect((await ok(t.app, 'GET', '/api/social/me/stats', bob.token)).data).toEqual({
      posts: 1,
      followers: 2,
      following: 0,
    });
    expect((await ok(t.app, 'GET', '/api/social/me/stats', ana.token)).data).toEqual({
      posts: 0,
      followers: 0,
      following: 1,
    });
    const bobPosts = await ok(t.app, 'GET', `/api/social/users/${bob.user.id}/posts`, ana.token);
    expect(bobPosts.data).toHaveLength(1);

    const off = await ok(t.app, 'DELETE', `/api/social/follows/users/${bob.user.id}`, ana.token);
    expect(off.data).toEqual({ following: false, followers: 1 });
    const offAgain = await ok(t.app, 'DELETE', `/api/social/follows/users/${bob.user.id}`, ana.token);
    expect(offAgain.data).toEqual({ following: false, followers: 1 });
    expect((await ok(t.app, 'GET', '/api/social/me/stats', ana.token)).data.following).toBe(0);
    expect(
      (await ok(t.app, 'GET', `/api/social/profile/users/${bob.user.id}`, ana.token)).data.following,
    ).toBe(false);

    // Following again the same day tells Bob nothing new.
    await ok(t.app, 'PUT', `/api/social/follows/users/${bob.user.id}`, ana.token);
    const notices = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, bob.user.id));
    expect(notices.filter((n) => n.type === 'new_follower')).toHaveLength(2);
  });

  it('refuses yourself (422) and unknown people (404); needs sign-in', async () => {
    const ana = await registerUser(t.app);
    const self = await call(t.app, 'PUT', `/api/social/follows/users/${ana.user.id}`, { token: ana.token });
    expect(self.statusCode).toBe(422);
    expect(self.json().errors.id[0]).toBe('You cannot follow yourself');
    const unknown = await call(
      t.app,
      'PUT',
      '/api/social/follows/users/00000000-0000-4000-8000-000000000000',
      {
        token: ana.token,
      },
    );
    expect(unknown.statusCode).toBe(404);
    const bad = await call(t.app, 'PUT', '/api/social/follows/users/nope', { token: ana.token });
    expect(bad.statusCode).toBe(422);
    expect((await call(t.app, 'GET', '/api/social/feed')).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/social/me/stats')).statusCode).toBe(401);
  });

  it('follows businesses; the owner is told; your own business is refused', async () => {
    const owner = await registerUser(t.app);
    const fan = await registerUser(t.app);
    const shop = await insertBusiness(t.database.db, owner.user.id, 'Fan Shop');
    await insertPost(t.database.db, { authorId: owner.user.id, businessId: shop });

    const own = await call(t.app, 'PUT', `/api/social/follows/businesses/${shop}`, { token: owner.token });
    expect(own.statusCode).toBe(422);
    expect((await ok(t.app, 'PUT', `/api/social/follows/businesses/${shop}`, fan.token)).data).toEqual({
      following: true,
      followers: 1,
    });
    const profile = await ok(t.app, 'GET', `/api/social/profile/businesses/${shop}`, fan.token);
    expect(profile.data).toMatchObject({
      name: 'Fan Shop',
      counts: { followers: 1, posts: 1 },
      following: true,
      mine: false,
    });
    const notices = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, owner.user.id));
    expect(notices.find((n) => n.type === 'new_follower')?.data).toMatchObject({ business_id: shop });
    // The business's post is in the fan's feed; the owner's own person posts are not.
    await insertPost(t.database.db, { authorId: owner.user.id });
    const items = (await ok(t.app, 'GET', '/api/social/feed', fan.token)).data;
    expect(items.map((item: { business: { id: string } | null }) => item.business?.id)).toEqual([shop]);
    expect((await ok(t.app, 'GET', `/api/social/businesses/${shop}/posts`, fan.token)).data).toHaveLength(1);

    expect(
      (await ok(t.app, 'DELETE', `/api/social/follows/businesses/${shop}`, fan.token)).data.followers,
    ).toBe(0);
    expect((await ok(t.app, 'GET', '/api/social/feed', fan.token)).data).toEqual([]);
  });
});

describe('the feed', () => {
  it('shows followed and own published posts only, newest first, paged by cursor through equal times', async () => {
    const me = await registerUser(t.app);
    const friend = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    await ok(t.app, 'PUT', `/api/social/follows/users/${friend.user.id}`, me.token);
    const db = t.database.db;
    const same = new Date(Date.now() - 3_600_000);
    const expected: string[] = [];
    for (let i = 0; i < 25; i += 1) {
      expected.push(
        await insertPost(db, { authorId: friend.user.id, publishedAt: same, content: `same ${i}` }),
      );
    }
    const mine = await insertPost(db, { authorId: me.user.id, publishedAt: new Date(Date.now() - 60_000) });
    const older = await insertPost(db, {
      authorId: friend.user.id,
      publishedAt: new Date(Date.now() - 86_400_000),
    });
    await insertPost(db, { authorId: stranger.user.id });
    await insertPost(db, { authorId: friend.user.id, status: 'draft' });
    await insertPost(db, { authorId: friend.user.id, status: 'scheduled' });
    await insertPost(db, { authorId: friend.user.id, feed: false });

    const first = await ok(t.app, 'GET', '/api/social/feed', me.token);
    expect(first.data).toHaveLength(20);
    expect(first.meta.next_cursor).toEqual(expect.any(String));
    expect(first.data[0]).toMatchObject({
      id: mine,
      mine: true,
      author: { id: me.user.id, verified: false, avatar_url: null },
      business: null,
      counts: { likes: 0, comments: 0, shares: 0, views: 0 },
      liked_by_me: false,
      shared_by_me: false,
      repost_of: null,
      hashtags: ['haat'],
    });
    const ids = await feedIds(me.token);
    const sameSorted = [...expected].sort().reverse();
    expect(ids).toEqual([mine, ...sameSorted, older]);

    const bad = await call(t.app, 'GET', '/api/social/feed?cursor=abc', { token: me.token });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.cursor).toBeDefined();
  });

  it('counts a view once per viewer, post and day, not the author’s own', async () => {
    const me = await registerUser(t.app);
    const friend = await registerUser(t.app);
    await ok(t.app, 'PUT', `/api/social/follows/users/${friend.user.id}`, me.token);
    const post = await insertPost(t.database.db, { authorId: friend.user.id });
    const own = await insertPost(t.database.db, { authorId: me.user.id });
    await ok(t.app, 'GET', '/api/social/feed', me.token);
    await ok(t.app, 'GET', '/api/social/feed', me.token);
    await ok(t.app, 'GET', `/api/social/posts/${post}/public`, me.token);
    const [row] = await t.database.db.select().from(posts).where(eq(posts.id, post));
    expect(row?.viewCount).toBe(1);
    const [ownRow] = await t.database.db.select().from(posts).where(eq(posts.id, own));
    expect(ownRow?.viewCount).toBe(0);
    const events = await t.database.db.select().from(postEvents).where(eq(postEvents.postId, post));
    expect(events.filter((e) => e.type === 'view')).toHaveLength(1);
    const seen = await ok(t.app, 'GET', `/api/social/posts/${post}/public`, friend.token);
    expect(seen.data.counts.views).toBe(1);
  });
});

describe('cursors', () => {
  it('refuses made-up cursors with 422, never 500', async () => {
    const me = await registerUser(t.app);
    const forge = (at: string, id = '00000000-0000-4000-8000-000000000000') =>
      Buffer.from(JSON.stringify([at, id])).toString('base64url');
    for (const cursor of [
      forge('2024-13-45 25:61:61+00'),
      forge('2024-02-30 10:00:00+00'),
      forge('2024-02-10 10:00:00+00', 'x'),
      'abc',
    ]) {
      const response = await call(t.app, 'GET', `/api/social/feed?cursor=${cursor}`, { token: me.token });
      expect(response.statusCode, cursor).toBe(422);
    }
    const fine = await call(
      t.app,
      'GET',
      `/api/social/feed?cursor=${forge('2024-02-10 10:00:00.123456+00')}`,
      {
        token: me.token,
      },
    );
    expect(fine.statusCode).toBe(200);
  });
});
