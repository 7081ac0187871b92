import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../../test/test-app.ts';
import { socialConnections } from '../../../db/schema/social.ts';
import { photoWithExif } from '../../cards/cards-test-helpers.ts';
import { sentJobs } from '../../jobs/recording-jobs.ts';
import { PUBLISH_POST_JOB } from './post-deps.ts';
import { addConnection, localIn, uploadMedia, writePost } from './posts-test-helpers.ts';

/*
 * `POST /api/social/posts/:id/reschedule` (the calendar's drag and "Move"): only a scheduled post
 * moves, by compose's rules for the time; only its time and zone change, and its job follows.
 */

let t: TTestApp;
let author: Awaited<ReturnType<typeof registerUser>>;
beforeAll(async () => {
  t = await createTestApp();
  author = await registerUser(t.app);
});
afterAll(() => t.close());

const reschedule = (id: string, body: Record<string, unknown>, token = author.token) =>
  call(t.app, 'POST', `/api/social/posts/${id}/reschedule`, { token, body });

const jobsOf = (id: string) =>
  sentJobs(t.app.jobs, PUBLISH_POST_JOB)
    .filter((job) => (job.data as { postId: string }).postId === id)
    .map((job) => ({ ...(job.data as { due: string }), key: job.options.singletonKey }));

async function scheduled(minutes: number, extra: Record<string, unknown> = {}, token = author.token) {
  const response = await writePost(t.app, token, {
    content: 'Eid offers at the shop #eid',
    action: 'schedule',
    scheduled_for: localIn(minutes, 'Asia/Dhaka'),
    time_zone: 'Asia/Dhaka',
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

describe('rescheduling a post', () => {
  it('moves a scheduled post and its job, and keeps everything else', async () => {
    const image = (await uploadMedia(t.app, author.token, await photoWithExif())).json().data;
    const post = await scheduled(60 * 24, { media_ids: [image.id] });
    const later = localIn(60 * 24 * 3, 'Asia/Dhaka');

    const moved = await reschedule(post.id, { scheduled_for: later, time_zone: 'Asia/Dhaka' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().message).toBe('Post updated');
    const data = moved.json().data;
    expect(data).toMatchObject({
      id: post.id,
      status: 'scheduled',
      content: post.content,
      time_zone: 'Asia/Dhaka',
      scheduled_local: later,
      targets: [expect.objectContaining({ platform: 'feed', status: 'pending' })],
      media: [expect.objectContaining({ id: image.id })],
    });
    expect(jobsOf(post.id)).toEqual([
      { postId: post.id, due: post.scheduled_at, key: `${post.id}:${post.scheduled_at}` },
      { postId: post.id, due: data.scheduled_at, key: `${post.id}:${data.scheduled_at}` },
    ]);

    // Another zone: the same instant is read back in the zone it was moved in.
    const inLondon = localIn(60 * 24 * 5, 'Europe/London');
    const again = (await reschedule(post.id, { scheduled_for: inLondon, time_zone: 'europe/london' })).json()
      .data;
    expect(again).toMatchObject({ time_zone: 'Europe/London', scheduled_local: inLondon });
    const calendar = await call(
      t.app,
      'GET',
      `/api/social/calendar?from=${inLondon.slice(0, 10)}&to=${inLondon.slice(0, 10)}&time_zone=Europe/London`,
      { token: author.token },
    );
    expect(calendar.json().data.entries.map((entry: { local: string }) => entry.local)).toEqual([inLondon]);
  });

  it('refuses past, far and malformed times on the field, and changes nothing', async () => {
    const post = await scheduled(120);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ scheduled_for: '2020-01-01T10:00', time_zone: 'Asia/Dhaka' }, 'scheduled_for', /future/],
      [
        { scheduled_for: localIn(60 * 24 * 400, 'Asia/Dhaka'), time_zone: 'Asia/Dhaka' },
        'scheduled_for',
        /within a year/,
      ],
      [{ scheduled_for: '2026-02-30T10:00', time_zone: 'Asia/Dhaka' }, 'scheduled_for', /date/i],
      [{ scheduled_for: '10:00', time_zone: 'Asia/Dhaka' }, 'scheduled_for', /date/i],
      [{ scheduled_for: localIn(600, 'UTC'), time_zone: 'Mars/Olympus' }, 'time_zone', /time zone/i],
    ];
    for (const [body, field, message] of cases) {
      const response = await reschedule(post.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().errors[field]?.[0], JSON.stringify(body)).toMatch(message);
    }
    const after = (await call(t.app, 'GET', `/api/social/posts/${post.id}`, { token: author.token })).json();
    expect(after.data.scheduled_at).toBe(post.scheduled_at);
    expect(jobsOf(post.id)).toHaveLength(1);
  });

  it('moves only scheduled posts of the author', async () => {
    const draft = (await writePost(t.app, author.token, { content: 'Draft', action: 'draft' })).json().data;
    const published = (await writePost(t.app, author.token, { content: 'Out now', action: 'publish' })).json()
      .data;
    expect(published.status).toBe('published');
    const body = { scheduled_for: localIn(600, 'Asia/Dhaka'), time_zone: 'Asia/Dhaka' };
    for (const post of [draft, published]) {
      const response = await reschedule(post.id, body);
      expect(response.statusCode, post.status).toBe(409);
      expect(response.json().message).toBe('Only a scheduled post can be moved to another time');
    }
    const mine = await scheduled(300);
    const other = await registerUser(t.app);
    expect((await reschedule(mine.id, body, other.token)).statusCode).toBe(404);
    expect((await call(t.app, 'POST', `/api/social/posts/${mine.id}/reschedule`, { body })).statusCode).toBe(
      401,
    );
  });

  it('checks the post as compose does: a page that expired since must be connected again', async () => {
    const { user, token } = await registerUser(t.app);
    const page = await addConnection(t, user.id);
    const post = await scheduled(300, { targets: ['feed', page.id] }, token);
    await t.database.db
      .update(socialConnections)
      .set({ status: 'expired' })
      .where(eq(socialConnections.id, page.id));
    const response = await reschedule(
      post.id,
      { scheduled_for: localIn(900, 'Asia/Dhaka'), time_zone: 'Asia/Dhaka' },
      token,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Failed to save scheduled post');
    expect(response.json().errors.targets?.[0]).toMatch(/connected pages/);
  });
});
