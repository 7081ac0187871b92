import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, TEST_APP_KEY, type TTestApp } from '../../../../test/test-app.ts';
import { posts, postTargets, socialConnections } from '../../../db/schema/social.ts';
import { encryptSecret } from '../../../lib/encryption.ts';
import {
  ConnectorError,
  type TConnectedPage,
  type TPostMetrics,
  type TSocialConnector,
} from '../connectors/connector-types.ts';
import { facebookConnector } from '../connectors/facebook-connector.ts';
import { startFacebookStandIn } from '../connectors/facebook-stand-in.ts';
import { socialPostJobs } from './post-jobs.ts';
import { addConnection, jobDeps } from './posts-test-helpers.ts';
import { REFRESH_METRICS_JOB, refreshPostMetrics } from './refresh-post-metrics.ts';

/*
 * The `social.refresh-metrics` job (issue 16 item 6) with a fake connector registry: the numbers of
 * recent published targets are written, stale ones read again, fresh, old and feed ones left; an
 * expired token marks its connection, a rate limit ends the run, one failure stays its own; and
 * analytics then shows the platform's numbers.
 */

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
});
afterAll(() => t.close());
// Each test reads only its own rows: what earlier tests left counts as freshly read.
beforeEach(async () => {
  await t.database.db.update(postTargets).set({ metricsAt: new Date() });
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
type TConnection = Awaited<ReturnType<typeof addConnection>>;

/** A fake connector whose `readMetrics` runs `behaviour` for each call (numbered from 1). */
function reader(
  platform: 'facebook' | 'linkedin',
  behaviour: (externalId: string, call: number) => Promise<TPostMetrics>,
) {
  const calls: { page: TConnectedPage; externalId: string }[] = [];
  const connector: TSocialConnector = {
    platform,
    authorizeUrl: () => 'http://stand-in/authorize',
    connect: async () => ({ pages: [] }),
    publish: async () => ({ externalId: 'unused', url: null }),
    async readMetrics(page, externalId) {
      calls.push({ page, externalId });
      return behaviour(externalId, calls.length);
    },
  };
  return { connector, calls };
}

const numbers = (likes: number): TPostMetrics => ({ likes, comments: 2, shares: 1, views: 40 });

/** A post published `ago` ms ago to the feed and to `connection`; answers the external target's id. */
async function publishedTo(
  connection: TConnection,
  externalId: string,
  options: { ago?: number; metricsAt?: Date | null; metrics?: Record<string, number> } = {},
): Promise<string> {
  const at = new Date(Date.now() - (options.ago ?? DAY));
  const [post] = await t.database.db
    .insert(posts)
    .values({
      authorId: connection.userId,
      content: `Post ${externalId}`,
      status: 'published',
      publishedAt: at,
    })
    .returning();
  if (!post) throw new Error('no post');
  const [, target] = await t.database.db
    .insert(postTargets)
    .values([
      { postId: post.id, platform: 'feed', status: 'published', publishedAt: at },
      {
        postId: post.id,
        platform: connection.platform,
        connectionId: connection.id,
        targetName: connection.name,
        status: 'published',
        externalId,
        publishedAt: at,
        metricsAt: options.metricsAt ?? null,
        metrics: options.metrics ?? null,
      },
    ])
    .returning();
  if (!target) throw new Error('no target');
  return target.id;
}

const targetRow = async (id: string) =>
  (await t.database.db.select().from(postTargets).where(eq(postTargets.id, id)))[0];
const connectionRow = async (id: string) =>
  (await t.database.db.select().from(socialConnections).where(eq(socialConnections.id, id)))[0];

describe('refreshing the platforms’ numbers', () => {
  it('writes the numbers of recent targets, reads stale ones again, and leaves fresh, old and feed ones', async () => {
    const { user } = await registerUser(t.app);
    const page = await addConnection(t, user.id);
    const fresh = new Date(Date.now() - HOUR);
    const never = await publishedTo(page, 'fb_never', { ago: 2 * DAY });
    const stale = await publishedTo(page, 'fb_stale', {
      metricsAt: new Date(Date.now() - 7 * HOUR),
      metrics: { likes: 1 },
    });
    const recent = await publishedTo(page, 'fb_fresh', { metricsAt: fresh, metrics: { likes: 3 } });
    const old = await publishedTo(page, 'fb_old', { ago: 31 * DAY });
    const facebook = reader('facebook', async (id) =>
      id === 'fb_never' ? numbers(10) : { likes: 5, comments: 0, shares: null, views: null },
    );

    const summary = await refreshPostMetrics(jobDeps(t.app, { facebook: facebook.connector }));
    expect(summary).toMatchObject({ picked: 2, read: 2, failed: 0, expired: 0, stopped: null });
    // Never read first, each with the page's decrypted token.
    expect(facebook.calls.map((c) => c.externalId)).toEqual(['fb_never', 'fb_stale']);
    expect(facebook.calls[0]?.page).toEqual({
      id: page.id,
      platform: 'facebook',
      externalId: page.externalId,
      name: page.name,
      accessToken: 'page-token-secret',
    });
    const written = await targetRow(never);
    expect(written?.metrics).toEqual({ likes: 10, comments: 2, shares: 1, views: 40 });
    expect(Date.now() - (written?.metricsAt?.getTime() ?? 0)).toBeLessThan(60_000);
    // Only what the platform told is kept.
    expect((await targetRow(stale))?.metrics).toEqual({ likes: 5, comments: 0 });
    expect(await targetRow(recent)).toMatchObject({ metrics: { likes: 3 }, metricsAt: fresh });
    expect(await targetRow(old)).toMatchObject({ metrics: null, metricsAt: null });

    // Read now: the next run has nothing to do.
    expect((await refreshPostMetrics(jobDeps(t.app, { facebook: facebook.connector }))).picked).toBe(0);
    // A platform with no connector (or one that cannot read) is not picked.
    await t.database.db.update(postTargets).set({ metricsAt: null }).where(eq(postTargets.id, never));
    expect((await refreshPostMetrics(jobDeps(t.app, {}))).picked).toBe(0);
  });

  it('marks a connection whose token expired and skips its targets; other pages are read', async () => {
    const { user } = await registerUser(t.app);
    const expiring = await addConnection(t, user.id, { name: 'Old page' });
    const fine = await addConnection(t, user.id, { platform: 'linkedin', name: 'Company' });
    const first = await publishedTo(expiring, 'fb_1', { ago: 3 * DAY });
    const second = await publishedTo(expiring, 'fb_2', { ago: 2 * DAY });
    const other = await publishedTo(fine, 'urn:li:share:1', { ago: DAY });
    const facebook = reader('facebook', async () => {
      throw new ConnectorError('token_expired', 'Session has expired');
    });
    const linkedin = reader('linkedin', async () => ({ likes: 4, comments: 1, shares: null, views: null }));

    const summary = await refreshPostMetrics(
      jobDeps(t.app, { facebook: facebook.connector, linkedin: linkedin.connector }),
    );
    expect(summary).toMatchObject({ read: 1, expired: 1, stopped: null });
    expect(facebook.calls).toHaveLength(1);
    expect((await connectionRow(expiring.id))?.status).toBe('expired');
    expect((await connectionRow(fine.id))?.status).toBe('active');
    for (const id of [first, second]) expect((await targetRow(id))?.metricsAt).toBeNull();
    expect((await targetRow(other))?.metrics).toEqual({ likes: 4, comments: 1 });

    // An expired connection is not picked again.
    expect((await refreshPostMetrics(jobDeps(t.app, { facebook: facebook.connector }))).picked).toBe(0);
    expect(facebook.calls).toHaveLength(1);
  });

  it('stops the run at a rate limit; the next run goes on where it stopped', async () => {
    const { user } = await registerUser(t.app);
    const page = await addConnection(t, user.id);
    const ids = [];
    for (let n = 1; n <= 3; n += 1) ids.push(await publishedTo(page, `fb_${n}`, { ago: (5 - n) * DAY }));
    let busy = true;
    const facebook = reader('facebook', async (_id, n) => {
      if (n === 2 && busy) throw new ConnectorError('rate_limited', '(#32) Page request limit reached', 300);
      return numbers(n);
    });
    const deps = jobDeps(t.app, { facebook: facebook.connector });
    expect(await refreshPostMetrics(deps)).toMatchObject({ picked: 3, read: 1, stopped: 'rate_limited' });
    expect(facebook.calls.map((c) => c.externalId)).toEqual(['fb_1', 'fb_2']);
    expect((await targetRow(ids[0] ?? ''))?.metrics).toMatchObject({ likes: 1 });
    expect((await targetRow(ids[2] ?? ''))?.metricsAt).toBeNull();

    busy = false;
    expect(await refreshPostMetrics(deps)).toMatchObject({ picked: 2, read: 2, stopped: null });
    expect(facebook.calls.slice(2).map((c) => c.externalId)).toEqual(['fb_2', 'fb_3']);
  });

  it('one target’s failure never stops the others; a refused one waits its turn again', async () => {
    const { user } = await registerUser(t.app);
    const page = await addConnection(t, user.id);
    const down = await publishedTo(page, 'fb_down', { ago: 4 * DAY });
    const gone = await publishedTo(page, 'fb_gone', { ago: 3 * DAY, metrics: { likes: 8 } });
    const broken = await publishedTo(page, 'fb_broken', { ago: 2 * DAY });
    const good = await publishedTo(page, 'fb_good', { ago: DAY });
    const facebook = reader('facebook', async (id) => {
      if (id === 'fb_down') throw new ConnectorError('unavailable', 'Facebook: no answer within 15 s');
      if (id === 'fb_gone') throw new ConnectorError('rejected', 'Object does not exist');
      if (id === 'fb_broken') throw new Error('a bug');
      return numbers(6);
    });
    const summary = await refreshPostMetrics(jobDeps(t.app, { facebook: facebook.connector }));
    expect(summary).toMatchObject({ picked: 4, read: 1, failed: 3, stopped: null });
    expect((await targetRow(good))?.metrics).toMatchObject({ likes: 6 });
    // Busy or broken: tried again next hour. Refused: its numbers kept, read again in 6 hours.
    expect((await targetRow(down))?.metricsAt).toBeNull();
    expect((await targetRow(broken))?.metricsAt).toBeNull();
    expect(await targetRow(gone)).toMatchObject({ metrics: { likes: 8 }, metricsAt: expect.any(Date) });
    expect((await connectionRow(page.id))?.status).toBe('active');
  });

  it('takes at most 200 targets a run, stalest first', async () => {
    const { user } = await registerUser(t.app);
    const page = await addConnection(t, user.id);
    // One post per target (a post has one target per page).
    const rows = await t.database.db
      .insert(posts)
      .values(
        Array.from({ length: 205 }, (_, n) => ({
          authorId: user.id,
          content: `Many ${n}`,
          status: 'published' as const,
          publishedAt: new Date(Date.now() - DAY - n * 60_000),
        })),
      )
      .returning();
    await t.database.db.insert(postTargets).values(
      rows.map((row, n) => ({
        postId: row.id,
        platform: 'facebook' as const,
        connectionId: page.id,
        status: 'published' as const,
        externalId: `fb_many_${n}`,
        publishedAt: row.publishedAt,
        metricsAt: n === 0 ? new Date(Date.now() - 8 * HOUR) : null,
      })),
    );
    const facebook = reader('facebook', async () => numbers(1));
    const summary = await refreshPostMetrics(jobDeps(t.app, { facebook: facebook.connector }));
    expect(summary).toMatchObject({ picked: 200, read: 200 });
    // Never read first, the oldest published first; the one read 8 hours ago waits.
    expect(facebook.calls[0]?.externalId).toBe('fb_many_204');
    expect(facebook.calls.map((c) => c.externalId)).not.toContain('fb_many_0');
    const unread = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(postTargets)
      .where(
        and(
          inArray(
            postTargets.postId,
            rows.map((row) => row.id),
          ),
          isNull(postTargets.metricsAt),
        ),
      );
    expect(unread[0]?.n).toBe(4);
  });

  it('is an hourly job of the post jobs', () => {
    const job = socialPostJobs(jobDeps(t.app)).find((definition) => definition.name === REFRESH_METRICS_JOB);
    expect(job).toMatchObject({ cron: '0 * * * *' });
  });
});

describe('analytics with the platforms’ numbers', () => {
  it('GET /api/social/analytics shows what the platform told for its row', async () => {
    const { user, token } = await registerUser(t.app);
    const page = await addConnection(t, user.id);
    const before = await call(t.app, 'GET', '/api/social/analytics?days=30', { token });
    await publishedTo(page, 'fb_shown', { ago: 2 * DAY });
    const facebook = reader('facebook', async () => ({ likes: 12, comments: 3, shares: 2, views: 150 }));
    await refreshPostMetrics(jobDeps(t.app, { facebook: facebook.connector }));

    const response = await call(t.app, 'GET', '/api/social/analytics?days=30', { token });
    expect(response.statusCode, response.body).toBe(200);
    const row = (response.json().data.platforms as { platform: string }[]).find(
      (p) => p.platform === 'facebook',
    );
    expect(row).toEqual({ platform: 'facebook', posts: 1, views: 150, likes: 12, comments: 3, shares: 2 });
    const was = (before.json().data.platforms as { platform: string }[]).find(
      (p) => p.platform === 'facebook',
    );
    expect(was).toMatchObject({ likes: null, views: null });
    expect(response.json().data.top_posts[0]).toMatchObject({ likes: 12, views: 150 });
  });
});

describe('with the Facebook stand-in', () => {
  it('reads what the Graph API tells for a post the page published, with the page’s own token', async () => {
    const fb = await startFacebookStandIn();
    try {
      const { user } = await registerUser(t.app);
      const standInPage = fb.pages[0];
      if (!standInPage) throw new Error('no stand-in page');
      const [connection] = await t.database.db
        .insert(socialConnections)
        .values({
          userId: user.id,
          platform: 'facebook',
          externalId: standInPage.id,
          name: standInPage.name,
          accessTokenEncrypted: encryptSecret(TEST_APP_KEY, 'social-token', standInPage.token),
        })
        .returning();
      if (!connection) throw new Error('no connection');
      const connector = facebookConnector({
        appId: fb.appId,
        appSecret: fb.appSecret,
        graphBase: fb.graphBase,
      });
      const { externalId } = await connector.publish(
        { ...connection, accessToken: standInPage.token },
        { text: 'Tea', images: [], video: null, link: null },
      );
      fb.setMetrics(externalId, { reactions: 21, comments: 5, shares: 0, views: 300 });
      const target = await publishedTo(connection, externalId);
      expect(await refreshPostMetrics(jobDeps(t.app, { facebook: connector }))).toMatchObject({ read: 1 });
      expect(fb.refused).toEqual([]);
      expect((await targetRow(target))?.metrics).toEqual({ likes: 21, comments: 5, shares: 0, views: 300 });
    } finally {
      await fb.stop();
    }
  });
});
