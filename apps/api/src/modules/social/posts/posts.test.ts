import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../../test/test-app.ts';
import { postMedia, posts } from '../../../db/schema/social.ts';
import { photoWithExif } from '../../cards/cards-test-helpers.ts';
import { createBusiness } from '../../directory/directory-test-helpers.ts';
import { sentJobs } from '../../jobs/recording-jobs.ts';
import { PUBLISH_POST_JOB } from './post-deps.ts';
import { addConnection, localIn, uploadMedia, writePost } from './posts-test-helpers.ts';

/*
 * Social posts through the API (issue 16 items 1–2): compose rules, drafts to scheduled to
 * rescheduled to deleted, time zones, media, duplicate, lists, calendar and upcoming. The queue
 * only records here; publish-post.test.ts runs the job.
 */

let t: TTestApp;
let author: Awaited<ReturnType<typeof registerUser>>;
let other: Awaited<ReturnType<typeof registerUser>>;
beforeAll(async () => {
  t = await createTestApp();
  author = await registerUser(t.app);
  other = await registerUser(t.app);
});
afterAll(() => t.close());

const countPosts = async (userId: string) =>
  (await t.database.db.select().from(posts).where(eq(posts.authorId, userId))).length;

/** A small MP4: `ftyp` and a movie header of `seconds`. */
function mp4Of(seconds: number): Buffer {
  const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 16]), Buffer.from('ftypisom'), Buffer.alloc(4)]);
  const body = Buffer.alloc(100);
  body.writeUInt32BE(1000, 12);
  body.writeUInt32BE(seconds * 1000, 16);
  const mvhd = Buffer.concat([Buffer.from([0, 0, 0, 108]), Buffer.from('mvhd'), body]);
  return Buffer.concat([ftyp, Buffer.from([0, 0, 0, 116]), Buffer.from('moov'), mvhd, Buffer.alloc(2000)]);
}

describe('composing', () => {
  it('refuses what cannot be posted, on the field, and writes nothing', async () => {
    const { user, token } = await registerUser(t.app);
    const linkedin = await addConnection(t, user.id, { platform: 'linkedin', name: 'My LinkedIn' });
    const expired = await addConnection(t, user.id, { status: 'expired' });
    const othersPage = await addConnection(t, other.user.id);
    const othersBusiness = await createBusiness(t.app, other.token);
    const othersImage = (await uploadMedia(t.app, other.token, await photoWithExif())).json().data;

    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ content: 'Hello', action: 'publish', targets: [] }, 'targets', /where to post/i],
      [{ content: '   ', action: 'publish' }, 'content', /Write something/],
      [
        { content: 'x'.repeat(3001), action: 'publish', targets: ['feed', linkedin.id] },
        'content',
        /LinkedIn takes at most 3000 characters/,
      ],
      [
        { content: 'x'.repeat(5001), action: 'draft' },
        'content',
        /community feed takes at most 5000 characters/,
      ],
      [{ content: 'Hi', action: 'publish', targets: [othersPage.id] }, 'targets', /connected pages/],
      [{ content: 'Hi', action: 'publish', targets: [expired.id] }, 'targets', /connected pages/],
      [{ content: 'Hi', action: 'draft', business_id: othersBusiness.id }, 'business_id', /own businesses/],
      [{ content: 'Hi', action: 'draft', media_ids: [othersImage.id] }, 'media_ids', /not found/],
      [
        { content: 'Hi', action: 'draft', mentions: ['00000000-0000-4000-8000-000000000000'] },
        'mentions',
        /not found/,
      ],
      [{ content: 'Hi', action: 'schedule', time_zone: 'Asia/Dhaka' }, 'scheduled_for', /required/i],
      [
        { content: 'Hi', action: 'schedule', scheduled_for: '2020-01-01T10:00', time_zone: 'Asia/Dhaka' },
        'scheduled_for',
        /future/,
      ],
      [
        { content: 'Hi', action: 'schedule', scheduled_for: localIn(60 * 24 * 400, 'UTC'), time_zone: 'UTC' },
        'scheduled_for',
        /within a year/,
      ],
      [
        { content: 'Hi', action: 'schedule', scheduled_for: '2031-02-30T10:00', time_zone: 'Asia/Dhaka' },
        'scheduled_for',
        /valid date/,
      ],
      [
        { content: 'Hi', action: 'schedule', scheduled_for: localIn(60, 'UTC'), time_zone: 'Mars/Olympus' },
        'time_zone',
        /time zone/i,
      ],
      [
        { content: 'Hi', action: 'schedule', scheduled_for: 'tomorrow', time_zone: 'UTC' },
        'scheduled_for',
        /./,
      ],
      [{ content: 'Hi', action: 'shout' }, 'action', /./],
      [{ content: 'Hi', action: 'publish', targets: ['twitter'] }, 'targets', /./],
      [{ content: 42, action: 'draft' }, 'content', /./],
    ];
    for (const [body, field, message] of cases) {
      const response = await writePost(t.app, token, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 120)).toBe(422);
      expect(response.json().errors[field]?.[0] ?? response.body, field).toMatch(message);
    }
    expect(await countPosts(user.id)).toBe(0);

    // The failure message says what failed.
    const failed = await writePost(t.app, token, { content: '', action: 'publish' });
    expect(failed.json().message).toBe('Failed to publish post');
    const bengali = await call(t.app, 'POST', '/api/social/posts', {
      token,
      body: { content: 'x'.repeat(3001), action: 'publish', targets: [linkedin.id] },
      headers: { 'accept-language': 'bn' },
    });
    expect(bengali.json().errors.content[0]).toContain('LinkedIn');

    // An empty draft is fine.
    const draft = await writePost(t.app, token, { content: '', action: 'draft', targets: [] });
    expect(draft.statusCode, draft.body).toBe(201);
    expect(draft.json().message).toBe('Draft saved');
  });

  it('posts as one of your businesses, with mentions and hashtags (Bengali too)', async () => {
    const business = await createBusiness(t.app, author.token, { name: 'Chai Corner' });
    const mentioned = await createBusiness(t.app, other.token, { name: 'Sweet Shop' });
    const response = await writePost(t.app, author.token, {
      content: 'Fresh tea today #Tea #ঢাকা_চা with @Sweet Shop',
      action: 'draft',
      business_id: business.id,
      mentions: [mentioned.id],
    });
    expect(response.statusCode, response.body).toBe(201);
    const post = response.json().data;
    expect(post.business).toMatchObject({ id: business.id, name: 'Chai Corner', slug: business.slug });
    expect(post.mentions).toEqual([{ id: mentioned.id, name: 'Sweet Shop', slug: mentioned.slug }]);
    expect(post.hashtags).toEqual(['tea', 'ঢাকা_চা']);
    expect(post.status).toBe('draft');
    expect(post.targets).toMatchObject([{ platform: 'feed', status: 'pending', connection_id: null }]);
  });
});

