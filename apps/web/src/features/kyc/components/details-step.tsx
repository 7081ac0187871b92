import { KYC_MIN_AGE, type TKycDocumentType } from '@haat/shared/trust/kyc-schemas';
import type { Ref } from 'react';
import { Field, Input } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { latestBirthDate, type TDetailField, type TKycDetailsDraft } from '../kyc-logic.ts';
import { NidTips } from './tips.tsx';

/**
 * Number, name and birth date as written on the document. A Bengali NID's name may be typed in
 * Bengali and its digits in Bengali (the server reads them as 0–9).
 */
export function DetailsStep({
  documentType,
  values,
  onChange,
  errors,
  refs,
}: {
  documentType: TKycDocumentType;
  values: TKycDetailsDraft;
  onChange: (field: TDetailField, value: string) => void;
  errors: Partial<Record<TDetailField, string>>;
  refs: Record<TDetailField, Ref<HTMLInputElement>>;
}) {
  const { t } = useTranslation();
  const nid = documentType === 'national_id';
  return (
    <div className="space-y-4" data-testid="kyc-details-step">
      <p className="text-slate-700 dark:text-slate-300">{t('kyc.details_step.text')}</p>
      <Field
        label={t('kyc.details_step.number')}
        error={errors.document_number}
        hint={t(`kyc.details_step.number_hint.${documentType}`)}
      >
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            ref={refs.document_number}
            name="document_number"
            autoComplete="off"
            spellCheck={false}
            dir="ltr"
            inputMode={nid ? 'numeric' : 'text'}
            maxLength={40}
            value={values.document_number}
            onChange={(event) => onChange('document_number', event.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            data-testid="kyc-number"
          />
        )}
      </Field>
      <Field
        label={t('kyc.details_step.full_name')}
        error={errors.full_name}
        hint={t('kyc.details_step.full_name_hint')}
      >
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            ref={refs.full_name}
            name="full_name"
            autoComplete="name"
            maxLength={120}
            value={values.full_name}
            onChange={(event) => onChange('full_name', event.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            data-testid="kyc-full-name"
          />
        )}
      </Field>
      <Field
        label={t('kyc.details_step.birth_date')}
        error={errors.birth_date}
        hint={t('kyc.details_step.birth_date_hint', { age: KYC_MIN_AGE })}
        className="max-w-xs"
      >
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            ref={refs.birth_date}
            type="date"
            name="birth_date"
            autoComplete="bday"
            min="1900-01-01"
            max={latestBirthDate(new Date(), KYC_MIN_AGE)}
            value={values.birth_date}
            onChange={(event) => onChange('birth_date', event.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            data-testid="kyc-birth-date"
          />
        )}
      </Field>
      {nid ? <NidTips /> : null}
    </div>
  );
}
