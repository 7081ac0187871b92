import type { TKycStatusView, TKycSubmission } from '@haat/shared/trust/kyc-schemas';
import { Lock } from 'lucide-react';
import { type Ref, useEffect, useRef } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { useInText } from '../../wallet/components/in-text.ts';
import { PartList } from './part-list.tsx';
import { birthDateText } from './review-step.tsx';
import { KycStatusBadge } from './status-badge.tsx';
import { useKycWords } from './words.ts';

const termClass = 'text-sm text-slate-600 dark:text-slate-400';

/** The typed details of a submission. */
function Details({ submission }: { submission: TKycSubmission }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const words = useKycWords();
  return (
    <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-2" data-testid="kyc-details">
      <div>
        <dt className={termClass}>{t('kyc.summary.document')}</dt>
        <dd className="font-medium">{words.document(submission.document_type)}</dd>
      </div>
      <div>
        <dt className={termClass}>{t('kyc.summary.number')}</dt>
        <dd className="font-medium" dir="ltr">
          {submission.document_number}
        </dd>
      </div>
      <div>
        <dt className={termClass}>{t('kyc.summary.name')}</dt>
        <dd className="font-medium">{submission.full_name}</dd>
      </div>
      <div>
        <dt className={termClass}>{t('kyc.summary.birth_date')}</dt>
        <dd className="font-medium">{birthDateText(submission.birth_date, lang)}</dd>
      </div>
    </dl>
  );
}

/**
 * Where a person with a submission stands: under review (what was sent, when), verified (the date;
 * locked, nothing to edit), or rejected (each rejected part and why; accepted parts as accepted).
 * The heading takes focus after sending, so the new state is read out.
 */
export function StatusPanel({
  view,
  submission,
  notice,
  focus,
}: {
  view: TKycStatusView;
  submission: TKycSubmission;
  notice?: string;
  focus?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const inText = useInText();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  const status = view.status === 'not_started' ? 'pending' : view.status;

  return (
    <div className="space-y-4" data-testid={`kyc-${status}`}>
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      <Heading headingRef={heading} status={status} />
      <p className="text-slate-700 dark:text-slate-300">{t(`kyc.${status}.text`)}</p>
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
          <dt className={termClass}>
            {t(submission.rounds > 1 ? 'kyc.summary.sent_again' : 'kyc.summary.sent')}
          </dt>
          <dd className="font-semibold" data-testid="kyc-sent-at">
            {formatDateTime(submission.submitted_at, lang)}
          </dd>
        </div>
        {status === 'approved' && view.verified_at ? (
          <div className="rounded-lg border border-emerald-300 p-3 dark:border-emerald-800">
            <dt className={termClass}>{t('kyc.approved.since')}</dt>
            <dd className="font-semibold" data-testid="kyc-verified-at">
              {formatDate(view.verified_at, lang)}
            </dd>
          </div>
        ) : submission.decided_at && status === 'rejected' ? (
          <div className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
            <dt className={termClass}>{t('kyc.summary.decided')}</dt>
            <dd className="font-semibold">{formatDateTime(submission.decided_at, lang)}</dd>
          </div>
        ) : null}
      </dl>
      {status === 'rejected' && submission.note ? (
        <Alert tone="info">
          <span data-testid="kyc-staff-message">
            {t('kyc.rejected.message', { note: inText.name(submission.note) })}
          </span>
        </Alert>
      ) : null}
      {status === 'approved' ? (
        <p
          className="flex items-start gap-2 text-sm text-slate-700 dark:text-slate-300"
          data-testid="kyc-locked"
        >
          <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t('kyc.approved.locked')}
        </p>
      ) : null}
      <section
        aria-labelledby="kyc-sent-title"
        className="space-y-3 border-t border-slate-200 pt-4 dark:border-slate-700"
      >
        <h3 id="kyc-sent-title" className="font-semibold">
          {t('kyc.summary.title')}
        </h3>
        <PartList
          parts={submission.parts}
          documentType={submission.document_type}
          details={<Details submission={submission} />}
        />
      </section>
    </div>
  );
}

function Heading({ headingRef, status }: { headingRef: Ref<HTMLHeadingElement>; status: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-semibold focus:outline-none"
        data-testid="kyc-state-title"
      >
        {t(`kyc.${status}.title`)}
      </h2>
      <KycStatusBadge status={status as TKycStatusView['status']} />
    </div>
  );
}
