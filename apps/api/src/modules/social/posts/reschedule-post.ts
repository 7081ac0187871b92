import type { TLanguageCode, TPostReschedule } from '@haat/shared';
import { AppError } from '../../../lib/app-error.ts';
import type { TPostDeps } from './post-deps.ts';
import { presentPost } from './present-post.ts';
import {
  findOwnedPost,
  listMediaOfPosts,
  listMentionsOfPosts,
  listTargetsOfPosts,
  updatePost,
} from './repository.ts';
import { resolvePostInput } from './resolve-post-input.ts';
import { afterCommit, type TSavedPost } from './save-post.ts';

/**
 * `POST /api/social/posts/:id/reschedule` (the calendar's drag and "Move"): a scheduled post to
 * another wall-clock time in `time_zone`. Only a scheduled post moves (409 otherwise). The post as it
 * stands is checked again with the new time by compose's own rules (a past time or one more than a
 * year ahead is refused, its pages must still be connected…); only its due time and zone change,
 * and the new due time gets its job as an edit's does (the old job finds the post moved).
 */
export async function rescheduleOwnPost(
  deps: TPostDeps,
  userId: string,
  id: string,
  input: TPostReschedule,
  lang: TLanguageCode,
): Promise<TSavedPost> {
  const committed = await deps.db.transaction(async (tx) => {
    const current = await findOwnedPost(tx, userId, id, true);
    if (!current) throw new AppError('NOT_FOUND', 'api.not_found');
    if (current.status !== 'scheduled')
      throw new AppError('CONFLICT', 'social.posts.reschedule_not_scheduled');
    const targets = await listTargetsOfPosts(tx, [id]);
    const media = await listMediaOfPosts(tx, [id]);
    const mentions = await listMentionsOfPosts(tx, [id]);
    const resolved = await resolvePostInput(
      deps,
      tx,
      userId,
      {
        content: current.content,
        business_id: current.businessId,
        // A page disconnected since (its id gone) is left to the publish job to report.
        targets: targets.flatMap((target) =>
          target.platform === 'feed' ? ['feed' as const] : target.connectionId ? [target.connectionId] : [],
        ),
        media_ids: media.map((item) => item.id),
        mentions: mentions.map((mention) => mention.id),
        action: 'schedule',
        scheduled_for: input.scheduled_for,
        time_zone: input.time_zone,
      },
      id,
      new Date(),
    );
    return updatePost(tx, id, { scheduledAt: resolved.scheduledAt, timeZone: resolved.timeZone });
  });
  const row = await afterCommit(deps, committed, 'schedule');
  return { post: await presentPost(deps, row, lang), message: 'social.posts.post_updated' };
}
