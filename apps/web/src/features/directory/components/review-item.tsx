import type { TReview } from '@haat/shared/directory/schemas';
import { MessageSquareReply, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Field, inputClass, useErrorText } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { ReportButton } from '../../reports/components/report-button.tsx';
import { useReplyToReview } from '../api/reply-to-review.ts';
import { BusinessAvatar } from './business-avatar.tsx';
import { StarRow } from './stars.tsx';

const REPLY_MAX = 2000;

/** The owner's reply form under a review (new reply or editing the current one). */
function ReplyForm({
  review,
  slug,
  onDone,
}: {
  review: TReview;
  slug: string;
  onDone: (message?: string) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { save } = useReplyToReview(slug);
  const [text, setText] = useState(review.reply ?? '');
  const [error, setError] = useState<string>();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError(t('directory.reviews.reply_required'));
      return;
    }
    try {
      const answer = await save.mutateAsync({
        businessId: review.business_id,
        reviewId: review.id,
        reply: text.trim(),
      });
      onDone(answer.message);
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.errors.reply?.[0]
          ? errorText('reply', { message: failure.errors.reply[0] })
          : failure instanceof ApiError && failure.status
            ? failure.message
            : t('directory.errors.save_failed'),
      );
    }
  };

  return (
    <form onSubmit={submit} noValidate className="mt-3 space-y-2" data-testid="reply-form">
      <Field label={t('directory.reviews.reply_label', { name: review.author_name })} error={error}>
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            value={text}
            maxLength={REPLY_MAX}
            rows={3}
            onChange={(event) => setText(event.target.value)}
            className={inputClass}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" loading={save.isPending}>
          {t('directory.reviews.reply_post')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => onDone()}>
          {t('directory.actions.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** One review: author, stars, date, text, the owner's reply; the owner's reply controls. */
export function ReviewItem({ review, slug, isOwner }: { review: TReview; slug: string; isOwner: boolean }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { remove } = useReplyToReview(slug);
  const [replying, setReplying] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string }>();

  const deleteReply = async () => {
    try {
      const answer = await remove.mutateAsync({ businessId: review.business_id, reviewId: review.id });
      setNotice({ tone: 'success', text: answer.message ?? t('directory.reviews.reply_deleted') });
    } catch {
      setNotice({ tone: 'error', text: t('directory.errors.save_failed') });
    }
    setConfirming(false);
  };

  return (
    <article className="py-4" aria-labelledby={`review-${review.id}`} data-testid="review">
      <div className="flex items-start gap-3">
        <BusinessAvatar name={review.author_name} src={null} className="size-10 rounded-full text-sm" />
        <div className="min-w-0 flex-1">
          <h3 id={`review-${review.id}`} className="flex flex-wrap items-center gap-2 font-semibold">
            <span className="break-words">{review.author_name}</span>
            {review.mine ? (
              <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100">
                {t('directory.reviews.yours')}
              </span>
            ) : null}
          </h3>
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
            <StarRow value={review.rating} className="text-base" />
            <span className="sr-only">{t('directory.reviews.rated', { rating: review.rating })}</span>
            <time dateTime={review.created_at}>{formatDate(review.created_at, lang)}</time>
          </p>
          {review.body ? (
            <p dir="auto" className="mt-2 whitespace-pre-line break-words text-slate-800 dark:text-slate-200">
              {review.body}
            </p>
          ) : null}

          {review.reply && !replying ? (
            <div
              className="mt-3 rounded-lg border-s-4 border-emerald-600 bg-slate-50 p-3 dark:bg-slate-800/60"
              data-testid="owner-reply"
            >
              <p className="text-sm font-semibold text-slate-900 dark:text-slate-100">
                {t('directory.reviews.owner_reply')}
                {review.replied_at ? (
                  <>
                    {' · '}
                    <time
                      dateTime={review.replied_at}
                      className="font-normal text-slate-600 dark:text-slate-400"
                    >
                      {formatDate(review.replied_at, lang)}
                    </time>
                  </>
                ) : null}
              </p>
              <p
                dir="auto"
                className="mt-1 whitespace-pre-line break-words text-sm text-slate-800 dark:text-slate-200"
              >
                {review.reply}
              </p>
            </div>
          ) : null}

          {isOwner && replying ? (
            <ReplyForm
              review={review}
              slug={slug}
              onDone={(message) => {
                setReplying(false);
                if (message) setNotice({ tone: 'success', text: message });
              }}
            />
          ) : null}
          {isOwner && !replying ? (
            <div className="mt-2 flex flex-wrap gap-2">
              <Button size="sm" variant="ghost" onClick={() => setReplying(true)}>
                {review.reply ? (
                  <Pencil aria-hidden className="size-4" />
                ) : (
                  <MessageSquareReply aria-hidden className="size-4 rtl:-scale-x-100" />
                )}
                {review.reply ? t('directory.reviews.reply_edit') : t('directory.reviews.reply')}
                <span className="sr-only">{` (${review.author_name})`}</span>
              </Button>
              {review.reply ? (
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-red-700 dark:text-red-400"
                  onClick={() => setConfirming(true)}
                >
                  <Trash2 aria-hidden className="size-4" />
                  {t('directory.reviews.reply_delete')}
                  <span className="sr-only">{` (${review.author_name})`}</span>
                </Button>
              ) : null}
            </div>
          ) : null}
          {review.mine ? null : (
            <ReportButton
              subject={{ type: 'business_review', id: review.id }}
              guests="hide"
              className="mt-1 -ms-2"
            />
          )}
          {notice ? (
            <Alert tone={notice.tone} className="mt-2">
              {notice.text}
            </Alert>
          ) : null}
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('directory.reviews.reply_delete_title')}
        confirmLabel={t('directory.reviews.reply_delete')}
        cancelLabel={t('directory.actions.cancel')}
        busy={remove.isPending}
        onConfirm={deleteReply}
        onCancel={() => setConfirming(false)}
      >
        {t('directory.reviews.reply_delete_text')}
      </ConfirmDialog>
    </article>
  );
}
