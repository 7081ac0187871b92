import type { TFeedRepost } from '@haat/shared/social/community-schemas';
import { useTranslation } from '../../../lib/i18n.ts';
import { PostByline } from './post-byline.tsx';
import { PostMedia } from './post-media.tsx';
import { PostText } from './post-text.tsx';

/** The post a repost shares, in a frame; or a line saying it is gone. */
export function SharedPost({ post }: { post: TFeedRepost | null }) {
  const { t } = useTranslation();
  if (!post)
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-3 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
        {t('feed.post.shared_gone')}
      </p>
    );
  return (
    <figure
      className="space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
      data-testid="shared-post"
    >
      <figcaption className="sr-only">
        {t('feed.post.shared_label', { name: post.business?.name ?? post.author.name })}
      </figcaption>
      <PostByline post={post} small />
      <PostText post={post} />
      <PostMedia media={post.media} />
    </figure>
  );
}
