import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../../test/test-app.ts';
import { follows, postEvents, posts, postTargets } from '../../../db/schema/social.ts';
import { insertBusiness, insertPost, ok } from '../community/community-test-helpers.ts';
import { exportSocialAnalytics } from './export-social-analytics.ts';
import { excerptOf, getSocialAnalytics } from './get-social-analytics.ts';

/* Social analytics (issue 16 item 6, decision 065). */

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
});
afterAll(() => t.close());

/** Noon in Dhaka on 10 March 2026: the 30 days are 9 February … 10 March there. */
const NOW = new Date('2026-03-10T06:00:00Z');

async function event(
  postId: string,
  type: 'view' | 'like' | 'comment' | 'share',
  at: string,
  userId: string | null = null,
) {
  await t.database.db
    .insert(postEvents)
    .values({ postId, type, userId, occurredAt: new Date(at), day: at.slice(0, 10) });
}

const analytics = (userId: string, query: Record<string, unknown>) =>
  getSocialAnalytics({ db: t.database.db }, userId, { days: 30, ...query } as never, NOW);

describe('ranges and days', () => {
  it('buckets events by day in the asked time zone, and counts the days before for the change', async () => {
    const author = await registerUser(t.app);
    const fan = await registerUser(t.app);
    const me = author.user.id;
    const post = await insertPost(t.database.db, {
      authorId: me,
      publishedAt: new Date('2026-03-01T10:00:00Z'),
    });
    // 20:00 UTC on the 1st is 02:00 on the 2nd in Dhaka.
    await event(post, 'like', '2026-03-01T20:00:00Z', fan.user.id);
    await event(post, 'view', '2026-03-01T20:00:00Z', fan.user.id);
    // In the 30 days before (10 January … 8 February in Dhaka), and one too old for either.
    await event(post, 'view', '2026-02-05T08:00:00Z');
    await event(post, 'view', '2026-02-05T09:00:00Z');
    await event(post, 'view', '2025-12-01T09:00:00Z');
    // Someone else's post: never counted.
    const others = await insertPost(t.database.db, { authorId: fan.user.id });
    await event(others, 'like', '2026-03-05T08:00:00Z', me);
    await t.database.db
      .insert(follows)
      .values({ followerId: fan.user.id, userId: me, createdAt: new Date('2026-03-09T19:00:00Z') });

    const dhaka = await analytics(me, { time_zone: 'Asia/Dhaka' });
    expect(dhaka).toMatchObject({ days: 30, from: '2026-02-09', to: '2026-03-10', time_zone: 'Asia/Dhaka' });
    expect(dhaka.series).toHaveLength(30);
    const day = (day: string) => dhaka.series.find((point) => point.day === day);
    expect(day('2026-03-02')).toMatchObject({ likes: 1, views: 1 });
    expect(day('2026-03-01')).toMatchObject({ likes: 0, views: 0, posts: 1 });
    // 19:00 UTC on the 9th is the 10th in Dhaka.
    expect(day('2026-03-10')).toMatchObject({ followers: 1 });
    expect(dhaka.totals).toEqual({ posts: 1, views: 1, likes: 1, comments: 0, shares: 0, followers: 1 });
    expect(dhaka.previous).toEqual({ posts: 0, views: 2, likes: 0, comments: 0, shares: 0, followers: 0 });

    const utc = await analytics(me, { time_zone: 'utc' });
    expect(utc.time_zone).toBe('UTC');
    expect(utc.series.find((point) => point.day === '2026-03-01')).toMatchObject({ likes: 1, posts: 1 });
    expect(utc.series.find((point) => point.day === '2026-03-09')).toMatchObject({ followers: 1 });

    // Seven days: 4 … 10 March; the like on the 2nd is in the week before.
    const week = await analytics(me, { days: 7 });
    expect(week.from).toBe('2026-03-04');
    expect(week.series).toHaveLength(7);
    expect(week.totals).toMatchObject({ likes: 0, views: 0, posts: 0, followers: 1 });
    expect(week.previous).toMatchObject({ likes: 1, views: 1, posts: 1 });
    expect((await analytics(me, { days: 90 })).series).toHaveLength(90);
  });

  it('keeps a person’s own posts and each business’s apart; external figures are unknown until told', async () => {
    const owner = await registerUser(t.app);
    const me = owner.user.id;
    const shop = await insertBusiness(t.database.db, me, 'Tea Shop');
    const mine = await insertPost(t.database.db, {
      authorId: me,
      publishedAt: new Date('2026-03-08T05:00:00Z'),
    });
    const shops = await insertPost(t.database.db, {
      authorId: me,
      businessId: shop,
      publishedAt: new Date('2026-03-08T05:00:00Z'),
    });
    await t.database.db
      .insert(postTargets)
      .values({ postId: shops, platform: 'facebook', status: 'published', targetName: 'Tea page' });
    await t.database.db.update(posts).set({ likeCount: 2 }).where(eq(posts.id, shops));
    await event(mine, 'comment', '2026-03-08T06:00:00Z', me);

    const personal = await analytics(me, {});
    expect(personal.totals).toMatchObject({ posts: 1, comments: 1 });
    expect(personal.top_posts.map((post) => post.id)).toEqual([mine]);

    const business = await analytics(me, { business_id: shop });
    expect(business.business_id).toBe(shop);
    expect(business.totals).toMatchObject({ posts: 1, comments: 0 });
    expect(business.platforms).toEqual([
      { platform: 'feed', posts: 1, views: 0, likes: 0, comments: 0, shares: 0 },
      { platform: 'facebook', posts: 1, views: null, likes: null, comments: null, shares: null },
      { platform: 'linkedin', posts: 0, views: null, likes: null, comments: null, shares: null },
    ]);
    expect(business.top_posts[0]).toMatchObject({ id: shops, platforms: ['facebook', 'feed'], likes: 2 });

    // The page told its figures: they show on the platform's row and are added to the post's.
    await t.database.db
      .update(postTargets)
      .set({ metrics: { likes: 5, views: 40 } })
      .where(eq(postTargets.postId, shops));
    const told = await analytics(me, { business_id: shop });
    expect(told.platforms[1]).toEqual({
      platform: 'facebook',
      posts: 1,
      views: 40,
      likes: 5,
      comments: null,
      shares: null,
    });
    expect(told.top_posts[0]).toMatchObject({ likes: 7, views: 40 });
  });
});

