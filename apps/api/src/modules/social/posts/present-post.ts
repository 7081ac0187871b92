import { isMessageKey, type TLanguageCode, type TPost, type TPostMedia, translate } from '@haat/shared';
import { toWallClock } from '@haat/shared/social/wall-clock';
import type { TStorage } from '../../../plugins/storage.ts';
import type { TPostDeps } from './post-deps.ts';
import {
  findBusinessesByIds,
  listMediaOfPosts,
  listMentionsOfPosts,
  listTargetsOfPosts,
  type TPostMediaRow,
  type TPostRow,
} from './repository.ts';

/** A reason kept as a message key (ours) is answered in the reader's language; a platform's as it said. */
function reasonText(lang: TLanguageCode, reason: string | null): string | null {
  if (!reason) return null;
  return isMessageKey(reason) ? translate(lang, reason) : reason;
}

export function presentMedia(storage: TStorage, row: TPostMediaRow): TPostMedia {
  return {
    id: row.id,
    kind: row.kind,
    url: storage.url(row.storageKey),
    width: row.width,
    height: row.height,
    alt: row.alt,
    duration_ms: row.durationMs,
  };
}

/** Posts as the API answers them, with their targets, media, mentions and business in four queries. */
export async function presentPosts(
  deps: Pick<TPostDeps, 'db' | 'storage'>,
  rows: TPostRow[],
  lang: TLanguageCode,
): Promise<TPost[]> {
  const ids = rows.map((row) => row.id);
  const businessIds = [...new Set(rows.flatMap((row) => (row.businessId ? [row.businessId] : [])))];
  const [targets, media, mentions, businesses] = await Promise.all([
    listTargetsOfPosts(deps.db, ids),
    listMediaOfPosts(deps.db, ids),
    listMentionsOfPosts(deps.db, ids),
    findBusinessesByIds(deps.db, businessIds),
  ]);
  const businessById = new Map(businesses.map((business) => [business.id, business]));
  return rows.map((row) => {
    const business = row.businessId ? businessById.get(row.businessId) : undefined;
    const logoKey = business?.logoThumbKey ?? business?.logoKey;
    return {
      id: row.id,
      status: row.status,
      content: row.content,
      business: business
        ? {
            id: business.id,
            name: business.name,
            slug: business.slug,
            logo: logoKey ? deps.storage.url(logoKey) : null,
          }
        : null,
      targets: targets
        .filter((target) => target.postId === row.id)
        .sort((a, b) => (a.platform === 'feed' ? -1 : b.platform === 'feed' ? 1 : 0))
        .map((target) => ({
          id: target.id,
          platform: target.platform,
          connection_id: target.connectionId,
          name: target.targetName,
          status: target.status,
          error: reasonText(lang, target.error),
          external_url: target.externalUrl,
          published_at: target.publishedAt?.toISOString() ?? null,
        })),
      media: media.filter((item) => item.postId === row.id).map((item) => presentMedia(deps.storage, item)),
      mentions: mentions
        .filter((mention) => mention.postId === row.id)
        .map(({ id, name, slug }) => ({ id, name, slug })),
      hashtags: row.hashtags,
      scheduled_at: row.scheduledAt?.toISOString() ?? null,
      time_zone: row.timeZone,
      scheduled_local: row.scheduledAt && row.timeZone ? toWallClock(row.scheduledAt, row.timeZone) : null,
      published_at: row.publishedAt?.toISOString() ?? null,
      failure_reason: reasonText(lang, row.failureReason),
      counts: {
        likes: row.likeCount,
        comments: row.commentCount,
        shares: row.shareCount,
        views: row.viewCount,
      },
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      ...(row.moderation ? { moderation: { state: row.moderation, reason: row.moderationReason } } : {}),
    };
  });
}

export async function presentPost(
  deps: Pick<TPostDeps, 'db' | 'storage'>,
  row: TPostRow,
  lang: TLanguageCode,
): Promise<TPost> {
  const [post] = await presentPosts(deps, [row], lang);
  if (!post) throw new Error('presenting a post answered nothing');
  return post;
}
