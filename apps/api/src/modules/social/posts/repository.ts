import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { TExecutor } from '../../../db/client.ts';
import { businesses } from '../../../db/schema/directory.ts';
import { postMedia, postMentions, posts, postTargets, socialConnections } from '../../../db/schema/social.ts';

export type TPostRow = typeof posts.$inferSelect;
export type TPostTargetRow = typeof postTargets.$inferSelect;
export type TPostMediaRow = typeof postMedia.$inferSelect;
export type TConnectionRow = typeof socialConnections.$inferSelect;
export type TNewPost = typeof posts.$inferInsert;
export type TPostChanges = Partial<Omit<TNewPost, 'id' | 'authorId' | 'createdAt'>>;

/* Media */

export async function insertMedia(
  db: TExecutor,
  values: typeof postMedia.$inferInsert,
): Promise<TPostMediaRow> {
  const [row] = await db.insert(postMedia).values(values).returning();
  if (!row) throw new Error('insert into post_media returned nothing');
  return row;
}

export async function findOwnedMedia(db: TExecutor, ownerId: string, id: string) {
  const [row] = await db
    .select()
    .from(postMedia)
    .where(and(eq(postMedia.id, id), eq(postMedia.ownerId, ownerId)))
    .limit(1);
  return row;
}

/** The owner's media among `ids` that are free or already on `postId`. */
export async function findUsableMedia(
  db: TExecutor,
  ownerId: string,
  ids: string[],
  postId: string | null,
): Promise<TPostMediaRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(postMedia)
    .where(
      and(
        inArray(postMedia.id, ids),
        eq(postMedia.ownerId, ownerId),
        postId ? or(isNull(postMedia.postId), eq(postMedia.postId, postId)) : isNull(postMedia.postId),
      ),
    );
}

export async function updateMediaAlt(db: TExecutor, ownerId: string, id: string, alt: string) {
  const [row] = await db
    .update(postMedia)
    .set({ alt })
    .where(and(eq(postMedia.id, id), eq(postMedia.ownerId, ownerId)))
    .returning();
  return row;
}

export async function deleteMediaRows(db: TExecutor, ids: string[]): Promise<TPostMediaRow[]> {
  if (ids.length === 0) return [];
  return db.delete(postMedia).where(inArray(postMedia.id, ids)).returning();
}

export async function listMediaOfPosts(db: TExecutor, postIds: string[]): Promise<TPostMediaRow[]> {
  if (postIds.length === 0) return [];
  return db
    .select()
    .from(postMedia)
    .where(inArray(postMedia.postId, postIds))
    .orderBy(asc(postMedia.position), asc(postMedia.createdAt));
}

/** Attaches media to a post in the given order. */
export async function attachMedia(db: TExecutor, postId: string, ids: string[]): Promise<void> {
  for (const [position, id] of ids.entries())
    await db.update(postMedia).set({ postId, position }).where(eq(postMedia.id, id));
}

/* Connections, businesses */

export async function findActiveConnections(
  db: TExecutor,
  userId: string,
  ids: string[],
): Promise<TConnectionRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(socialConnections)
    .where(
      and(
        inArray(socialConnections.id, ids),
        eq(socialConnections.userId, userId),
        eq(socialConnections.status, 'active'),
      ),
    );
}

export async function findConnection(db: TExecutor, id: string): Promise<TConnectionRow | undefined> {
  const [row] = await db.select().from(socialConnections).where(eq(socialConnections.id, id)).limit(1);
  return row;
}

export async function markConnectionExpired(db: TExecutor, id: string): Promise<void> {
  await db
    .update(socialConnections)
    .set({ status: 'expired', updatedAt: new Date() })
    .where(eq(socialConnections.id, id));
}

/** Businesses (in the directory) by id, for mentions and the post's author line. */
export async function findBusinessesByIds(db: TExecutor, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: businesses.id,
      name: businesses.name,
      slug: businesses.slug,
      logoThumbKey: businesses.logoThumbKey,
      logoKey: businesses.logoKey,
    })
    .from(businesses)
    .where(and(inArray(businesses.id, ids), eq(businesses.kind, 'business')));
}

/* Posts */

export async function insertPost(db: TExecutor, values: TNewPost): Promise<TPostRow> {
  const [row] = await db.insert(posts).values(values).returning();
  if (!row) throw new Error('insert into posts returned nothing');
  return row;
}

