import type { TPostDeps, TPublishPostData } from './post-deps.ts';
import { PUBLISH_POST_JOB } from './post-deps.ts';

/**
 * Sends the publish job of a post due at `scheduledAt`, after the post is committed. One job per
 * post and due time (singleton key), so sending again (the overdue sweep, a retry) is harmless; a
 * queue that cannot be reached is logged, and the sweep sends it within a minute or two.
 */
export async function enqueuePublish(
  deps: Pick<TPostDeps, 'jobs' | 'log'>,
  post: { id: string; scheduledAt: Date | null },
): Promise<void> {
  if (!post.scheduledAt) return;
  const due = post.scheduledAt.toISOString();
  const data: TPublishPostData = { postId: post.id, due };
  try {
    await deps.jobs.send(PUBLISH_POST_JOB, data, {
      startAfter: post.scheduledAt,
      singletonKey: `${post.id}:${due}`,
    });
  } catch (error) {
    deps.log.error({ err: error, postId: post.id }, 'sending the publish job failed; the sweep will');
  }
}
