import type { TExternalPlatform } from '@haat/shared/social/constants';
import { decryptSecret } from '../../../lib/encryption.ts';
import { notify } from '../../notifications/notify.ts';
import { ConnectorError, type TOutgoingPost } from '../connectors/connector-types.ts';
import type { TPostJobDeps, TPublishPostData } from './post-deps.ts';
import {
  claimDuePost,
  claimTarget,
  failPendingTargets,
  findConnection,
  finishPost,
  listMediaOfPosts,
  listTargetsOfPosts,
  markConnectionExpired,
  publishFeedTarget,
  setPublishedAt,
  settleTarget,
  type TPostRow,
  type TPostTargetRow,
} from './repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PUBLISH_FAILED = 'social.posts.publish_failed';

/** A try of an external target that should be tried again later (the platform was busy or away). */
class RetryLater extends Error {
  constructor(cause: unknown) {
    super('a connected page asked to try again later', { cause });
    this.name = 'RetryLater';
  }
}

function absolute(deps: TPostJobDeps, url: string): string {
  return url.startsWith('/') ? `${deps.config.appUrl}${url}` : url;
}

async function outgoingOf(deps: TPostJobDeps, post: TPostRow): Promise<TOutgoingPost> {
  const media = await listMediaOfPosts(deps.db, [post.id]);
  const video = media.find((item) => item.kind === 'video');
  return {
    text: post.content,
    images: media
      .filter((item) => item.kind === 'image')
      .map((item) => ({ url: absolute(deps, deps.storage.url(item.storageKey)), alt: item.alt })),
    video: video ? { url: absolute(deps, deps.storage.url(video.storageKey)) } : null,
    link: null,
  };
}

/**
 * Publishes one claimed external target through its platform's connector. A refusal that will not
 * change (rejected media, an expired token: the connection is marked expired) fails the target; a
 * busy or unreachable platform puts it back to pending and answers a RetryLater.
 */
async function publishTarget(
  deps: TPostJobDeps,
  target: TPostTargetRow,
  post: TOutgoingPost,
): Promise<RetryLater | undefined> {
  const fail = (error: string) => settleTarget(deps.db, target.id, { status: 'failed', error });
  const connection = target.connectionId ? await findConnection(deps.db, target.connectionId) : undefined;
  if (!connection) return void (await fail('social.posts.connection_missing'));
  if (connection.status === 'expired') return void (await fail('social.posts.connection_expired'));
  const connector = deps.connectors[target.platform as TExternalPlatform];
  if (!connector) return void (await fail('social.posts.connector_off'));
  const accessToken = decryptSecret(deps.config.appKey, 'social-token', connection.accessTokenEncrypted);
  if (!accessToken) return void (await fail('social.posts.connection_expired'));
  try {
    const published = await connector.publish(
      {
        id: connection.id,
        platform: connection.platform,
        externalId: connection.externalId,
        name: connection.name,
        accessToken,
      },
      post,
    );
    await settleTarget(deps.db, target.id, {
      status: 'published',
      error: null,
      externalId: published.externalId,
      externalUrl: published.url,
      publishedAt: new Date(),
    });
    return undefined;
  } catch (error) {
    if (error instanceof ConnectorError && !error.retryable) {
      if (error.failure === 'token_expired') {
        await deps.db.transaction(async (tx) => {
          await markConnectionExpired(tx, connection.id);
          await settleTarget(tx, target.id, { status: 'failed', error: 'social.posts.connection_expired' });
        });
      } else await fail(error.message.trim().slice(0, 1000) || PUBLISH_FAILED);
      return undefined;
    }
    deps.log.warn(
      { err: error, postId: target.postId, targetId: target.id },
      'publish to a page will be retried',
    );
    const reason = error instanceof ConnectorError ? 'social.posts.platform_busy' : PUBLISH_FAILED;
    await settleTarget(deps.db, target.id, { status: 'pending', error: reason });
    return new RetryLater(error);
  }
}

/**
 * Ends the post once no target is pending or in another worker's hands: `published` when any
 * target went out, else `failed`; the author hears of any failed target, once (only one caller
 * gets the post's last change).
 */
async function finish(deps: TPostJobDeps, post: TPostRow, due: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const targets = await listTargetsOfPosts(tx, [post.id]);
    if (targets.some((target) => target.status === 'pending' || target.status === 'publishing')) return;
    const failed = targets.filter((target) => target.status === 'failed');
    const published = targets.some((target) => target.status === 'published');
    const reason = failed.length > 0 ? (failed[0]?.error ?? PUBLISH_FAILED) : null;
    const row = await finishPost(tx, post.id, due, {
      status: published ? 'published' : 'failed',
      failureReason: published ? null : reason,
    });
    if (row && failed.length > 0)
      await notify(tx, post.authorId, 'post_failed', {
        post_id: post.id,
        reason,
        /** Some targets went out, others did not. */
        partial: published,
        targets: failed.map((target) => ({ platform: target.platform, name: target.targetName })),
      });
  });
}

/**
 * The `social.publish-post` job: publishes a post due at `due`, exactly once. The post is claimed
 * in the database (only while still scheduled for that time), the feed target is published in the
 * claim's transaction, and each external target is taken pending → publishing by one worker only,
 * so a second delivery, a second instance or a rescheduled or deleted post does nothing. A platform
 * that asks to wait throws (the queue retries with backoff); on the last try what is still pending
 * fails.
 */
export async function publishPost(
  deps: TPostJobDeps,
  data: TPublishPostData,
  context: { lastTry: boolean },
): Promise<void> {
  if (!UUID.test(String(data?.postId)) || Number.isNaN(Date.parse(String(data?.due)))) {
    deps.log.warn({ data }, 'publish job with bad data ignored');
    return;
  }
  const post = await deps.db.transaction(async (tx) => {
    const claimed = await claimDuePost(tx, data.postId, data.due);
    if (claimed && (await publishFeedTarget(tx, claimed.id))) await setPublishedAt(tx, claimed.id);
    return claimed;
  });
  if (!post) return;

  const pending = (await listTargetsOfPosts(deps.db, [post.id])).filter(
    (target) => target.platform !== 'feed' && target.status === 'pending',
  );
  let retry: RetryLater | undefined;
  if (pending.length > 0) {
    const outgoing = await outgoingOf(deps, post);
    for (const target of pending) {
      const mine = await claimTarget(deps.db, target.id);
      if (mine) retry = (await publishTarget(deps, mine, outgoing)) ?? retry;
    }
  }
  // A target still `publishing` now is not this try's: another delivery has it, or a worker died
  // mid-call (the platform may have the post). Look again later; on the last try it fails, with a
  // reason that asks to check the page rather than publish twice.
  const inFlight = (await listTargetsOfPosts(deps.db, [post.id])).filter(
    (target) => target.status === 'publishing',
  );
  if ((retry || inFlight.length > 0) && !context.lastTry)
    throw retry ?? new RetryLater(new Error('another try holds a target'));
  if (retry) await failPendingTargets(deps.db, post.id, PUBLISH_FAILED);
  for (const target of inFlight)
    await settleTarget(deps.db, target.id, { status: 'failed', error: 'social.posts.publish_interrupted' });
  await finish(deps, post, data.due);
}
