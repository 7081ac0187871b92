import { isTimeZone, POST_SCHEDULE_MAX_DAYS, type TPostAction, type TPostValues } from '@haat/shared';
import { POST_MEDIA_LIMITS, POST_TEXT_LIMITS, type TSocialPlatform } from '@haat/shared/social/constants';
import { canonicalTimeZone, fromWallClock } from '@haat/shared/social/wall-clock';
import type { TExecutor } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { requireOwnedBusiness } from '../../directory/get-business.ts';
import { extractHashtags } from './hashtags.ts';
import type { TPostDeps } from './post-deps.ts';
import {
  findActiveConnections,
  findBusinessesByIds,
  findUsableMedia,
  type TPostMediaRow,
} from './repository.ts';

/** What a post is saved as once its input checked out. */
export interface TResolvedPost {
  content: string;
  businessId: string | null;
  hashtags: string[];
  targets: { platform: TSocialPlatform; connectionId: string | null; targetName: string | null }[];
  /** In the order given. */
  media: TPostMediaRow[];
  mentions: string[];
  status: 'draft' | 'scheduled';
  scheduledAt: Date | null;
  timeZone: string | null;
}

/** The failure message of a refused save, by what the author was doing (spec section 8). */
const FAILED_MESSAGE: Record<TPostAction, string> = {
  draft: 'social.posts.draft_failed',
  schedule: 'social.posts.schedule_failed',
  publish: 'social.posts.publish_failed',
};

const DAY_MS = 86_400_000;

/**
 * Checks a post's input against the author's own things and the platforms' rules, reading
 * everything inside `tx` and changing nothing: the business is one of the author's (asked of the
 * directory), each target is the feed or one of their active connected pages, the media are theirs
 * and free (or on this post already), the mentions are businesses, the text fits every chosen
 * platform, and a scheduled time is a real, future time (at most a year ahead) in a real zone.
 * Every problem is reported at once, on its field (422).
 */
export async function resolvePostInput(
  deps: Pick<TPostDeps, 'db'>,
  tx: TExecutor,
  userId: string,
  input: TPostValues,
  postId: string | null,
  now: Date,
): Promise<TResolvedPost> {
  const errors: Record<string, string> = {};
  const values: Record<string, string | number> = {};

  let timeZone: string | null = null;
  if (input.time_zone) {
    timeZone = isTimeZone(input.time_zone) ? (canonicalTimeZone(input.time_zone) ?? null) : null;
    if (!timeZone) errors.time_zone = 'validation.time_zone';
  } else if (input.action === 'schedule') errors.time_zone = 'validation.required';

  let scheduledAt: Date | null = null;
  if (input.action === 'schedule') {
    if (!input.scheduled_for) errors.scheduled_for = 'validation.required';
    else if (timeZone) {
      const at = fromWallClock(input.scheduled_for, timeZone);
      if (!at) errors.scheduled_for = 'validation.date';
      else if (at.getTime() <= now.getTime()) errors.scheduled_for = 'social.posts.schedule_past';
      else if (at.getTime() > now.getTime() + POST_SCHEDULE_MAX_DAYS * DAY_MS)
        errors.scheduled_for = 'social.posts.schedule_too_far';
      else scheduledAt = at;
    }
  } else if (input.action === 'publish') scheduledAt = now;

  let businessId: string | null = null;
  if (input.business_id) {
    try {
      businessId = (await requireOwnedBusiness(deps, userId, input.business_id)).id;
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'NOT_FOUND') throw error;
      errors.business_id = 'social.posts.business_unknown';
    }
  }

  const connectionIds = input.targets.filter((target) => target !== 'feed');
  const connections = await findActiveConnections(tx, userId, connectionIds);
  const targets: TResolvedPost['targets'] = [];
  if (input.targets.includes('feed'))
    targets.push({ platform: 'feed', connectionId: null, targetName: null });
  for (const id of connectionIds) {
    const connection = connections.find((row) => row.id === id);
    if (!connection) errors.targets = 'social.posts.target_unknown';
    else
      targets.push({
        platform: connection.platform,
        connectionId: connection.id,
        targetName: connection.name,
      });
  }
  if (targets.length === 0 && input.action !== 'draft' && !errors.targets)
    errors.targets = 'social.posts.target_required';

  const found = await findUsableMedia(tx, userId, input.media_ids, postId);
  const media = input.media_ids.flatMap((id) => found.filter((row) => row.id === id));
  if (media.length !== input.media_ids.length) errors.media_ids = 'social.posts.media_unknown';
  else if (media.some((row) => row.kind === 'video') && media.length > POST_MEDIA_LIMITS.videos)
    errors.media_ids = 'social.posts.media_video_alone';

  const mentioned = await findBusinessesByIds(tx, input.mentions);
  if (mentioned.length !== input.mentions.length) errors.mentions = 'social.posts.mention_unknown';

  const length = [...input.content].length;
  const platforms = [...new Set(targets.map((target) => target.platform))].sort(
    (a, b) => POST_TEXT_LIMITS[a] - POST_TEXT_LIMITS[b],
  );
  const tooLong = platforms.find((platform) => length > POST_TEXT_LIMITS[platform]);
  if (tooLong) {
    errors.content = `social.posts.content_too_long_${tooLong}`;
    values.limit = POST_TEXT_LIMITS[tooLong];
  } else if (input.content === '' && media.length === 0 && input.action !== 'draft')
    errors.content = 'social.posts.content_required';

  if (Object.keys(errors).length > 0)
    throw new AppError('VALIDATION_FAILED', FAILED_MESSAGE[input.action], {
      errors: Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, [key]])),
      values,
    });

  return {
    content: input.content,
    businessId,
    hashtags: extractHashtags(input.content),
    targets,
    media,
    mentions: input.mentions,
    status: input.action === 'draft' ? 'draft' : 'scheduled',
    scheduledAt,
    timeZone,
  };
}
