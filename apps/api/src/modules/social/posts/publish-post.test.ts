import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../../test/test-app.ts';
import { notifications } from '../../../db/schema/notifications.ts';
import { posts, postTargets, socialConnections } from '../../../db/schema/social.ts';
import { sentJobs } from '../../jobs/recording-jobs.ts';
import { ConnectorError } from '../connectors/connector-types.ts';
import { PUBLISH_POST_JOB, type TPublishPostData } from './post-deps.ts';
import { sendOverduePosts } from './post-jobs.ts';
import { addConnection, fakeConnector, jobDeps, localIn, writePost } from './posts-test-helpers.ts';
import { publishPost } from './publish-post.ts';

/*
 * The publish job (issue 16 item 3), run by hand on the recorded job data: it claims the post so
 * a second run, a rescheduled or a deleted post does nothing; connected pages are retried when the
 * platform is busy and fail for good when it refuses; the author hears of a failure and can retry.
 */

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FIRST = { lastTry: false };
const LAST = { lastTry: true };

/** The last publish job sent for the post. */
function jobOf(postId: string): TPublishPostData {
  const jobs = sentJobs(t.app.jobs, PUBLISH_POST_JOB).filter(
    (job) => (job.data as TPublishPostData).postId === postId,
  );
  const job = jobs.at(-1);
  if (!job) throw new Error('no job sent');
  return job.data as TPublishPostData;
}

