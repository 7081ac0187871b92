import type { TCommentThread } from '@haat/shared/social/community-schemas';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/card.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useComments } from '../api/list-comments.ts';
import { CommentBox } from './comment-box.tsx';
import { CommentItem } from './comment-item.tsx';

function Thread({ thread }: { thread: TCommentThread }) {
  const { t } = useTranslation();
  const [replying, setReplying] = useState(false);
  const hidden = thread.reply_count - thread.replies.length;
  const canReply = !thread.deleted;
  return (
    <li>
      <CommentItem comment={thread} onReply={canReply ? () => setReplying((open) => !open) : undefined} />
      {thread.replies.length > 0 || replying ? (
        <ul
          className="ms-5 mt-1 space-y-2 border-s-2 border-slate-200 ps-3 dark:border-slate-700"
          data-testid="replies"
        >
          {thread.replies.map((reply) => (
            <li key={reply.id}>
              <CommentItem comment={reply} />
            </li>
          ))}
          {hidden > 0 ? (
            <li className="text-sm text-slate-600 dark:text-slate-400">
              {t('feed.comments.more_replies', { count: hidden })}
            </li>
          ) : null}
          {replying ? (
            <li>
              <CommentBox
                postId={thread.post_id}
                parentId={thread.id}
                label={t('feed.comments.reply_to', { name: thread.author?.name ?? '' })}
                autoFocus
                onDone={() => setReplying(false)}
              />
            </li>
          ) : null}
        </ul>
      ) : null}
    </li>
  );
}

/** A post's comments, inline under it: oldest first, replies indented, "More comments", and a box to add one. */
export function CommentThread({ postId, id }: { postId: string; id: string }) {
  const { t } = useTranslation();
  const comments = useComments(postId);
  let body: React.ReactNode;
  if (comments.isError && !comments.threads)
    body = (
      <Alert tone="error">
        <p>{t('feed.comments.load_failed')}</p>
        <Button size="sm" variant="secondary" className="mt-2" onClick={() => comments.refetch()}>
          {t('feed.retry')}
        </Button>
      </Alert>
    );
  else if (!comments.threads)
    body = (
      <div aria-busy="true" className="space-y-2">
        <span className="sr-only" role="status">
          {t('feed.comments.loading')}
        </span>
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-2/3" />
      </div>
    );
  else if (comments.threads.length === 0)
    body = <p className="text-sm text-slate-600 dark:text-slate-400">{t('feed.comments.none')}</p>;
  else
    body = (
      <ul className="space-y-3" data-testid="comment-list">
        {comments.threads.map((thread) => (
          <Thread key={thread.id} thread={thread} />
        ))}
      </ul>
    );
  return (
    <section
      id={id}
      aria-label={t('feed.comments.title')}
      className="space-y-3 border-t border-slate-200 pt-3 dark:border-slate-800"
    >
      {body}
      <LoadMore list={comments} label={t('feed.comments.more')} className="mt-1" />
      <CommentBox postId={postId} label={t('feed.comments.write')} />
    </section>
  );
}
