import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { call } from '../../../../test/test-app.ts';
import type { TDb } from '../../../db/client.ts';
import { businesses } from '../../../db/schema/directory.ts';
import { posts, postTargets } from '../../../db/schema/social.ts';

/**
 * A post written straight into the tables (the posts area composes and publishes them; these tests
 * only need rows): published to the feed by default.
 */
export async function insertPost(
  db: TDb,
  values: {
    authorId: string;
    businessId?: string | null;
    content?: string;
    status?: 'draft' | 'scheduled' | 'published' | 'failed';
    publishedAt?: Date;
    /** Where it went: the feed (default) or only elsewhere. */
    feed?: boolean;
  },
): Promise<string> {
  const status = values.status ?? 'published';
  const publishedAt = status === 'published' ? (values.publishedAt ?? new Date()) : null;
  const [row] = await db
    .insert(posts)
    .values({
      authorId: values.authorId,
      businessId: values.businessId ?? null,
      content: values.content ?? 'Hello #haat',
      status,
      publishedAt,
      scheduledAt: status === 'scheduled' ? new Date(Date.now() + 86_400_000) : null,
      hashtags: ['haat'],
    })
    .returning({ id: posts.id });
  if (!row) throw new Error('insert post failed');
  if (values.feed !== false) {
    await db.insert(postTargets).values({
      postId: row.id,
      platform: 'feed',
      status: status === 'published' ? 'published' : 'pending',
      publishedAt,
    });
  }
  return row.id;
}

/** A call that must succeed; answers its `data` (and `meta`). */
export async function ok(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  body?: unknown,
) {
  const response = await call(app, method, url, { token, body });
  if (response.statusCode >= 300)
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** A directory business owned by `ownerId`, written straight into the table. */
export async function insertBusiness(db: TDb, ownerId: string, name = 'Test Shop'): Promise<string> {
  const [row] = await db
    .insert(businesses)
    .values({
      ownerId,
      name,
      slug: `shop-${randomBytes(5).toString('hex')}`,
      type: 'retail',
    })
    .returning({ id: businesses.id });
  if (!row) throw new Error('insert business failed');
  return row.id;
}
