import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, startInstance, type TTestApp } from '../../../../test/test-app.ts';
import { notifications } from '../../../db/schema/notifications.ts';
import { posts, postTargets } from '../../../db/schema/social.ts';
import type { TJobDefinition } from '../../jobs/job-types.ts';
import { ConnectorError, type TConnectorRegistry } from '../connectors/connector-types.ts';
import { enqueuePublish } from './enqueue-publish.ts';
import { PUBLISH_POST_JOB } from './post-deps.ts';
import { socialPostJobs } from './post-jobs.ts';
import { addConnection, fakeConnector, jobDeps } from './posts-test-helpers.ts';

/*
 * Publishing with the real queue (pg-boss) and two API instances on one database: 200 posts due in
 * the same second are each published exactly once, an instance stopped half-way loses none, and a
 * busy platform is retried until it takes the post.
 */

let t: TTestApp;
let authorId: string;
const ran = new Map<string, number>();
/** Every instance's connectors (a test puts its stand-in in). */
const registry: TConnectorRegistry = {};

/** The post jobs of an instance, with quick retries, counting which instance ran each job. */
function definitions(app: FastifyInstance, instance: string) {
  return socialPostJobs(jobDeps(app, registry))
    .filter((definition) => definition.name === PUBLISH_POST_JOB)
    .map(
      (definition): TJobDefinition => ({
        ...definition,
        retry: { limit: 4, delaySeconds: 1, backoff: false },
        handler: async (data, context) => {
          ran.set(instance, (ran.get(instance) ?? 0) + 1);
          await definition.handler(data, context);
          // As slow as a real instance under load, so stopping one finds work still queued.
          await new Promise((resolve) => setTimeout(resolve, 150));
        },
      }),
    );
}

beforeAll(async () => {
  t = await createTestApp({}, { jobs: true });
  authorId = (await registerUser(t.app)).user.id;
});
afterAll(() => t.close());

/** `count` feed posts due at `due`, written and sent as the compose operation does. */
async function scheduleMany(count: number, due: Date, extraTargets: string[] = []) {
  const rows = await t.database.db
    .insert(posts)
    .values(
      Array.from({ length: count }, (_, n) => ({
        authorId,
        content: `Post ${n}`,
        status: 'scheduled' as const,
        scheduledAt: due,
        timeZone: 'Asia/Dhaka',
      })),
    )
    .returning();
  await t.database.db.insert(postTargets).values(
    rows.flatMap((row) => [
      { postId: row.id, platform: 'feed' as const },
      ...extraTargets.map((connectionId) => ({
        postId: row.id,
        platform: 'facebook' as const,
        connectionId,
      })),
    ]),
  );
  for (const row of rows) await enqueuePublish(t.app, row);
  return rows.map((row) => row.id);
}

async function feedTally(ids: string[]) {
  const [row] = await t.database.db
    .select({
      published: sql<number>`count(*) filter (where ${postTargets.status} = 'published')::int`,
      publishes: sql<number>`coalesce(sum(${postTargets.attempts}), 0)::int`,
    })
    .from(postTargets)
    .where(and(inArray(postTargets.postId, ids), eq(postTargets.platform, 'feed')));
  return row ?? { published: 0, publishes: 0 };
}

const publishedPosts = async (ids: string[]) =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(posts)
      .where(and(inArray(posts.id, ids), eq(posts.status, 'published')))
  )[0]?.n ?? 0;

describe('publishing with the real queue', () => {
  it('publishes 200 posts due at once exactly once across two instances, and loses none when one stops', async () => {
    await t.queue?.run(definitions(t.app, 'one'));
    const two = await startInstance(t, (app) => definitions(app, 'two'), { batchSize: 5 });
    let twoClosed = false;
    try {
      // Due far enough ahead that a busy machine has queued all 200 (and sent the 20 again) first.
      const due = new Date(Date.now() + 6_000);
      const ids = await scheduleMany(200, due);
      // Sent again, as the overdue sweep would: the singleton key keeps one job.
      for (const id of ids.slice(-20)) {
        const key = `${id}:${due.toISOString()}`;
        const data = { postId: id, due: due.toISOString() };
        expect(
          await t.app.jobs.send(PUBLISH_POST_JOB, data, { startAfter: due, singletonKey: key }),
        ).toBeNull();
      }
      await expect.poll(() => publishedPosts(ids), { timeout: 25_000, interval: 250 }).toBeGreaterThan(40);
      // Instance two stops half-way (a graceful stop: its running jobs finish).
      await two.close();
      twoClosed = true;
      expect(await publishedPosts(ids)).toBeLessThan(200);
      await expect.poll(() => publishedPosts(ids), { timeout: 25_000, interval: 250 }).toBe(200);
      expect(await feedTally(ids)).toEqual({ published: 200, publishes: 200 });
      expect(ran.get('one')).toBeGreaterThan(0);
      expect(ran.get('two')).toBeGreaterThan(0);
    } finally {
      if (!twoClosed) await two.close();
    }
  });

  it('retries a busy platform until it takes the post, publishing each target once', async () => {
    const page = await addConnection(t, authorId);
    const facebook = fakeConnector('facebook', async (n) => {
      if (n <= 2) throw new ConnectorError('rate_limited', 'Slow down');
      return { externalId: `fb_${n}`, url: null };
    });
    registry.facebook = facebook.connector;
    try {
      const ids = await scheduleMany(1, new Date(Date.now() + 500), [page.id]);
      await expect.poll(() => publishedPosts(ids), { timeout: 20_000, interval: 250 }).toBe(1);
      expect(facebook.calls).toHaveLength(3);
      const targets = await t.database.db.select().from(postTargets).where(inArray(postTargets.postId, ids));
      expect(targets.map((x) => [x.platform, x.status, x.attempts]).sort()).toEqual([
        ['facebook', 'published', 3],
        ['feed', 'published', 1],
      ]);
      expect(
        await t.database.db.select().from(notifications).where(eq(notifications.userId, authorId)),
      ).toEqual([]);
    } finally {
      delete registry.facebook;
    }
  });
});