describe('best days and hours', () => {
  it('says there is not enough data below the threshold, then names the best hour in the zone', async () => {
    const author = await registerUser(t.app);
    const me = author.user.id;
    // Four posts: at 03:00 UTC (09:00 in Dhaka, a Monday, 2 March) with likes, at 12:00 UTC without.
    const ids: string[] = [];
    for (const at of [
      '2026-03-02T03:00:00Z',
      '2026-03-02T03:30:00Z',
      '2026-03-03T12:00:00Z',
      '2026-03-04T12:00:00Z',
    ])
      ids.push(await insertPost(t.database.db, { authorId: me, publishedAt: new Date(at) }));
    for (const id of ids.slice(0, 2))
      await t.database.db.update(posts).set({ likeCount: 4 }).where(eq(posts.id, id));

    const few = (await analytics(me, {})).best_times;
    expect(few).toMatchObject({ enough: false, posts: 4, min_posts: 5, best_hours: [], best_weekdays: [] });
    expect(few.hours[9]).toEqual({ at: 9, posts: 2, engagement: 4 });

    ids.push(
      await insertPost(t.database.db, { authorId: me, publishedAt: new Date('2026-03-05T12:00:00Z') }),
    );
    const enough = (await analytics(me, {})).best_times;
    // Four weekdays, only Monday with two posts: nothing to compare it with, so no best weekday.
    expect(enough).toMatchObject({ enough: true, posts: 5, best_hours: [9], best_weekdays: [] });
    expect(enough.weekdays).toHaveLength(7);
    expect(enough.hours).toHaveLength(24);
    // In UTC the same posts went out at 03:00.
    expect((await analytics(me, { time_zone: 'UTC' })).best_times.best_hours).toEqual([3]);
  });
});

