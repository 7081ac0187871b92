import { COMMENT_MAX_LENGTH } from '@haat/shared/social/constants';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../../test/test-app.ts';
import { notifications } from '../../../db/schema/notifications.ts';
import { postEvents, posts, reports } from '../../../db/schema/social.ts';
import { makeStaff } from '../../kyc/kyc-test-helpers.ts';
import { insertPost, ok } from './community-test-helpers.ts';

/* Likes, comments, shares and reports (issue 16, decision 065). */

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
});
afterAll(() => t.close());

async function postRow(id: string) {
  const [row] = await t.database.db.select().from(posts).where(eq(posts.id, id));
  if (!row) throw new Error('no post');
  return row;
}

async function noticesOf(userId: string, type: string) {
  return t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));
}

describe('likes', () => {
  it('counts a like once, takes it back once, and tells the author once an hour', async () => {
    const author = await registerUser(t.app);
    const fan = await registerUser(t.app);
    const other = await registerUser(t.app);
    const post = await insertPost(t.database.db, { authorId: author.user.id });

    expect((await ok(t.app, 'PUT', `/api/social/posts/${post}/like`, fan.token)).data).toEqual({
      liked: true,
      likes: 1,
    });
    expect((await ok(t.app, 'PUT', `/api/social/posts/${post}/like`, fan.token)).data).toEqual({
      liked: true,
      likes: 1,
    });
    expect((await ok(t.app, 'PUT', `/api/social/posts/${post}/like`, other.token)).data.likes).toBe(2);
    const item = (await ok(t.app, 'GET', `/api/social/posts/${post}/public`, fan.token)).data;
    expect(item).toMatchObject({ liked_by_me: true, counts: { likes: 2 } });
    expect(await noticesOf(author.user.id, 'post_liked')).toHaveLength(1);

    expect((await ok(t.app, 'DELETE', `/api/social/posts/${post}/like`, fan.token)).data).toEqual({
      liked: false,
      likes: 1,
    });
    expect((await ok(t.app, 'DELETE', `/api/social/posts/${post}/like`, fan.token)).data).toEqual({
      liked: false,
      likes: 1,
    });
    expect((await postRow(post)).likeCount).toBe(1);
    const events = await t.database.db.select().from(postEvents).where(eq(postEvents.postId, post));
    expect(events.filter((e) => e.type === 'like')).toHaveLength(2);

    // Liking at once from two requests still counts one.
    const [a, b] = await Promise.all([
      call(t.app, 'PUT', `/api/social/posts/${post}/like`, { token: fan.token }),
      call(t.app, 'PUT', `/api/social/posts/${post}/like`, { token: fan.token }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await postRow(post)).likeCount).toBe(2);
  });

  it('never shows nor lets anyone touch another person’s draft or private post (404)', async () => {
    const author = await registerUser(t.app);
    const fan = await registerUser(t.app);
    await ok(t.app, 'PUT', `/api/social/follows/users/${author.user.id}`, fan.token);
    const draft = await insertPost(t.database.db, { authorId: author.user.id, status: 'draft' });
    const elsewhere = await insertPost(t.database.db, { authorId: author.user.id, feed: false });
    for (const id of [draft, elsewhere]) {
      for (const [method, url, body] of [
        ['GET', `/api/social/posts/${id}/public`, undefined],
        ['PUT', `/api/social/posts/${id}/like`, undefined],
        ['GET', `/api/social/posts/${id}/comments`, undefined],
        ['POST', `/api/social/posts/${id}/comments`, { body: 'hi' }],
        ['POST', `/api/social/posts/${id}/share`, {}],
        ['POST', '/api/social/reports', { subject_type: 'post', subject_id: id, reason: 'spam' }],
      ] as const) {
        const response = await call(t.app, method, url, { token: fan.token, body });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
      expect((await postRow(id)).likeCount).toBe(0);
    }
    expect((await ok(t.app, 'GET', '/api/social/feed', fan.token)).data).toEqual([]);
    expect((await ok(t.app, 'GET', `/api/social/users/${author.user.id}/posts`, fan.token)).data).toEqual([]);
  });
});

describe('comments', () => {
  it('comments, replies and deletes keep the count right', async () => {
    const author = await registerUser(t.app);
    const ana = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const post = await insertPost(t.database.db, { authorId: author.user.id });
    const url = `/api/social/posts/${post}/comments`;

    const empty = await call(t.app, 'POST', url, { token: ana.token, body: { body: '   ' } });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.body[0]).toBe('Comment is required');
    const long = await call(t.app, 'POST', url, {
      token: ana.token,
      body: { body: 'x'.repeat(COMMENT_MAX_LENGTH + 1) },
    });
    expect(long.statusCode).toBe(422);

    const top = (await ok(t.app, 'POST', url, ana.token, { body: '  First!  ' })).data;
    expect(top).toMatchObject({
      body: 'First!',
      parent_id: null,
      mine: true,
      can_delete: true,
      deleted: false,
    });
    const reply = (await ok(t.app, 'POST', url, bob.token, { body: 'ভালো লাগলো', parent_id: top.id })).data;
    const replyToReply = await call(t.app, 'POST', url, {
      token: ana.token,
      body: { body: 'no', parent_id: reply.id },
    });
    expect(replyToReply.statusCode).toBe(422);
    expect(replyToReply.json().errors.parent_id).toBeDefined();
    const second = (await ok(t.app, 'POST', url, bob.token, { body: 'Second' })).data;
    expect((await postRow(post)).commentCount).toBe(3);
    expect(await noticesOf(author.user.id, 'post_commented')).toHaveLength(3);

    const list = await ok(t.app, 'GET', url, ana.token);
    expect(list.meta).toEqual({ next_cursor: null, total: 3 });
    expect(list.data.map((c: { id: string }) => c.id)).toEqual([top.id, second.id]);
    expect(list.data[0]).toMatchObject({
      reply_count: 1,
      replies: [{ id: reply.id, body: 'ভালো লাগলো', can_delete: false }],
    });

    // Others may not delete; the post's author may.
    expect(
      (await call(t.app, 'DELETE', `/api/social/comments/${top.id}`, { token: bob.token })).statusCode,
    ).toBe(403);
    // A comment with replies stays as "deleted".
    expect((await ok(t.app, 'DELETE', `/api/social/comments/${top.id}`, ana.token)).data).toEqual({
      comments: 2,
    });
    const after = (await ok(t.app, 'GET', url, ana.token)).data;
    expect(after[0]).toMatchObject({ id: top.id, deleted: true, body: '', author: null, reply_count: 1 });
    expect(
      (await call(t.app, 'DELETE', `/api/social/comments/${top.id}`, { token: ana.token })).statusCode,
    ).toBe(404);
    // Its last reply goes (by the post's author): both go.
    expect((await ok(t.app, 'DELETE', `/api/social/comments/${reply.id}`, author.token)).data).toEqual({
      comments: 1,
    });
    const left = (await ok(t.app, 'GET', url, ana.token)).data;
    expect(left.map((c: { id: string }) => c.id)).toEqual([second.id]);
    expect((await ok(t.app, 'DELETE', `/api/social/comments/${second.id}`, bob.token)).data).toEqual({
      comments: 0,
    });
    expect((await postRow(post)).commentCount).toBe(0);
  });

  it('pages top-level comments oldest first', async () => {
    const author = await registerUser(t.app);
    const post = await insertPost(t.database.db, { authorId: author.user.id });
    const url = `/api/social/posts/${post}/comments`;
    const ids: string[] = [];
    for (let i = 0; i < 22; i += 1)
      ids.push((await ok(t.app, 'POST', url, author.token, { body: `c${i}` })).data.id);
    const first = await ok(t.app, 'GET', url, author.token);
    expect(first.data).toHaveLength(20);
    const second = await ok(t.app, 'GET', `${url}?cursor=${first.meta.next_cursor}`, author.token);
    expect([...first.data, ...second.data].map((c: { id: string }) => c.id)).toEqual(ids);
    expect(second.meta.next_cursor).toBeNull();
  });
});

describe('shares', () => {
  it('reposts into the sharer’s feed and counts once per person', async () => {
    const author = await registerUser(t.app);
    const sharer = await registerUser(t.app);
    const watcher = await registerUser(t.app);
    await ok(t.app, 'PUT', `/api/social/follows/users/${sharer.user.id}`, watcher.token);
    const post = await insertPost(t.database.db, { authorId: author.user.id, content: 'Original #Deal' });

    const repost = (
      await ok(t.app, 'POST', `/api/social/posts/${post}/share`, sharer.token, { content: 'Look #Dhaka' })
    ).data;
    expect(repost).toMatchObject({
      content: 'Look #Dhaka',
      hashtags: ['dhaka'],
      mine: true,
      is_repost: true,
      shared_by_me: true,
      repost_of: { id: post, content: 'Original #Deal', author: { id: author.user.id } },
    });
    await ok(t.app, 'POST', `/api/social/posts/${post}/share`, sharer.token, {});
    // Sharing the repost shares the original.
    await ok(t.app, 'POST', `/api/social/posts/${repost.id}/share`, sharer.token, {});
    expect((await postRow(post)).shareCount).toBe(1);
    await ok(t.app, 'POST', `/api/social/posts/${repost.id}/share`, watcher.token, {});
    expect((await postRow(post)).shareCount).toBe(2);

    const feed = (await ok(t.app, 'GET', '/api/social/feed', watcher.token)).data;
    expect(feed.length).toBe(4);
    expect(feed.every((item: { repost_of: { id: string } | null }) => item.repost_of?.id === post)).toBe(
      true,
    );
    expect((await ok(t.app, 'GET', '/api/social/me/stats', sharer.token)).data.posts).toBe(3);
    const tooLong = await call(t.app, 'POST', `/api/social/posts/${post}/share`, {
      token: sharer.token,
      body: { content: 'x'.repeat(5001) },
    });
    expect(tooLong.statusCode).toBe(422);
  });
});

describe('reports', () => {
  it('takes one report per person and subject, not of one’s own, and tells staff', async () => {
    const staff = await makeStaff(t);
    const author = await registerUser(t.app);
    const reporter = await registerUser(t.app);
    const post = await insertPost(t.database.db, { authorId: author.user.id });
    const comment = (
      await ok(t.app, 'POST', `/api/social/posts/${post}/comments`, author.token, { body: 'Buy now!!!' })
    ).data;

    const body = { subject_type: 'post', subject_id: post, reason: 'spam', note: 'Same ad every hour' };
    const first = await call(t.app, 'POST', '/api/social/reports', { token: reporter.token, body });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({
      subject_type: 'post',
      subject_id: post,
      reason: 'spam',
      status: 'open',
    });
    const second = await call(t.app, 'POST', '/api/social/reports', { token: reporter.token, body });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('You have already reported this. Our team will review it.');

    const onComment = await call(t.app, 'POST', '/api/social/reports', {
      token: reporter.token,
      body: { subject_type: 'comment', subject_id: comment.id, reason: 'abuse' },
    });
    expect(onComment.statusCode).toBe(201);
    const own = await call(t.app, 'POST', '/api/social/reports', {
      token: author.token,
      body: { subject_type: 'post', subject_id: post, reason: 'other' },
    });
    expect(own.statusCode).toBe(422);
    const badReason = await call(t.app, 'POST', '/api/social/reports', {
      token: reporter.token,
      body: { subject_type: 'post', subject_id: post, reason: 'boring' },
    });
    expect(badReason.statusCode).toBe(422);

    expect(
      await t.database.db.select().from(reports).where(eq(reports.reporterId, reporter.user.id)),
    ).toHaveLength(2);
    expect(await noticesOf(staff.user.id, 'staff_content_reported')).toHaveLength(2);
  });
});
