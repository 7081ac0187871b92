import { ageOn, type TAdminKycDetail } from '@haat/shared/trust/kyc-schemas';
import { BadgeCheck, ShieldQuestion } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { CopyableValue, Fact } from '../../admin/components/item-parts.tsx';
import { countryName } from '../../directory/format.ts';
import { NewMarker } from './kyc-status-badge.tsx';
import { PartState } from './part-state.tsx';

/** The details as the person typed them from the document: type, number, name, birth date and age. */
export function DocumentDetails({ detail }: { detail: TAdminKycDetail }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { submission } = detail;
  const part = submission.parts.find((candidate) => candidate.part === 'details');
  const birth = `${submission.birth_date}T00:00:00Z`;
  return (
    <Card aria-labelledby="kyc-details-title">
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <h2 id="kyc-details-title" className="text-lg font-semibold">
          {t('admin.kyc.part.details')}
        </h2>
        {part?.changed ? <NewMarker /> : null}
        {part ? (
          <PartState part={part} rounds={submission.rounds} waiting={submission.status === 'pending'} />
        ) : null}
      </div>
      <dl className="grid gap-3 sm:grid-cols-2" data-testid="kyc-details">
        <Fact label={t('admin.kyc.document_label')}>
          {t(`admin.kyc.document.${submission.document_type}`)}
        </Fact>
        <Fact label={t('admin.kyc.document_number')}>
          <CopyableValue
            value={submission.document_number}
            copyLabel={t('admin.kyc.copy_number', { number: submission.document_number })}
            testId="document-number"
          />
        </Fact>
        <Fact label={t('admin.kyc.name_on_document')} testId="full-name">
          <bdi className="text-base font-semibold">{submission.full_name}</bdi>
        </Fact>
        <Fact label={t('admin.kyc.birth_date')} testId="birth-date">
          <time dateTime={submission.birth_date}>{formatDate(birth, lang)}</time>
          {` · ${t('admin.kyc.age', { age: ageOn(submission.birth_date, new Date()) })}`}
        </Fact>
      </dl>
    </Card>
  );
}

/** Who sent it: name, email, phone, country, when they joined, and whether they are verified. */
export function PersonFacts({ detail }: { detail: TAdminKycDetail }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { user } = detail;
  return (
    <Card aria-labelledby="kyc-person-title">
      <h2 id="kyc-person-title" className="mb-3 text-lg font-semibold">
        {t('admin.kyc.person')}
      </h2>
      <p className="mb-3 break-words font-semibold text-slate-900 dark:text-white">{user.name}</p>
      <dl className="grid gap-3">
        <Fact label={t('admin.kyc.email')}>
          <bdi dir="ltr" className="break-all">
            {user.email}
          </bdi>
        </Fact>
        <Fact label={t('admin.kyc.phone')}>
          <bdi dir="ltr">{user.phone}</bdi>
        </Fact>
        <Fact label={t('admin.kyc.country')}>{countryName(user.country, lang)}</Fact>
        <Fact label={t('admin.kyc.joined')}>
          <time dateTime={user.created_at}>{formatDateTime(user.created_at, lang)}</time>
        </Fact>
        <Fact label={t('admin.kyc.identity')} testId="identity-state">
          {user.identity_verified_at ? (
            <span className="inline-flex items-center gap-1 font-semibold text-emerald-800 dark:text-emerald-300">
              <BadgeCheck aria-hidden className="size-4" />
              {t('admin.kyc.verified_since', { time: formatDateTime(user.identity_verified_at, lang) })}
            </span>
          ) : (
            <span className="inline-flex items-center gap-1">
              <ShieldQuestion aria-hidden className="size-4" />
              {t('admin.kyc.not_verified')}
            </span>
          )}
        </Fact>
      </dl>
    </Card>
  );
}
