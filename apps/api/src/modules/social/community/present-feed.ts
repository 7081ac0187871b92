import type { TFeedBusiness, TFeedMedia, TFeedPerson, TFeedPost, TFeedRepost } from '@haat/shared';
import type { TExecutor } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { TStorage } from '../../../plugins/storage.ts';
import {
  findBusinessCards,
  findFeedRows,
  findPeople,
  likedAmong,
  listMedia,
  listMentions,
  sharedAmong,
  type TFeedRow,
  type TKey,
} from './repository.ts';

/** An opaque cursor for a keyset position (the exact timestamp and the id). */
export function encodeCursor(key: TKey): string {
  return Buffer.from(JSON.stringify([key.at, key.id])).toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PG_TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?([+-]\d{2})(:\d{2})?$/;

/** A timestamp as PostgreSQL writes it, with a real date and time (the database would refuse others). */
function isTimestamp(text: string): boolean {
  const parts = PG_TIMESTAMP.exec(text);
  if (!parts) return false;
  const [year, month, day, hour, minute, second] = parts.slice(1, 7).map(Number) as number[];
  const date = new Date(Date.UTC(year ?? 0, (month ?? 0) - 1, day ?? 0, hour, minute, second));
  return (
    (year ?? 0) >= 1970 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === (month ?? 0) - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  );
}

/** Reads a cursor back; anything else is a 422 on `cursor`. */
export function decodeCursor(cursor: string | undefined): TKey | null {
  if (cursor === undefined) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      typeof value[1] === 'string' &&
      isTimestamp(value[0]) &&
      UUID.test(value[1])
    ) {
      return { at: value[0], id: value[1] };
    }
  } catch {
    // Not base64 JSON: refused below.
  }
  throw AppError.fields({ cursor: 'validation.invalid' });
}

export function presentPerson(row: {
  id: string;
  name: string;
  identityVerifiedAt: Date | null;
}): TFeedPerson {
  return { id: row.id, name: row.name, avatar_url: null, verified: row.identityVerifiedAt !== null };
}

export function presentBusinessCard(
  row: {
    id: string;
    name: string;
    slug: string;
    logoKey: string | null;
    logoThumbKey: string | null;
    verified: boolean;
  },
  storage: TStorage,
): TFeedBusiness {
  const logo = row.logoThumbKey ?? row.logoKey;
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    logo_url: logo ? storage.url(logo) : null,
    verified: row.verified,
  };
}

const DELETED_PERSON: TFeedPerson = {
  id: '00000000-0000-0000-0000-000000000000',
  name: '',
  avatar_url: null,
  verified: false,
};

/**
 * Feed items for `rows` (in their order) as `viewerId` sees them: authors, businesses, media,
 * mentions, the shared post of a repost, and whether the viewer liked or shared each. A handful of
 * queries for a whole page, whatever its length.
 */
export async function presentFeedPosts(
  db: TExecutor,
  storage: TStorage,
  viewerId: string,
  rows: TFeedRow[],
): Promise<TFeedPost[]> {
  if (rows.length === 0) return [];
  const originalIds = [...new Set(rows.flatMap((row) => (row.repostOf ? [row.repostOf] : [])))];
  const originals = await findFeedRows(db, originalIds);
  const all = [...rows, ...originals];
  const ids = [...new Set(all.map((row) => row.id))];
  const [people, cards, media, mentions, liked, shared] = await Promise.all([
    findPeople(db, [...new Set(all.map((row) => row.authorId))]),
    findBusinessCards(db, [...new Set(all.flatMap((row) => (row.businessId ? [row.businessId] : [])))]),
    listMedia(db, ids),
    listMentions(db, ids),
    likedAmong(
      db,
      viewerId,
      rows.map((row) => row.id),
    ),
    sharedAmong(db, viewerId, [...new Set(rows.map((row) => row.repostOf ?? row.id))]),
  ]);
  const personOf = new Map(people.map((row) => [row.id, presentPerson(row)]));
  const businessOf = new Map(cards.map((row) => [row.id, presentBusinessCard(row, storage)]));
  const mediaOf = new Map<string, TFeedMedia[]>();
  for (const item of media) {
    if (!item.postId) continue;
    const list = mediaOf.get(item.postId) ?? [];
    list.push({
      id: item.id,
      kind: item.kind,
      url: storage.url(item.storageKey),
      width: item.width,
      height: item.height,
      alt: item.alt,
    });
    mediaOf.set(item.postId, list);
  }
  const mentionsOf = new Map<string, { id: string; name: string; slug: string }[]>();
  for (const item of mentions) {
    const list = mentionsOf.get(item.postId) ?? [];
    list.push({ id: item.id, name: item.name, slug: item.slug });
    mentionsOf.set(item.postId, list);
  }

  const base = (row: TFeedRow): TFeedRepost => ({
    id: row.id,
    author: personOf.get(row.authorId) ?? DELETED_PERSON,
    business: row.businessId ? (businessOf.get(row.businessId) ?? null) : null,
    content: row.content,
    hashtags: row.hashtags,
    mentions: mentionsOf.get(row.id) ?? [],
    media: mediaOf.get(row.id) ?? [],
    published_at: (row.publishedAt ?? new Date()).toISOString(),
  });
  const originalOf = new Map(originals.map((row) => [row.id, base(row)]));
  return rows.map((row) => ({
    ...base(row),
    counts: {
      likes: row.likeCount,
      comments: row.commentCount,
      shares: row.shareCount,
      views: row.viewCount,
    },
    liked_by_me: liked.has(row.id),
    shared_by_me: shared.has(row.repostOf ?? row.id),
    is_repost: row.repostOf !== null,
    repost_of: row.repostOf ? (originalOf.get(row.repostOf) ?? null) : null,
    mine: row.authorId === viewerId,
  }));
}
