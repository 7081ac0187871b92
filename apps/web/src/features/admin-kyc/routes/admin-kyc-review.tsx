import { ArrowLeft, SearchX } from 'lucide-react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, EmptyState, Skeleton } from '../../../components/ui/card.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle, useLanguage } from '../../../lib/use-page.ts';
import { QueueNotices } from '../../admin/components/queue-notices.tsx';
import { useSession } from '../../auth/api/session.ts';
import { useKycReview } from '../api/get-kyc-review.ts';
import { BusinessBadges } from '../components/business-badges.tsx';
import { DocumentDetails, PersonFacts } from '../components/case-facts.tsx';
import { DecisionPanel } from '../components/decision-panel.tsx';
import { DocumentImages } from '../components/document-images.tsx';
import { HistoryTimeline } from '../components/history-timeline.tsx';
import { KycStatusBadge } from '../components/kyc-status-badge.tsx';
import type { TReviewNotice } from '../components/review-notice.tsx';
import { useReviewDecision } from '../components/use-review-decision.ts';
import { filtersFrom, searchOf } from '../review-logic.ts';

function BackToQueue({ search }: { search: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={`/admin/kyc${search}`}
      className="mb-3 inline-flex items-center gap-1 rounded-md text-sm font-medium text-emerald-800 hover:underline focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-amber-500 dark:text-emerald-300"
      data-testid="back-to-queue"
    >
      <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
      {t('admin.kyc.back')}
    </Link>
  );
}

/**
 * `/admin/kyc/:id`: one submission to decide. The typed details and the person, the images side by
 * side with zoom (and earlier ones), the history, the decision, and the person's businesses with
 * their verified badge. The queue's filters stay in the address, so the review returns to them and
 * moves on to the next waiting submission among them.
 */
export default function AdminKycReview() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const id = useParams().id ?? '';
  const [params] = useSearchParams();
  const location = useLocation();
  const notice = (location.state as TReviewNotice | null)?.notice ?? '';
  const filters = filtersFrom(params);
  const search = searchOf(filters);
  const review = useKycReview(id);
  const session = useSession();
  const detail = review.data;
  const decision = useReviewDecision(detail, filters);
  useDocumentTitle(detail ? t('admin.kyc.review_title', { name: detail.user.name }) : t('admin.kyc.title'));

  if (review.isPending)
    return (
      <div aria-busy="true">
        <BackToQueue search={search} />
        <span className="sr-only" role="status">
          {t('admin.payments.loading')}
        </span>
        <Skeleton className="h-8 w-1/2" />
        <div className="mt-5 grid gap-4 sm:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="aspect-[4/3] w-full" />
          ))}
        </div>
      </div>
    );
  if (review.error instanceof ApiError && (review.error.status === 404 || review.error.status === 422))
    return (
      <div>
        <BackToQueue search={search} />
        <h1 className="sr-only">{t('admin.kyc.not_found')}</h1>
        <Card>
          <EmptyState icon={<SearchX className="size-8" />} title={t('admin.kyc.not_found')} />
        </Card>
      </div>
    );
  if (review.isError || !detail)
    return (
      <div>
        <BackToQueue search={search} />
        <h1 className="sr-only">{t('admin.kyc.title')}</h1>
        <Alert tone="error">
          <p>{t('admin.kyc.review_failed')}</p>
          <Button size="sm" variant="secondary" className="mt-2" onClick={() => review.refetch()}>
            {t('admin.payments.retry')}
          </Button>
        </Alert>
      </div>
    );

  const { submission, user } = detail;
  const waiting = submission.status === 'pending';
  return (
    <div data-testid="kyc-review">
      <BackToQueue search={search} />
      <header className="mb-4">
        <h1 className="flex flex-wrap items-center gap-x-3 gap-y-1 text-2xl font-bold text-slate-900 dark:text-white">
          <span className="min-w-0 break-words">{user.name}</span>
          <KycStatusBadge status={submission.status} />
        </h1>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {t(`admin.kyc.document.${submission.document_type}`)}
          {' · '}
          {t('admin.kyc.round_value', { round: submission.rounds })}
          {' · '}
          {t('admin.kyc.submitted_at', { time: formatDateTime(submission.submitted_at, lang) })}
          {submission.decided_at
            ? ` · ${t('admin.kyc.decided_at', { time: formatDateTime(submission.decided_at, lang) })}`
            : ''}
        </p>
      </header>

      <QueueNotices notice={notice} problem={decision.problem} />

      {/* Narrow: images, details, decision, person, businesses, history. Wide (by the space the
          screen gets, not the window): images across, then two columns. */}
      <div className="@container">
        <div className="grid items-start gap-4 @3xl:grid-cols-2 @3xl:grid-rows-[auto_auto_1fr]">
          <div className="min-w-0 @3xl:col-span-2">
            <DocumentImages detail={detail} />
          </div>
          <div className="min-w-0">
            <DocumentDetails detail={detail} />
          </div>
          <div className="min-w-0 space-y-4 @3xl:row-span-2">
            {waiting ? (
              <DecisionPanel detail={detail} decision={decision} ownCase={session.user?.id === user.id} />
            ) : submission.note ? (
              <Card>
                <p className="break-words text-sm" data-testid="decision-note">
                  {t('admin.kyc.event_note', { note: submission.note })}
                </p>
              </Card>
            ) : null}
            <PersonFacts detail={detail} />
            <BusinessBadges detail={detail} />
          </div>
          <div className="min-w-0">
            <HistoryTimeline history={detail.history} />
          </div>
        </div>
      </div>
    </div>
  );
}