describe('a post from draft to deleted', () => {
  it('saves a draft, edits it, schedules it, moves it, and deletes it', async () => {
    const { token } = await registerUser(t.app);
    const draft = await writePost(t.app, token, { content: 'First words', action: 'draft' });
    expect(draft.statusCode, draft.body).toBe(201);
    const id = draft.json().data.id as string;

    const edited = await call(t.app, 'PATCH', `/api/social/posts/${id}`, {
      token,
      body: { content: 'Better words #launch', action: 'draft', targets: ['feed'] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      content: 'Better words #launch',
      hashtags: ['launch'],
      status: 'draft',
    });

    const at = localIn(60 * 24 * 3, 'Asia/Dhaka');
    const scheduled = await call(t.app, 'PATCH', `/api/social/posts/${id}`, {
      token,
      body: {
        content: 'Better words #launch',
        action: 'schedule',
        targets: ['feed'],
        scheduled_for: at,
        time_zone: 'Asia/Dhaka',
      },
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    const post = scheduled.json().data;
    expect(post).toMatchObject({ status: 'scheduled', time_zone: 'Asia/Dhaka', scheduled_local: at });
    const jobs = sentJobs(t.app.jobs, PUBLISH_POST_JOB).filter(
      (job) => (job.data as { postId: string }).postId === id,
    );
    expect(jobs).toHaveLength(1);
    expect(jobs[0]?.data).toEqual({ postId: id, due: post.scheduled_at });
    expect(jobs[0]?.options.startAfter?.toISOString()).toBe(post.scheduled_at);
    expect(jobs[0]?.options.singletonKey).toBe(`${id}:${post.scheduled_at}`);

    const upcoming = await call(t.app, 'GET', '/api/social/upcoming', { token });
    expect(upcoming.json().data.map((p: { id: string }) => p.id)).toEqual([id]);

    const later = localIn(60 * 24 * 4, 'Asia/Dhaka');
    const moved = await call(t.app, 'PATCH', `/api/social/posts/${id}`, {
      token,
      body: {
        content: 'Better words #launch',
        action: 'schedule',
        targets: ['feed'],
        scheduled_for: later,
        time_zone: 'Asia/Dhaka',
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().message).toBe('Post updated');
    const due = moved.json().data.scheduled_at;
    const after = sentJobs(t.app.jobs, PUBLISH_POST_JOB).filter(
      (job) => (job.data as { postId: string }).postId === id,
    );
    expect(after.map((job) => (job.data as { due: string }).due)).toEqual([post.scheduled_at, due]);

    const list = await call(t.app, 'GET', '/api/social/posts?status=scheduled', { token });
    expect(list.json().data.map((p: { id: string }) => p.id)).toEqual([id]);
    expect(list.json().meta).toEqual({ page: 1, perPage: 20, total: 1 });
    expect((await call(t.app, 'GET', '/api/social/posts?status=draft', { token })).json().data).toEqual([]);

    const deleted = await call(t.app, 'DELETE', `/api/social/posts/${id}`, { token });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe('Post deleted successfully');
    expect((await call(t.app, 'GET', `/api/social/posts/${id}`, { token })).statusCode).toBe(404);
  });

  it("keeps other people's posts out of reach", async () => {
    const mine = (await writePost(t.app, author.token, { content: 'Mine', action: 'draft' })).json().data;
    for (const [method, url, body] of [
      ['GET', `/api/social/posts/${mine.id}`, undefined],
      ['PATCH', `/api/social/posts/${mine.id}`, { content: 'x', action: 'draft' }],
      ['DELETE', `/api/social/posts/${mine.id}`, undefined],
      ['POST', `/api/social/posts/${mine.id}/duplicate`, undefined],
      ['POST', `/api/social/posts/${mine.id}/retry`, undefined],
    ] as const) {
      const response = await call(t.app, method, url, { token: other.token, body });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call(t.app, 'GET', '/api/social/posts')).statusCode).toBe(401);
  });
});

describe('time zones', () => {
  it('schedules 09:30 in Dhaka as 03:30 UTC and reads it back in another zone', async () => {
    const { token } = await registerUser(t.app);
    const day = localIn(60 * 24 * 20, 'Asia/Dhaka').slice(0, 10);
    const response = await writePost(t.app, token, {
      content: 'Morning post',
      action: 'schedule',
      scheduled_for: `${day}T09:30`,
      time_zone: 'Asia/Dhaka',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe('Post scheduled');
    const post = response.json().data;
    expect(post.scheduled_at).toBe(`${day}T03:30:00.000Z`);
    expect(post.scheduled_local).toBe(`${day}T09:30`);

    const calendar = await call(
      t.app,
      'GET',
      `/api/social/calendar?from=${day}&to=${day}&time_zone=America/New_York`,
      { token },
    );
    expect(calendar.statusCode, calendar.body).toBe(200);
    // 03:30 UTC is the evening before in New York: not on that day there.
    expect(calendar.json().data.entries).toEqual([]);
    const dayBefore = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const ny = await call(
      t.app,
      'GET',
      `/api/social/calendar?from=${dayBefore}&to=${dayBefore}&time_zone=America/New_York`,
      { token },
    );
    const [entry] = ny.json().data.entries;
    expect(entry.at).toBe(`${day}T03:30:00.000Z`);
    expect(entry.local).toMatch(new RegExp(`^${dayBefore}T2[23]:30$`));
    expect(entry.post.scheduled_local).toBe(`${day}T09:30`);

    const dhaka = await call(
      t.app,
      'GET',
      `/api/social/calendar?from=${day}&to=${day}&time_zone=Asia/Dhaka`,
      {
        token,
      },
    );
    expect(dhaka.json().data.entries.map((e: { local: string }) => e.local)).toEqual([`${day}T09:30`]);

    const tooLong = await call(t.app, 'GET', '/api/social/calendar?from=2026-01-01&to=2026-03-05', { token });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors.to[0]).toMatch(/62 days/);
    const backwards = await call(t.app, 'GET', '/api/social/calendar?from=2026-02-01&to=2026-01-01', {
      token,
    });
    expect(backwards.statusCode).toBe(422);
    const badZone = await call(
      t.app,
      'GET',
      '/api/social/calendar?from=2026-01-01&to=2026-01-02&time_zone=Nowhere',
      {
        token,
      },
    );
    expect(badZone.json().errors.time_zone).toBeDefined();
  });
});

describe('media', () => {
  it('re-encodes images without metadata, takes short videos, and keeps to the limits', async () => {
    const { user, token } = await registerUser(t.app);
    const big = await photoWithExif(3000, 1500);
    const uploaded = await uploadMedia(t.app, token, big);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const image = uploaded.json().data;
    expect(image).toMatchObject({ kind: 'image', width: 2000, height: 1000, alt: '', duration_ms: null });
    const [row] = await t.database.db.select().from(postMedia).where(eq(postMedia.id, image.id));
    const stored = await t.app.storage.get(row?.storageKey ?? '');
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(row?.storageKey).toMatch(/^social\//);
    expect(row?.postId).toBeNull();

    const text = await uploadMedia(t.app, token, Buffer.from('just some text'), 'text/plain');
    expect(text.statusCode).toBe(422);
    expect(text.json().errors.file[0]).toMatch(/JPG, PNG or WebP image, or an MP4/);

    const video = await uploadMedia(t.app, token, mp4Of(30), 'video/mp4');
    expect(video.statusCode, video.body).toBe(201);
    expect(video.json().data).toMatchObject({ kind: 'video', duration_ms: 30_000 });
    const long = await uploadMedia(t.app, token, mp4Of(600), 'video/mp4');
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.file[0]).toMatch(/120 seconds/);

    const alt = await call(t.app, 'PATCH', `/api/social/media/${image.id}`, {
      token,
      body: { alt: 'A cup of tea' },
    });
    expect(alt.json().data.alt).toBe('A cup of tea');
    expect(
      (
        await call(t.app, 'PATCH', `/api/social/media/${image.id}`, {
          token: other.token,
          body: { alt: 'x' },
        })
      ).statusCode,
    ).toBe(404);

    const mixed = await writePost(t.app, token, {
      content: 'Both',
      action: 'draft',
      media_ids: [image.id, video.json().data.id],
    });
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json().errors.media_ids[0]).toMatch(/video goes alone/);

    const second = (await uploadMedia(t.app, token, await photoWithExif(400, 300))).json().data;
    const post = await writePost(t.app, token, {
      content: '',
      action: 'publish',
      media_ids: [second.id, image.id],
    });
    expect(post.statusCode, post.body).toBe(201);
    expect(post.json().data.media.map((m: { id: string }) => m.id)).toEqual([second.id, image.id]);
    expect(post.json().data.status).toBe('published');
    // Media on a published post stays; another post cannot take it.
    expect((await call(t.app, 'DELETE', `/api/social/media/${image.id}`, { token })).statusCode).toBe(409);
    const reuse = await writePost(t.app, token, { content: 'again', action: 'draft', media_ids: [image.id] });
    expect(reuse.json().errors.media_ids).toBeDefined();

    // A free upload can go; the video was never used.
    const removed = await call(t.app, 'DELETE', `/api/social/media/${video.json().data.id}`, { token });
    expect(removed.statusCode).toBe(200);
    expect(await countPosts(user.id)).toBe(1);

    // Duplicating copies the files: deleting the copy leaves the original's.
    const copy = await call(t.app, 'POST', `/api/social/posts/${post.json().data.id}/duplicate`, { token });
    expect(copy.statusCode, copy.body).toBe(201);
    const duplicate = copy.json().data;
    expect(duplicate).toMatchObject({ status: 'draft', content: '', scheduled_at: null });
    expect(duplicate.media).toHaveLength(2);
    expect(duplicate.media[0].url).not.toBe(post.json().data.media[0].url);
    await call(t.app, 'DELETE', `/api/social/posts/${duplicate.id}`, { token });
    expect(await t.app.storage.get(row?.storageKey ?? '')).toBeDefined();
  });
});

describe('publishing now', () => {
  it('publishes a feed post at once, lists it, and deleting it takes it away', async () => {
    const { token } = await registerUser(t.app);
    const response = await writePost(t.app, token, { content: 'Open today #open', action: 'publish' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe('Post published successfully');
    const post = response.json().data;
    expect(post.status).toBe('published');
    expect(post.published_at).not.toBeNull();
    expect(post.targets[0]).toMatchObject({ platform: 'feed', status: 'published' });

    const published = await call(t.app, 'GET', '/api/social/posts?status=published', { token });
    expect(published.json().data.map((p: { id: string }) => p.id)).toEqual([post.id]);
    const edit = await call(t.app, 'PATCH', `/api/social/posts/${post.id}`, {
      token,
      body: { content: 'changed', action: 'draft' },
    });
    expect(edit.statusCode).toBe(409);
    expect((await call(t.app, 'POST', `/api/social/posts/${post.id}/retry`, { token })).statusCode).toBe(409);
    expect((await call(t.app, 'DELETE', `/api/social/posts/${post.id}`, { token })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/social/posts?status=published', { token })).json().data).toEqual(
      [],
    );
  });
});
