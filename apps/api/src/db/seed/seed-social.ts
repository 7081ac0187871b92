import { and, eq, inArray, sql } from 'drizzle-orm';
import { hashtagsOf } from '../../modules/social/community/share-post.ts';
import { findUserByEmail } from '../../modules/users/repository.ts';
import type { TDb } from '../client.ts';
import { businesses } from '../schema/directory.ts';
import { follows, postComments, postEvents, postLikes, posts, postTargets } from '../schema/social.ts';
import { appMeta } from '../schema/system.ts';

const SEED_KEY = 'seed:social:v1';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type TPerson = 'rahim' | 'nusrat' | 'omar';

interface TSeedPost {
  by: TPerson;
  /** Posted as this business of the author (by its seeded name). */
  as?: string;
  /** How long ago, in hours. */
  hoursAgo: number;
  content: string;
  likedBy: TPerson[];
  comments: { by: TPerson; body: string; replies?: { by: TPerson; body: string }[] }[];
}

/** Ten posts over the last two weeks, in Bengali and English, with likes and a conversation or two. */
const SEED_POSTS: TSeedPost[] = [
  {
    by: 'rahim',
    as: 'Rahim Electronics',
    hoursAgo: 13 * 24 + 5,
    content: 'নতুন স্টক এসেছে! স্মার্টফোন চার্জার আর পাওয়ার ব্যাংকে ১০% ছাড়, এই সপ্তাহ পর্যন্ত। #offer #electronics',
    likedBy: ['nusrat', 'omar'],
    comments: [
      {
        by: 'omar',
        body: 'Do you deliver to Chattogram?',
        replies: [{ by: 'rahim', body: 'Yes, 2–3 days by courier.' }],
      },
    ],
  },
  {
    by: 'nusrat',
    hoursAgo: 12 * 24 + 2,
    content: 'Finally opened my second oven today. Thank you all for the support! #smallbusiness',
    likedBy: ['rahim', 'omar'],
    comments: [{ by: 'rahim', body: 'অভিনন্দন! 🎉' }],
  },
  {
    by: 'nusrat',
    as: 'পুরান ঢাকার কাচ্চি ঘর',
    hoursAgo: 10 * 24 + 20,
    content: 'শুক্রবার স্পেশাল: কাচ্চি বিরিয়ানি আর বোরহানি কম্বো। আগে থেকে অর্ডার করুন! #kacchi #dhaka',
    likedBy: ['rahim'],
    comments: [{ by: 'rahim', body: 'গত শুক্রবার খেয়েছি, অসাধারণ ছিল।' }],
  },
  {
    by: 'omar',
    as: 'Port City Logistics',
    hoursAgo: 9 * 24 + 3,
    content: 'Same-day delivery inside Chattogram city now starts at 8 am. #logistics #chattogram',
    likedBy: ['rahim'],
    comments: [],
  },
  {
    by: 'rahim',
    hoursAgo: 7 * 24 + 9,
    content: 'Looking for a reliable courier partner for Sylhet. Any suggestions? #business',
    likedBy: ['omar'],
    comments: [
      {
        by: 'omar',
        body: 'Port City Logistics covers Sylhet twice a week. Send me a message.',
        replies: [{ by: 'rahim', body: 'Thanks Omar, will do.' }],
      },
    ],
  },
  {
    by: 'nusrat',
    as: 'Nusrat’s Bake House',
    hoursAgo: 5 * 24 + 14,
    content: 'চকলেট কেক আর নতুন রেড ভেলভেট কাপকেক, আজ বিকেল ৪টা থেকে। #bakery #cake',
    likedBy: ['rahim', 'omar'],
    comments: [{ by: 'omar', body: 'Can I pre-order 12 cupcakes for Saturday?' }],
  },
  {
    by: 'omar',
    hoursAgo: 4 * 24 + 1,
    content: 'বাংলা শিখছি, আস্তে আস্তে। Learning Bengali one word at a time. #learning',
    likedBy: ['nusrat', 'rahim'],
    comments: [{ by: 'nusrat', body: 'খুব ভালো! চালিয়ে যান।' }],
  },
  {
    by: 'rahim',
    as: 'Dhanmondi Book Corner',
    hoursAgo: 2 * 24 + 6,
    content: 'New arrivals: Humayun Ahmed collection, second-hand and like new. #books',
    likedBy: ['nusrat'],
    comments: [],
  },
  {
    by: 'nusrat',
    hoursAgo: 26,
    content: 'Weekend market at Dhanmondi Lake this Saturday — who is coming? #dhaka #weekend',
    likedBy: ['rahim', 'omar'],
    comments: [
      { by: 'rahim', body: 'I will bring the book stall.' },
      { by: 'omar', body: 'Wish I could, I will be in Chattogram.' },
    ],
  },
  {
    by: 'rahim',
    hoursAgo: 3,
    content: 'ঈদের আগে সব অর্ডার সময়মতো পৌঁছাতে আমরা এবার রাত ১০টা পর্যন্ত খোলা। #eid #offer',
    likedBy: ['nusrat'],
    comments: [],
  },
];

