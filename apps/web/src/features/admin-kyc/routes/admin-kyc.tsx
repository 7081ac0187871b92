import { IdCard } from 'lucide-react';
import { useLocation, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-page.ts';
import { QueueList } from '../../admin/components/queue-list.tsx';
import { QueueNotices } from '../../admin/components/queue-notices.tsx';
import { useKycQueue, useWaitingKycCount } from '../api/list-kyc-queue.ts';
import { KycQueueItem } from '../components/kyc-queue-item.tsx';
import { QueueFilters } from '../components/queue-filters.tsx';
import { type TReviewNotice, WaitingCount } from '../components/review-notice.tsx';
import { DEFAULT_KYC_FILTERS, filtersFrom, isFiltered, searchOf, type TKycFilters } from '../review-logic.ts';

/**
 * `/admin/kyc`: staff's identity verification queue. The filters live in the address (`?status=`,
 * default `pending`, oldest first; `document_type`, `from`, `to`, `q`), so Back works, a filtered
 * queue can be shared, and a review returns to the same list.
 */
export default function AdminKyc() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const notice = (location.state as TReviewNotice | null)?.notice ?? '';
  const filters = filtersFrom(params);
  const list = useKycQueue(filters);
  const waiting = useWaitingKycCount();
  useDocumentTitle(t('admin.kyc.title'));

  const apply = (next: TKycFilters) => setParams(new URLSearchParams(searchOf(next)));
  const search = searchOf(filters);

  return (
    <div>
      <PageHeader
        title={t('admin.kyc.title')}
        subtitle={t('admin.kyc.intro')}
        icon={<IdCard className="size-5" />}
      />
      <WaitingCount count={waiting.data} />
      <QueueFilters
        filters={filters}
        onChange={(changes) => apply({ ...filters, ...changes })}
        onClear={() => apply(DEFAULT_KYC_FILTERS)}
        canClear={isFiltered(filters)}
      />
      <QueueNotices notice={notice} problem="" />
      <section aria-labelledby="kyc-queue-title">
        <h2 id="kyc-queue-title" className="sr-only">
          {t('admin.kyc.queue')}
        </h2>
        <QueueList
          list={list}
          testId="kyc"
          failedText={t('admin.kyc.queue_failed')}
          filtered={isFiltered(filters)}
          onShowQueue={() => apply(DEFAULT_KYC_FILTERS)}
          focusRequest={null}
          renderItem={(item) => <KycQueueItem item={item} search={search} />}
        />
      </section>
    </div>
  );
}
