import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TTestApp } from '../../../../test/test-app.ts';
import { seedDemo } from '../../../db/seed/seed-demo.ts';
import { seedDirectory } from '../../../db/seed/seed-directory.ts';
import { seedSocial } from '../../../db/seed/seed-social.ts';
import { ok } from './community-test-helpers.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
});
afterAll(() => t.close());

const signIn = async (login: string) =>
  (await call(t.app, 'POST', '/api/auth/login', { body: { login, password: 'Demo@12345' } })).json().data
    .token as string;

describe('the demo social seed', () => {
  it('gives the demo people a living feed, once', async () => {
    await seedDemo(t.database.db);
    await seedDirectory(t.database.db);
    expect(await seedSocial(t.database.db)).toBe(true);
    expect(await seedSocial(t.database.db)).toBe(false);

    const rahim = await signIn('rahim@haat.test');
    const feed = await ok(t.app, 'GET', '/api/social/feed', rahim);
    expect(feed.data.length).toBeGreaterThanOrEqual(8);
    expect(feed.data.length).toBeLessThanOrEqual(12);
    const times = feed.data.map((item: { published_at: string }) => Date.parse(item.published_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Date.now() - Math.min(...times)).toBeLessThan(15 * 86_400_000);
    expect(feed.data.some((item: { business: unknown }) => item.business !== null)).toBe(true);
    expect(feed.data.some((item: { content: string }) => /[\u0980-\u09FF]/.test(item.content))).toBe(true);

    // Counts agree with the rows: comments listed, likes shown.
    for (const item of feed.data) {
      const comments = await ok(t.app, 'GET', `/api/social/posts/${item.id}/comments`, rahim);
      const listed = comments.data.reduce(
        (sum: number, c: { deleted: boolean; reply_count: number }) =>
          sum + (c.deleted ? 0 : 1) + c.reply_count,
        0,
      );
      expect(listed).toBe(item.counts.comments);
      expect(comments.meta.total).toBe(item.counts.comments);
    }
    expect(feed.data.some((item: { liked_by_me: boolean }) => item.liked_by_me)).toBe(true);

    const stats = await ok(t.app, 'GET', '/api/social/me/stats', rahim);
    expect(stats.data.followers).toBe(2);
    expect(stats.data.following).toBeGreaterThanOrEqual(4);
    expect(stats.data.posts).toBeGreaterThan(0);
    const omar = await signIn('omar@haat.test');
    expect((await ok(t.app, 'GET', '/api/social/feed', omar)).data.length).toBeGreaterThan(5);
  });
});