/** Who follows whom among the demo people, and which of the others' businesses each follows. */
const SEED_FOLLOWS: { from: TPerson; to: TPerson }[] = [
  { from: 'rahim', to: 'nusrat' },
  { from: 'nusrat', to: 'rahim' },
  { from: 'omar', to: 'rahim' },
  { from: 'omar', to: 'nusrat' },
  { from: 'nusrat', to: 'omar' },
];
const SEED_BUSINESS_FOLLOWS: { from: TPerson; to: string }[] = [
  { from: 'rahim', to: 'পুরান ঢাকার কাচ্চি ঘর' },
  { from: 'rahim', to: 'Nusrat’s Bake House' },
  { from: 'rahim', to: 'Port City Logistics' },
  { from: 'nusrat', to: 'Rahim Electronics' },
  { from: 'nusrat', to: 'Dhanmondi Book Corner' },
  { from: 'omar', to: 'Rahim Electronics' },
  { from: 'omar', to: 'Nusrat’s Bake House' },
];

/**
 * The community on a laptop (issue 16): Rahim, Nusrat and Omar and some of their businesses post
 * over the last two weeks, follow each other and some businesses, like and comment, so the feed
 * is alive. Written directly with past times (the community's operations would date everything now
 * and notify everyone). Once per database, in one transaction; needs the demo users and directory.
 */
