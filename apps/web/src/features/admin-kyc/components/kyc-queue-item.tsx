import type { TAdminKycItem } from '@haat/shared/trust/kyc-schemas';
import { IdCard, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { Fact, QueueItem, UserContact } from '../../admin/components/item-parts.tsx';
import { KycStatusBadge } from './kyc-status-badge.tsx';

/**
 * One submission in the queue: the person (name linking to the review, email, phone), the document,
 * the round (a second round or later is a resubmission), when it was sent and its status.
 */
export function KycQueueItem({ item, search }: { item: TAdminKycItem; search: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const resubmitted = item.rounds > 1;
  const document = t(`admin.kyc.document.${item.document_type}`);
  return (
    <QueueItem id={item.id} testId="kyc-item" pending={item.status === 'pending'}>
      <div className="flex flex-wrap items-start gap-3">
        <span
          aria-hidden
          className="grid size-10 shrink-0 place-items-center rounded-lg bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200"
        >
          <IdCard className="size-5" />
        </span>
        <div className="min-w-0 flex-1 basis-40">
          <h3 id={`${item.id}-title`} className="break-words font-semibold text-slate-900 dark:text-white">
            <Link
              to={`/admin/kyc/${item.id}${search}`}
              className="rounded-sm text-emerald-800 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-amber-500 dark:text-emerald-300"
              data-testid="review-link"
            >
              {item.user.name}
              <span className="sr-only">{` · ${document}`}</span>
            </Link>
          </h3>
          <UserContact email={item.user.email} phone={item.user.phone} />
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <KycStatusBadge status={item.status} />
          {resubmitted ? (
            <span
              className="inline-flex items-center gap-1 rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900 dark:bg-sky-900 dark:text-sky-100"
              data-testid="resubmitted"
            >
              <RefreshCw aria-hidden className="size-3.5" />
              {t('admin.kyc.resubmitted')}
            </span>
          ) : null}
        </div>
      </div>
      <dl className="mt-3 flex flex-wrap gap-x-8 gap-y-3">
        <Fact label={t('admin.kyc.document_label')} testId="document">
          {document}
        </Fact>
        <Fact label={t('admin.kyc.name_on_document')}>
          <bdi>{item.full_name}</bdi>
        </Fact>
        <Fact label={t('admin.kyc.round')} testId="round">
          {t('admin.kyc.round_value', { round: item.rounds })}
        </Fact>
        <Fact label={t('admin.kyc.submitted')}>
          <time dateTime={item.submitted_at}>{formatDateTime(item.submitted_at, lang)}</time>
        </Fact>
        {item.decided_at ? (
          <Fact label={t('admin.kyc.decided')}>
            <time dateTime={item.decided_at}>{formatDateTime(item.decided_at, lang)}</time>
          </Fact>
        ) : null}
      </dl>
    </QueueItem>
  );
}
