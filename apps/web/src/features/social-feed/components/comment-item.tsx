import type { TComment } from '@haat/shared/social/community-schemas';
import { Reply, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { ReportButton } from '../../reports/components/report-button.tsx';
import { useDeleteComment } from '../api/delete-comment.ts';
import { IdentityMark } from './identity-mark.tsx';
import { PersonAvatar } from './person-avatar.tsx';
import { PostText } from './post-text.tsx';
import { TimeAgo } from './time-ago.tsx';

const NO_MENTIONS: never[] = [];

/** One comment or reply: who, when, the words, and Reply / Delete / Report as they apply. */
export function CommentItem({ comment, onReply }: { comment: TComment; onReply?: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteComment(comment.post_id);
  const [confirming, setConfirming] = useState(false);
  if (comment.deleted || !comment.author)
    return (
      <p className="py-1 text-sm italic text-slate-600 dark:text-slate-400">{t('feed.comments.deleted')}</p>
    );
  const { author } = comment;
  return (
    <div className="flex gap-2" data-testid="comment">
      <PersonAvatar name={author.name} src={author.avatar_url} className="mt-1 size-8 text-xs" />
      <div className="min-w-0 flex-1">
        <div className="rounded-lg bg-slate-100 px-3 py-2 dark:bg-slate-800">
          <p className="flex flex-wrap items-center gap-x-1.5 text-sm">
            <Link
              to={`/social/people/${author.id}`}
              className="rounded-sm font-semibold text-slate-900 hover:underline focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-amber-500 dark:text-white"
            >
              {author.name}
            </Link>
            {author.verified ? <IdentityMark /> : null}
            <span aria-hidden className="text-slate-500">
              ·
            </span>
            <TimeAgo value={comment.created_at} className="text-slate-600 dark:text-slate-400" />
          </p>
          <PostText post={{ content: comment.body, mentions: NO_MENTIONS }} />
        </div>
        <div className="flex flex-wrap gap-1">
          {onReply ? (
            <Button variant="ghost" size="sm" onClick={onReply}>
              <Reply aria-hidden className="size-4 rtl:-scale-x-100" />
              {t('feed.comments.reply')}
            </Button>
          ) : null}
          {comment.can_delete ? (
            <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden className="size-4" />
              {t('feed.comments.delete')}
            </Button>
          ) : null}
          {comment.mine ? null : <ReportButton subject={{ type: 'comment', id: comment.id }} />}
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('feed.comments.delete_title')}
        confirmLabel={t('feed.comments.delete')}
        cancelLabel={t('feed.cancel')}
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove.mutate(comment.id, { onSuccess: () => setConfirming(false) })}
      >
        <p>{t('feed.comments.delete_text')}</p>
      </ConfirmDialog>
    </div>
  );
}