export async function seedSocial(db: TDb): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${SEED_KEY}))`);
    const [done] = await tx.select().from(appMeta).where(eq(appMeta.key, SEED_KEY));
    if (done) return false;
    const people = new Map<TPerson, string>();
    for (const name of ['rahim', 'nusrat', 'omar'] as const) {
      const user = await findUserByEmail(tx, `${name}@haat.test`);
      if (!user) return false;
      people.set(name, user.id);
    }
    const idOf = (name: TPerson) => people.get(name) ?? '';
    const names = [
      ...new Set([
        ...SEED_POSTS.flatMap((p) => (p.as ? [p.as] : [])),
        ...SEED_BUSINESS_FOLLOWS.map((f) => f.to),
      ]),
    ];
    const shops = await tx
      .select({ id: businesses.id, name: businesses.name, ownerId: businesses.ownerId })
      .from(businesses)
      .where(and(inArray(businesses.name, names), inArray(businesses.ownerId, [...people.values()])));
    const shopOf = (name: string) => shops.find((shop) => shop.name === name);

    const now = Date.now();
    const postIds: string[] = [];
    for (const seed of SEED_POSTS) {
      const shop = seed.as ? shopOf(seed.as) : undefined;
      if (seed.as && shop?.ownerId !== idOf(seed.by)) continue;
      const publishedAt = new Date(now - seed.hoursAgo * HOUR);
      const [post] = await tx
        .insert(posts)
        .values({
          authorId: idOf(seed.by),
          businessId: shop?.id ?? null,
          content: seed.content,
          status: 'published',
          publishedAt,
          hashtags: hashtagsOf(seed.content),
          createdAt: publishedAt,
          updatedAt: publishedAt,
        })
        .returning({ id: posts.id });
      if (!post) continue;
      postIds.push(post.id);
      await tx
        .insert(postTargets)
        .values({ postId: post.id, platform: 'feed', status: 'published', publishedAt });
      const at = (hours: number) => new Date(Math.min(now - 60_000, publishedAt.getTime() + hours * HOUR));
      for (const [i, liker] of seed.likedBy.entries()) {
        const likedAt = at(1 + i * 2);
        await tx.insert(postLikes).values({ postId: post.id, userId: idOf(liker), createdAt: likedAt });
        await tx.insert(postEvents).values({
          postId: post.id,
          type: 'like',
          userId: idOf(liker),
          occurredAt: likedAt,
          day: likedAt.toISOString().slice(0, 10),
        });
      }
      for (const [i, comment] of seed.comments.entries()) {
        const commentedAt = at(2 + i * 3);
        const [row] = await tx
          .insert(postComments)
          .values({
            postId: post.id,
            authorId: idOf(comment.by),
            body: comment.body,
            createdAt: commentedAt,
            updatedAt: commentedAt,
          })
          .returning({ id: postComments.id });
        const thread = [{ by: comment.by, at: commentedAt }];
        for (const [j, reply] of (comment.replies ?? []).entries()) {
          const repliedAt = at(3 + i * 3 + j);
          await tx.insert(postComments).values({
            postId: post.id,
            authorId: idOf(reply.by),
            parentId: row?.id ?? null,
            body: reply.body,
            createdAt: repliedAt,
            updatedAt: repliedAt,
          });
          thread.push({ by: reply.by, at: repliedAt });
        }
        for (const item of thread) {
          await tx.insert(postEvents).values({
            postId: post.id,
            type: 'comment',
            userId: idOf(item.by),
            occurredAt: item.at,
            day: item.at.toISOString().slice(0, 10),
          });
        }
      }
      // Each of the other two people saw it the day it was posted.
      for (const viewer of (['rahim', 'nusrat', 'omar'] as const).filter((name) => name !== seed.by)) {
        const seenAt = at(0.5);
        await tx.insert(postEvents).values({
          postId: post.id,
          type: 'view',
          userId: idOf(viewer),
          occurredAt: seenAt,
          day: seenAt.toISOString().slice(0, 10),
        });
      }
    }
    // The counts from the rows just written, so they agree with the lists.
    if (postIds.length > 0) {
      await tx
        .update(posts)
        .set({
          likeCount: sql`(SELECT count(*)::int FROM post_likes l WHERE l.post_id = posts.id)`,
          commentCount: sql`(SELECT count(*)::int FROM post_comments c WHERE c.post_id = posts.id AND c.deleted_at IS NULL)`,
          viewCount: sql`(SELECT count(*)::int FROM post_events e WHERE e.post_id = posts.id AND e.type = 'view')`,
        })
        .where(inArray(posts.id, postIds));
    }

    const followedAt = new Date(now - 15 * DAY);
    for (const follow of SEED_FOLLOWS) {
      await tx
        .insert(follows)
        .values({ followerId: idOf(follow.from), userId: idOf(follow.to), createdAt: followedAt })
        .onConflictDoNothing();
    }
    for (const follow of SEED_BUSINESS_FOLLOWS) {
      const shop = shopOf(follow.to);
      if (!shop || shop.ownerId === idOf(follow.from)) continue;
      await tx
        .insert(follows)
        .values({ followerId: idOf(follow.from), businessId: shop.id, createdAt: followedAt })
        .onConflictDoNothing();
    }
    await tx.insert(appMeta).values({ key: SEED_KEY, value: new Date().toISOString() });
    return true;
  });
}
