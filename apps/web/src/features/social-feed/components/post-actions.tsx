import type { TFeedPost } from '@haat/shared/social/community-schemas';
import { clsx } from 'clsx';
import { Heart, MessageCircle, Repeat2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { ReportButton } from '../../reports/components/report-button.tsx';
import { useLikePost } from '../api/like-post.ts';
import { ShareDialog } from './share-dialog.tsx';

/** A post's counts and its actions: Like (a toggle), Comment (opens the thread), Share, Report. */
export function PostActions({
  post,
  threadId,
  commentsOpen,
  onToggleComments,
}: {
  post: TFeedPost;
  threadId: string;
  commentsOpen: boolean;
  onToggleComments: () => void;
}) {
  const { t } = useTranslation();
  const like = useLikePost();
  const [sharing, setSharing] = useState(false);
  const { counts } = post;
  return (
    <div>
      <p className="flex flex-wrap gap-x-3 text-sm text-slate-600 dark:text-slate-400">
        <span data-testid="like-count">{t('feed.counts.likes', { count: counts.likes })}</span>
        <span data-testid="comment-count">{t('feed.counts.comments', { count: counts.comments })}</span>
        <span data-testid="share-count">{t('feed.counts.shares', { count: counts.shares })}</span>
      </p>
      <div className="mt-2 flex flex-wrap gap-1 border-t border-slate-200 pt-2 dark:border-slate-800">
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={post.liked_by_me}
          onClick={() => like.mutate({ post, like: !post.liked_by_me })}
          data-testid="like-button"
        >
          <Heart
            aria-hidden
            className={clsx('size-4', post.liked_by_me && 'fill-current text-rose-600 dark:text-rose-400')}
          />
          {t('feed.actions.like')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={commentsOpen}
          aria-controls={commentsOpen ? threadId : undefined}
          onClick={onToggleComments}
          data-testid="comment-button"
        >
          <MessageCircle aria-hidden className="size-4" />
          {t('feed.actions.comment')}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setSharing(true)} data-testid="share-button">
          <Repeat2 aria-hidden className="size-4" />
          {t('feed.actions.share')}
        </Button>
        {post.mine ? null : <ReportButton subject={{ type: 'post', id: post.id }} />}
      </div>
      <ShareDialog post={post} open={sharing} onClose={() => setSharing(false)} />
    </div>
  );
}
