import type { TFeedPost } from '@haat/shared/social/community-schemas';
import { Repeat2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { CommentThread } from './comment-thread.tsx';
import { PostActions } from './post-actions.tsx';
import { PostByline } from './post-byline.tsx';
import { PostMedia } from './post-media.tsx';
import { PostMenu } from './post-menu.tsx';
import { PostText } from './post-text.tsx';
import { SharedPost } from './shared-post.tsx';

/** One post in a list: who and when, the words, pictures or video, a shared post, counts and actions. */
export function FeedItem({ post }: { post: TFeedPost }) {
  const { t } = useTranslation();
  const [commentsOpen, setCommentsOpen] = useState(false);
  const nameId = useId();
  const threadId = useId();
  return (
    <Card as="article" aria-labelledby={nameId} className="space-y-3" data-testid="feed-item">
      {post.is_repost ? (
        <p className="flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400">
          <Repeat2 aria-hidden className="size-4" />
          <Link to={`/social/people/${post.author.id}`} className="font-medium hover:underline">
            {post.author.name}
          </Link>
          {t('feed.post.shared')}
        </p>
      ) : null}
      <div className="flex items-start justify-between gap-2">
        <PostByline post={post} nameId={nameId} />
        <PostMenu post={post} />
      </div>
      <PostText post={post} />
      <PostMedia media={post.media} />
      {post.is_repost ? <SharedPost post={post.repost_of} /> : null}
      <PostActions
        post={post}
        threadId={threadId}
        commentsOpen={commentsOpen}
        onToggleComments={() => setCommentsOpen((open) => !open)}
      />
      {commentsOpen ? <CommentThread postId={post.id} id={threadId} /> : null}
    </Card>
  );
}
