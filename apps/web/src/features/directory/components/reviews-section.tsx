import type { TBusinessPage } from '@haat/shared/directory/products';
import { LogIn, MessageSquare, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card, EmptyState } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { useSession } from '../../auth/api/session.ts';
import { useDeleteReview } from '../api/delete-review.ts';
import { useBusinessReviews } from '../api/list-reviews.ts';
import { useSaveReview } from '../api/save-review.ts';
import { formatRating } from '../format.ts';
import { ReviewForm } from './review-form.tsx';
import { ReviewItem } from './review-item.tsx';
import { StarRow } from './stars.tsx';

type TNotice = { tone: 'success' | 'error'; text: string };

/** What the visitor can do: sign in to review, write one, or see and change their own. */
function ViewerPanel({ page, slug }: { page: TBusinessPage; slug: string }) {
  const { t } = useTranslation();
  const { isAuthenticated } = useSession();
  const remove = useDeleteReview(slug);
  const save = useSaveReview(slug);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<TNotice>();
  const mine = page.my_review;

  if (!isAuthenticated)
    return (
      <div className="rounded-lg bg-slate-50 p-4 dark:bg-slate-800/60">
        <p className="text-slate-800 dark:text-slate-200">{t('directory.reviews.signed_out')}</p>
        <ButtonLink
          to={`/login?redirect=/b/${slug}`}
          size="sm"
          className="mt-2"
          data-testid="sign-in-to-review"
        >
          <LogIn aria-hidden className="size-4 rtl:-scale-x-100" />
          {t('directory.reviews.sign_in')}
        </ButtonLink>
      </div>
    );
  if (page.is_owner)
    return (
      <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-300">
        {t('directory.reviews.owner_note')}
      </p>
    );

  const deleteMine = async () => {
    try {
      const answer = await remove.mutateAsync();
      setNotice({ tone: 'success', text: answer.message || t('directory.reviews.deleted') });
    } catch {
      setNotice({ tone: 'error', text: t('directory.errors.save_failed') });
    }
    setConfirming(false);
  };

  return (
    <div className="rounded-lg bg-slate-50 p-4 dark:bg-slate-800/60" data-testid="my-review">
      <h3 className="mb-2 font-semibold">
        {mine ? t('directory.reviews.your_review') : t('directory.reviews.write')}
      </h3>
      {notice ? (
        <Alert tone={notice.tone} className="mb-3">
          {notice.text}
        </Alert>
      ) : null}
      {!mine || editing ? (
        <ReviewForm
          key={mine?.updated_at ?? 'new'}
          save={async (input) => (await save.mutateAsync(input)).message}
          pending={save.isPending}
          initial={mine}
          onDone={(message) => {
            setEditing(false);
            setNotice({ tone: 'success', text: message });
          }}
          onCancel={mine ? () => setEditing(false) : undefined}
        />
      ) : (
        <>
          <p className="flex items-center gap-2">
            <StarRow value={mine.rating} className="text-lg" />
            <span className="sr-only">{t('directory.reviews.rated', { rating: mine.rating })}</span>
          </p>
          {mine.body ? (
            <p dir="auto" className="mt-1 whitespace-pre-line break-words text-slate-800 dark:text-slate-200">
              {mine.body}
            </p>
          ) : null}
          <div className="mt-3 flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                setNotice(undefined);
                setEditing(true);
              }}
            >
              <Pencil aria-hidden className="size-4" />
              {t('directory.reviews.edit')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              className="text-red-700 dark:text-red-400"
              onClick={() => setConfirming(true)}
            >
              <Trash2 aria-hidden className="size-4" />
              {t('directory.reviews.delete')}
            </Button>
          </div>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('directory.reviews.delete_title')}
        confirmLabel={t('directory.reviews.delete')}
        cancelLabel={t('directory.actions.cancel')}
        busy={remove.isPending}
        onConfirm={deleteMine}
        onCancel={() => setConfirming(false)}
      >
        {t('directory.reviews.delete_text')}
      </ConfirmDialog>
    </div>
  );
}

/** Ratings and reviews: the average and count, the visitor's own review, every review with replies. */
export function ReviewsSection({ page, slug }: { page: TBusinessPage; slug: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const reviews = useBusinessReviews(slug);
  const { average, count } = page.business.rating;
  return (
    <Card aria-labelledby="reviews-title">
      <h2 id="reviews-title" className="mb-3 flex items-center gap-2 text-lg font-semibold">
        <MessageSquare aria-hidden className="size-5 text-emerald-700 dark:text-emerald-400" />
        {t('directory.reviews.title')}
      </h2>
      <div className="mb-4 flex items-center gap-4" data-testid="review-summary">
        <p className="text-4xl font-bold text-slate-900 dark:text-white" aria-hidden>
          {count ? formatRating(average, lang) : '–'}
        </p>
        <div>
          <StarRow value={average} className="text-xl" />
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {count === 0
              ? t('directory.rating.none')
              : t('directory.rating.label', { average: formatRating(average, lang), count })}
          </p>
        </div>
      </div>

      <ViewerPanel page={page} slug={slug} />

      {reviews.isError && !reviews.data ? (
        <Alert tone="error" className="mt-4">
          <p>{t('directory.errors.reviews_failed')}</p>
          <Button size="sm" variant="secondary" className="mt-2" onClick={() => reviews.refetch()}>
            {t('directory.actions.retry')}
          </Button>
        </Alert>
      ) : !reviews.data ? (
        <p role="status" className="mt-4 text-sm text-slate-600 dark:text-slate-400">
          {t('app.loading')}
        </p>
      ) : reviews.data.data.length === 0 ? (
        <div className="mt-4">
          <EmptyState icon={<MessageSquare className="size-8" />} title={t('directory.reviews.empty')}>
            {page.is_owner ? null : <p>{t('directory.reviews.empty_text')}</p>}
          </EmptyState>
        </div>
      ) : (
        <>
          <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-800" data-testid="review-list">
            {reviews.data.data.map((review) => (
              <li
                key={review.id}
                className="[contain-intrinsic-block-size:auto_7rem] [content-visibility:auto]"
              >
                <ReviewItem review={review} slug={slug} isOwner={page.is_owner} />
              </li>
            ))}
          </ul>
          {reviews.hasNextPage ? (
            <div className="mt-2 flex justify-center">
              <Button
                variant="secondary"
                onClick={() => reviews.fetchNextPage()}
                loading={reviews.isFetchingNextPage}
              >
                {t('directory.reviews.more')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </Card>
  );
}