/** The author's post, locked for the transaction when `lock`. */
export async function findOwnedPost(
  db: TExecutor,
  authorId: string,
  id: string,
  lock = false,
): Promise<TPostRow | undefined> {
  const query = db
    .select()
    .from(posts)
    .where(and(eq(posts.id, id), eq(posts.authorId, authorId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updatePost(db: TExecutor, id: string, values: TPostChanges): Promise<TPostRow> {
  const [row] = await db
    .update(posts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(posts.id, id))
    .returning();
  if (!row) throw new Error('update of posts returned nothing');
  return row;
}

export async function deletePostRow(db: TExecutor, authorId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(posts)
    .where(and(eq(posts.id, id), eq(posts.authorId, authorId)))
    .returning({ id: posts.id });
  return rows.length > 0;
}

export async function replaceMentions(db: TExecutor, postId: string, businessIds: string[]): Promise<void> {
  await db.delete(postMentions).where(eq(postMentions.postId, postId));
  if (businessIds.length > 0)
    await db.insert(postMentions).values(businessIds.map((businessId) => ({ postId, businessId })));
}

export async function listMentionsOfPosts(db: TExecutor, postIds: string[]) {
  if (postIds.length === 0) return [];
  return db
    .select({ postId: postMentions.postId, id: businesses.id, name: businesses.name, slug: businesses.slug })
    .from(postMentions)
    .innerJoin(businesses, eq(businesses.id, postMentions.businessId))
    .where(inArray(postMentions.postId, postIds))
    .orderBy(asc(businesses.name));
}

export async function listTargetsOfPosts(db: TExecutor, postIds: string[]): Promise<TPostTargetRow[]> {
  if (postIds.length === 0) return [];
  return db
    .select()
    .from(postTargets)
    .where(inArray(postTargets.postId, postIds))
    .orderBy(asc(postTargets.platform), asc(postTargets.targetName));
}

export async function insertTargets(
  db: TExecutor,
  values: (typeof postTargets.$inferInsert)[],
): Promise<void> {
  if (values.length > 0) await db.insert(postTargets).values(values);
}

export async function deleteTargets(db: TExecutor, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.delete(postTargets).where(inArray(postTargets.id, ids));
}

/** Failed targets of a post whose page is still connected back to pending (publish again). */
export async function resetFailedTargets(db: TExecutor, postId: string): Promise<number> {
  const rows = await db
    .update(postTargets)
    .set({ status: 'pending', error: null })
    .where(
      and(
        eq(postTargets.postId, postId),
        eq(postTargets.status, 'failed'),
        or(eq(postTargets.platform, 'feed'), isNotNull(postTargets.connectionId)),
      ),
    )
    .returning({ id: postTargets.id });
  return rows.length;
}

/** `scheduled` lists posts being published too; drafts and failed by last change. */
function statusWhere(status: 'draft' | 'scheduled' | 'published' | 'failed' | undefined): SQL | undefined {
  if (!status) return undefined;
  if (status === 'scheduled') return inArray(posts.status, ['scheduled', 'publishing']);
  return eq(posts.status, status);
}

export async function listOwnedPosts(
  db: TExecutor,
  authorId: string,
  options: { status?: 'draft' | 'scheduled' | 'published' | 'failed'; limit: number; offset: number },
): Promise<{ rows: TPostRow[]; total: number }> {
  const where = and(eq(posts.authorId, authorId), statusWhere(options.status));
  const order =
    options.status === 'scheduled'
      ? [asc(posts.scheduledAt), asc(posts.id)]
      : options.status === 'published'
        ? [desc(posts.publishedAt), desc(posts.id)]
        : [desc(posts.updatedAt), desc(posts.id)];
  const rows = await db
    .select()
    .from(posts)
    .where(where)
    .orderBy(...order)
    .limit(options.limit)
    .offset(options.offset);
  const [total] = await db.select({ count: count() }).from(posts).where(where);
  return { rows, total: Number(total?.count ?? 0) };
}

/** The author's scheduled posts due in [from, to) and published posts that went out in it. */
export async function listCalendarPosts(
  db: TExecutor,
  authorId: string,
  from: Date,
  to: Date,
  limit: number,
): Promise<TPostRow[]> {
  return db
    .select()
    .from(posts)
    .where(
      and(
        eq(posts.authorId, authorId),
        or(
          and(
            inArray(posts.status, ['scheduled', 'publishing']),
            gte(posts.scheduledAt, from),
            lt(posts.scheduledAt, to),
          ),
          and(eq(posts.status, 'published'), gte(posts.publishedAt, from), lt(posts.publishedAt, to)),
        ),
      ),
    )
    .orderBy(sql`coalesce(${posts.publishedAt}, ${posts.scheduledAt})`, asc(posts.id))
    .limit(limit);
}

export async function listUpcomingPosts(db: TExecutor, authorId: string, limit: number) {
  return db
    .select()
    .from(posts)
    .where(and(eq(posts.authorId, authorId), eq(posts.status, 'scheduled')))
    .orderBy(asc(posts.scheduledAt), asc(posts.id))
    .limit(limit);
}

/* Publishing */

/**
 * Claims a due post for publishing: only while it is still scheduled for `due` (or being published
 * for it, by an earlier try of the same job). A post rescheduled, unscheduled, deleted or done
 * answers undefined.
 */
export async function claimDuePost(db: TExecutor, id: string, due: string): Promise<TPostRow | undefined> {
  const [row] = await db
    .update(posts)
    .set({ status: 'publishing', updatedAt: new Date() })
    .where(
      and(
        eq(posts.id, id),
        inArray(posts.status, ['scheduled', 'publishing']),
        eq(posts.scheduledAt, new Date(due)),
      ),
    )
    .returning();
  return row;
}

/** Publishes the feed target, once: answers whether this call did. */
export async function publishFeedTarget(db: TExecutor, postId: string): Promise<boolean> {
  const rows = await db
    .update(postTargets)
    .set({
      status: 'published',
      publishedAt: sql`now()`,
      attempts: sql`${postTargets.attempts} + 1`,
      error: null,
    })
    .where(
      and(
        eq(postTargets.postId, postId),
        eq(postTargets.platform, 'feed'),
        eq(postTargets.status, 'pending'),
      ),
    )
    .returning({ id: postTargets.id });
  return rows.length > 0;
}

/** Takes a pending external target for this try (pending → publishing); undefined when another has it. */
export async function claimTarget(db: TExecutor, id: string): Promise<TPostTargetRow | undefined> {
  const [row] = await db
    .update(postTargets)
    .set({ status: 'publishing', attempts: sql`${postTargets.attempts} + 1` })
    .where(and(eq(postTargets.id, id), eq(postTargets.status, 'pending')))
    .returning();
  return row;
}

/** Records the outcome of a claimed target (publishing → published, failed or pending again). */
export async function settleTarget(
  db: TExecutor,
  id: string,
  values: Pick<Partial<TPostTargetRow>, 'status' | 'error' | 'externalId' | 'externalUrl' | 'publishedAt'>,
): Promise<void> {
  await db
    .update(postTargets)
    .set(values)
    .where(and(eq(postTargets.id, id), eq(postTargets.status, 'publishing')));
}

/** On a post's last try: its targets still pending fail with their last error. */
export async function failPendingTargets(db: TExecutor, postId: string, reason: string): Promise<void> {
  await db
    .update(postTargets)
    .set({ status: 'failed', error: sql`coalesce(${postTargets.error}, ${reason})` })
    .where(and(eq(postTargets.postId, postId), eq(postTargets.status, 'pending')));
}

/**
 * Ends a post's publishing once every target is done: `published` when any target went out,
 * otherwise `failed`. Only one caller gets the row back (the post must still be publishing for
 * `due`), so the author is told once.
 */
export async function finishPost(
  db: TExecutor,
  id: string,
  due: string,
  values: { status: 'published' | 'failed'; failureReason: string | null },
): Promise<TPostRow | undefined> {
  const [row] = await db
    .update(posts)
    .set({
      status: values.status,
      failureReason: values.failureReason,
      ...(values.status === 'published' ? { publishedAt: sql`coalesce(${posts.publishedAt}, now())` } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(posts.id, id), eq(posts.status, 'publishing'), eq(posts.scheduledAt, new Date(due))))
    .returning();
  return row;
}

export async function setPublishedAt(db: TExecutor, id: string): Promise<void> {
  await db
    .update(posts)
    .set({ publishedAt: sql`coalesce(${posts.publishedAt}, now())` })
    .where(eq(posts.id, id));
}

/** Scheduled posts more than `graceSeconds` overdue (the safety sweep re-sends them). */
export async function listOverduePosts(db: TExecutor, graceSeconds: number, limit: number) {
  return db
    .select({ id: posts.id, scheduledAt: posts.scheduledAt })
    .from(posts)
    .where(
      and(
        eq(posts.status, 'scheduled'),
        lt(posts.scheduledAt, sql`now() - make_interval(secs => ${graceSeconds})`),
      ),
    )
    .orderBy(asc(posts.scheduledAt))
    .limit(limit);
}
