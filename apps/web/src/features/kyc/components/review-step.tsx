import type { TKycDocumentType, TKycImagePart, TKycSubmission } from '@haat/shared/trust/kyc-schemas';
import { kycImageParts } from '@haat/shared/trust/kyc-schemas';
import { Button } from '../../../components/ui/button.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import type { TKycDetailsDraft, TKycPlan, TKycStep } from '../kyc-logic.ts';
import { KycImage } from './kyc-image.tsx';
import type { TImages } from './use-kyc-images.ts';
import { useKycWords } from './words.ts';

const rowClass = 'flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2';

/** A `YYYY-MM-DD` day as a date in the language (noon UTC, so no time zone moves the day). */
export function birthDateText(value: string, lang: ReturnType<typeof useLanguage>): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(`${value}T12:00:00Z`, lang) : value;
}

/**
 * Everything about to be sent, each with "Change" (back to its step); parts kept from before are
 * named as kept. Sending locks it all until staff decide.
 */
export function ReviewStep({
  plan,
  documentType,
  details,
  images,
  submission,
  onEdit,
}: {
  plan: TKycPlan;
  documentType: TKycDocumentType;
  details: TKycDetailsDraft;
  images: TImages;
  submission: TKycSubmission | null;
  onEdit: (step: TKycStep) => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const words = useKycWords();
  const edit = (step: TKycStep, what: string) => (
    <Button size="sm" variant="ghost" onClick={() => onEdit(step)} data-testid={`kyc-edit-${step}`}>
      {t('kyc.review_step.change')}
      <span className="sr-only">{`: ${what}`}</span>
    </Button>
  );
  const kept = kycImageParts(documentType).filter((part) => !plan.images.includes(part));
  const shown = (part: TKycImagePart) => {
    const state = images[part];
    if (state?.phase !== 'ready') return null;
    return <KycImage src={state.preview} fileId={state.upload.id} alt={words.part(part, documentType)} />;
  };

  return (
    <div className="space-y-4" data-testid="kyc-review-step">
      <p className="text-slate-700 dark:text-slate-300">{t('kyc.review_step.text')}</p>
      <dl className="divide-y divide-slate-200 dark:divide-slate-700">
        <div className={rowClass}>
          <dt className="text-sm text-slate-600 dark:text-slate-400">{t('kyc.summary.document')}</dt>
          <dd className="flex items-center gap-2 font-medium">
            {words.document(documentType)}
            {plan.chooseDocument ? edit('document', t('kyc.summary.document')) : null}
          </dd>
        </div>
        {plan.details ? (
          <>
            <div className={rowClass}>
              <dt className="text-sm text-slate-600 dark:text-slate-400">{t('kyc.summary.number')}</dt>
              <dd className="font-medium" dir="ltr">
                {details.document_number}
              </dd>
            </div>
            <div className={rowClass}>
              <dt className="text-sm text-slate-600 dark:text-slate-400">{t('kyc.summary.name')}</dt>
              <dd className="font-medium">{details.full_name}</dd>
            </div>
            <div className={rowClass}>
              <dt className="text-sm text-slate-600 dark:text-slate-400">{t('kyc.summary.birth_date')}</dt>
              <dd className="flex items-center gap-2 font-medium">
                {birthDateText(details.birth_date, lang)}
                {edit('details', t('kyc.steps.details'))}
              </dd>
            </div>
          </>
        ) : submission ? (
          <div className={rowClass}>
            <dt className="text-sm text-slate-600 dark:text-slate-400">{t('kyc.part.details')}</dt>
            <dd className="font-medium">{t('kyc.review_step.kept')}</dd>
          </div>
        ) : null}
      </dl>
      {plan.images.length ? (
        <div>
          <div className="mb-2 flex items-center justify-between gap-2">
            <h3 className="font-semibold">{t('kyc.steps.images')}</h3>
            {edit('images', t('kyc.steps.images'))}
          </div>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {plan.images.map((part) => (
              <li key={part} className="space-y-1">
                {shown(part)}
                <p className="text-sm font-medium">{words.part(part, documentType)}</p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {submission && kept.length ? (
        <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="kyc-review-kept">
          {t('kyc.review_step.kept_images', {
            parts: words.list(kept.map((part) => words.part(part, documentType))),
          })}
        </p>
      ) : null}
    </div>
  );
}