async function schedule(token: string, targets: string[], minutes = 60) {
  const response = await writePost(t.app, token, {
    content: 'Scheduled #news',
    action: 'schedule',
    targets,
    scheduled_for: localIn(minutes, 'Asia/Dhaka'),
    time_zone: 'Asia/Dhaka',
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json().data as { id: string; scheduled_at: string };
}

const targetsOf = (postId: string) =>
  t.database.db.select().from(postTargets).where(eq(postTargets.postId, postId));
const postRow = async (postId: string) =>
  (await t.database.db.select().from(posts).where(eq(posts.id, postId)))[0];

describe('the publish job', () => {
  it('publishes once: a second run, a rescheduled post and a deleted post do nothing', async () => {
    const { token } = await registerUser(t.app);
    const post = await schedule(token, ['feed']);
    const job = jobOf(post.id);
    const deps = jobDeps(t.app);
    await publishPost(deps, job, FIRST);
    await publishPost(deps, job, FIRST);
    await Promise.all([publishPost(deps, job, FIRST), publishPost(deps, job, FIRST)]);
    const [feed] = await targetsOf(post.id);
    expect(feed).toMatchObject({ status: 'published', attempts: 1 });
    expect((await postRow(post.id))?.status).toBe('published');

    // Rescheduled: the old job finds the post moved; the new one publishes it.
    const moved = await schedule(token, ['feed']);
    const oldJob = jobOf(moved.id);
    const patch = await call(t.app, 'PATCH', `/api/social/posts/${moved.id}`, {
      token,
      body: {
        content: 'Later',
        action: 'schedule',
        targets: ['feed'],
        scheduled_for: localIn(120, 'Asia/Dhaka'),
        time_zone: 'Asia/Dhaka',
      },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    await publishPost(deps, oldJob, FIRST);
    expect((await postRow(moved.id))?.status).toBe('scheduled');
    expect((await targetsOf(moved.id))[0]?.status).toBe('pending');
    await publishPost(deps, jobOf(moved.id), FIRST);
    expect((await postRow(moved.id))?.status).toBe('published');

    // Unscheduled back to a draft: nothing either.
    const unscheduled = await schedule(token, ['feed']);
    await call(t.app, 'PATCH', `/api/social/posts/${unscheduled.id}`, {
      token,
      body: { content: 'Not yet', action: 'draft', targets: ['feed'] },
    });
    await publishPost(deps, jobOf(unscheduled.id), FIRST);
    expect((await postRow(unscheduled.id))?.status).toBe('draft');

    // Deleted: nothing, and no error.
    const deleted = await schedule(token, ['feed']);
    await call(t.app, 'DELETE', `/api/social/posts/${deleted.id}`, { token });
    await expect(publishPost(deps, jobOf(deleted.id), FIRST)).resolves.toBeUndefined();
    // Nonsense job data is ignored.
    await expect(publishPost(deps, { postId: 'x', due: 'y' }, FIRST)).resolves.toBeUndefined();
  });

  it('retries a busy platform and publishes once when it answers', async () => {
    const { user, token } = await registerUser(t.app);
    const page = await addConnection(t, user.id);
    const facebook = fakeConnector('facebook', async (n) => {
      if (n <= 2) throw new ConnectorError('unavailable', 'Service temporarily unavailable');
      return { externalId: 'fb_123', url: 'https://facebook.example/posts/123' };
    });
    const deps = jobDeps(t.app, { facebook: facebook.connector });
    const post = await schedule(token, ['feed', page.id]);
    const job = jobOf(post.id);

    await expect(publishPost(deps, job, FIRST)).rejects.toThrow(/try again later/);
    // The feed went out on the first try; the page waits.
    let targets = await targetsOf(post.id);
    expect(targets.find((x) => x.platform === 'feed')).toMatchObject({ status: 'published', attempts: 1 });
    expect(targets.find((x) => x.platform === 'facebook')).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await postRow(post.id))?.status).toBe('publishing');
    await expect(publishPost(deps, job, { lastTry: false })).rejects.toThrow();
    await publishPost(deps, job, FIRST);
    await publishPost(deps, job, FIRST);

    expect(facebook.calls).toHaveLength(3);
    expect(facebook.calls[0]).toMatchObject({ pageId: page.id, text: 'Scheduled #news' });
    targets = await targetsOf(post.id);
    expect(targets.find((x) => x.platform === 'feed')?.attempts).toBe(1);
    expect(targets.find((x) => x.platform === 'facebook')).toMatchObject({
      status: 'published',
      attempts: 3,
      externalId: 'fb_123',
      externalUrl: 'https://facebook.example/posts/123',
      error: null,
    });
    const shown = await call(t.app, 'GET', `/api/social/posts/${post.id}`, { token });
    expect(shown.json().data).toMatchObject({ status: 'published', failure_reason: null });
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notes).toEqual([]);
  });

  it('fails a post a platform never takes, tells the author once, and publishes it on retry', async () => {
    const { user, token } = await registerUser(t.app);
    const page = await addConnection(t, user.id, { platform: 'linkedin', name: 'Company page' });
    let up = false;
    const linkedin = fakeConnector('linkedin', async () => {
      if (!up) throw new ConnectorError('rate_limited', 'Too many requests', 60);
      return { externalId: 'urn:li:share:9', url: null };
    });
    const deps = jobDeps(t.app, { linkedin: linkedin.connector });
    const post = await schedule(token, [page.id]);
    const job = jobOf(post.id);
    for (let i = 0; i < 4; i += 1) await expect(publishPost(deps, job, FIRST)).rejects.toThrow();
    await publishPost(deps, job, LAST);
    await publishPost(deps, job, LAST);
    expect((await postRow(post.id))?.status).toBe('failed');
    const [target] = await targetsOf(post.id);
    expect(target).toMatchObject({ status: 'failed', attempts: 5, error: 'social.posts.platform_busy' });

    const shown = (await call(t.app, 'GET', `/api/social/posts/${post.id}`, { token })).json().data;
    expect(shown.failure_reason).toBe('The platform was busy; it will be tried again');
    expect(shown.targets[0]).toMatchObject({ platform: 'linkedin', name: 'Company page', status: 'failed' });
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ type: 'post_failed' });
    expect(notes[0]?.data).toMatchObject({
      post_id: post.id,
      reason: 'social.posts.platform_busy',
      partial: false,
    });

    const failedList = await call(t.app, 'GET', '/api/social/posts?status=failed', { token });
    expect(failedList.json().data.map((p: { id: string }) => p.id)).toEqual([post.id]);

    up = true;
    const retried = await call(t.app, 'POST', `/api/social/posts/${post.id}/retry`, { token });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().data.status).toBe('scheduled');
    const again = jobOf(post.id);
    expect(again.due).not.toBe(job.due);
    // The old job, delivered late, finds nothing to do.
    await publishPost(deps, job, LAST);
    await publishPost(deps, again, FIRST);
    expect((await postRow(post.id))?.status).toBe('published');
    expect((await targetsOf(post.id))[0]).toMatchObject({
      status: 'published',
      externalId: 'urn:li:share:9',
    });
    expect(linkedin.calls).toHaveLength(6);
  });

  it('fails a target at once for an expired token or refused media, and marks the connection', async () => {
    const { user, token } = await registerUser(t.app);
    const expiring = await addConnection(t, user.id, { name: 'Old page' });
    const strict = await addConnection(t, user.id, { platform: 'linkedin', name: 'Strict page' });
    const deps = jobDeps(t.app, {
      facebook: fakeConnector('facebook', async () => {
        throw new ConnectorError('token_expired', 'Session has expired');
      }).connector,
      linkedin: fakeConnector('linkedin', async () => {
        throw new ConnectorError('rejected', 'Image dimensions are too small');
      }).connector,
    });
    const post = await schedule(token, ['feed', expiring.id, strict.id]);
    await publishPost(deps, jobOf(post.id), FIRST);
    const targets = await targetsOf(post.id);
    expect(targets.find((x) => x.platform === 'facebook')).toMatchObject({
      status: 'failed',
      error: 'social.posts.connection_expired',
    });
    expect(targets.find((x) => x.platform === 'linkedin')).toMatchObject({
      status: 'failed',
      error: 'Image dimensions are too small',
    });
    const [connection] = await t.database.db
      .select()
      .from(socialConnections)
      .where(eq(socialConnections.id, expiring.id));
    expect(connection?.status).toBe('expired');
    // The feed took it: published, and the author hears about the pages that did not.
    const row = await postRow(post.id);
    expect(row).toMatchObject({ status: 'published', failureReason: null });
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notes.map((note) => note.data)).toMatchObject([{ post_id: post.id, partial: true }]);
  });

  it('does not publish twice a page whose worker died mid-call, and ends the post on the last try', async () => {
    const { user, token } = await registerUser(t.app);
    const page = await addConnection(t, user.id);
    const facebook = fakeConnector('facebook', async () => ({ externalId: 'fb_1', url: null }));
    const deps = jobDeps(t.app, { facebook: facebook.connector });
    const post = await schedule(token, ['feed', page.id]);
    // As if a worker took the page and died before it heard back.
    await t.database.db
      .update(postTargets)
      .set({ status: 'publishing', attempts: 1 })
      .where(and(eq(postTargets.postId, post.id), eq(postTargets.platform, 'facebook')));
    await expect(publishPost(deps, jobOf(post.id), FIRST)).rejects.toThrow(/try again later/);
    expect((await postRow(post.id))?.status).toBe('publishing');
    await publishPost(deps, jobOf(post.id), LAST);
    expect(facebook.calls).toHaveLength(0);
    const targets = await targetsOf(post.id);
    expect(targets.find((x) => x.platform === 'facebook')).toMatchObject({
      status: 'failed',
      error: 'social.posts.publish_interrupted',
    });
    expect((await postRow(post.id))?.status).toBe('published');
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notes).toHaveLength(1);
  });

  it('sends the job of a post whose send was lost, once', async () => {
    const { token } = await registerUser(t.app);
    const post = await schedule(token, ['feed']);
    // As if the process died between the commit and the send: due two minutes ago, no job.
    const due = new Date(Date.now() - 120_000);
    await t.database.db.update(posts).set({ scheduledAt: due }).where(eq(posts.id, post.id));
    const before = sentJobs(t.app.jobs, PUBLISH_POST_JOB).length;
    const deps = jobDeps(t.app);
    expect(await sendOverduePosts(deps)).toBeGreaterThanOrEqual(1);
    expect(await sendOverduePosts(deps)).toBeGreaterThanOrEqual(1);
    const sent = sentJobs(t.app.jobs, PUBLISH_POST_JOB).slice(before);
    expect(sent.filter((job) => (job.data as TPublishPostData).postId === post.id)).toHaveLength(1);
    await publishPost(deps, jobOf(post.id), FIRST);
    expect((await postRow(post.id))?.status).toBe('published');
    expect(
      (
        await t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(posts)
          .where(and(eq(posts.status, 'scheduled'), inArray(posts.id, [post.id])))
      )[0]?.n,
    ).toBe(0);
  });
});