describe('the API', () => {
  it('answers signed-in people only, checks the range, zone and business (someone else’s: 404)', async () => {
    const owner = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const shop = await insertBusiness(t.database.db, owner.user.id);

    expect((await call(t.app, 'GET', '/api/social/analytics')).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/social/analytics.csv')).statusCode).toBe(401);
    const bad = await call(t.app, 'GET', '/api/social/analytics?days=14', { token: owner.token });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.days).toBeDefined();
    const zone = await call(t.app, 'GET', '/api/social/analytics?time_zone=Mars/Olympus', {
      token: owner.token,
    });
    expect(zone.statusCode).toBe(422);
    expect(zone.json().errors.time_zone).toBeDefined();
    expect(
      (await call(t.app, 'GET', '/api/social/analytics?business_id=nope', { token: owner.token })).statusCode,
    ).toBe(422);
    for (const path of ['/api/social/analytics', '/api/social/analytics.csv']) {
      const other = await call(t.app, 'GET', `${path}?business_id=${shop}`, { token: stranger.token });
      expect(other.statusCode).toBe(404);
    }
    const own = await ok(t.app, 'GET', `/api/social/analytics?days=7&business_id=${shop}`, owner.token);
    expect(own.data).toMatchObject({ days: 7, business_id: shop, time_zone: 'Asia/Dhaka' });
    // An empty business_id is the person themselves.
    expect((await ok(t.app, 'GET', '/api/social/analytics?business_id=', owner.token)).data.business_id).toBe(
      null,
    );
  });

  it('counts a post published through the API and another person’s like, comment and follow', async () => {
    const author = await registerUser(t.app);
    const fan = await registerUser(t.app);
    const written = await ok(t.app, 'POST', '/api/social/posts', author.token, {
      content: 'Fresh tea today at the shop',
      targets: ['feed'],
      action: 'publish',
    });
    const id = written.data.id as string;
    expect(written.data.status).toBe('published');
    await ok(t.app, 'PUT', `/api/social/posts/${id}/like`, fan.token);
    await ok(t.app, 'POST', `/api/social/posts/${id}/comments`, fan.token, { body: 'Lovely' });
    await ok(t.app, 'PUT', `/api/social/follows/users/${author.user.id}`, fan.token);
    await ok(t.app, 'GET', `/api/social/posts/${id}/public`, fan.token);

    const { data } = await ok(t.app, 'GET', '/api/social/analytics?days=7', author.token);
    expect(data.totals).toEqual({ posts: 1, views: 1, likes: 1, comments: 1, shares: 0, followers: 1 });
    expect(data.top_posts).toEqual([
      expect.objectContaining({
        id,
        excerpt: 'Fresh tea today at the shop',
        platforms: ['feed'],
        views: 1,
        likes: 1,
        comments: 1,
      }),
    ]);
  });
});

describe('the CSV', () => {
  it('quotes cells and disarms formulas', async () => {
    const author = await registerUser(t.app);
    const me = author.user.id;
    const at = new Date('2026-03-09T04:15:00Z');
    await insertPost(t.database.db, { authorId: me, publishedAt: at, content: '=HYPERLINK("http://evil")' });
    await insertPost(t.database.db, {
      authorId: me,
      publishedAt: new Date(at.getTime() + 60_000),
      content: 'Tea, "fresh"\nand hot',
    });
    await insertPost(t.database.db, {
      authorId: me,
      publishedAt: new Date(at.getTime() + 120_000),
      content: '-2+3',
    });
    await insertPost(t.database.db, {
      authorId: me,
      publishedAt: new Date(at.getTime() + 180_000),
      content: '@sum',
    });

    const { csv, filename } = await exportSocialAnalytics(
      { db: t.database.db },
      me,
      { days: 30 } as never,
      NOW,
    );
    expect(filename).toBe('haat-social-2026-02-09-2026-03-10.csv');
    expect(csv.startsWith('\uFEFFpost_id,published_at,time_zone,text,')).toBe(true);
    expect(csv).toContain('"Tea, ""fresh""\nand hot"');
    const rows = parse(csv.slice(1), { columns: true }) as Record<string, string>[];
    expect(rows.map((row) => row.text)).toEqual([
      "'@sum",
      "'-2+3",
      'Tea, "fresh"\nand hot',
      '\'=HYPERLINK("http://evil")',
    ]);
    expect(rows[3]).toMatchObject({
      published_at: '2026-03-09 10:15',
      time_zone: 'Asia/Dhaka',
      platforms: 'feed',
    });

    const response = await call(t.app, 'GET', '/api/social/analytics.csv?days=90', { token: author.token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="haat-social-/);
  });

  it('writes the first words of a post', () => {
    expect(excerptOf('  Hello\n\nworld  ')).toBe('Hello world');
    expect(excerptOf(`${'word '.repeat(30)}`, 20)).toBe('word word word word…');
  });
});
