import { KYC_DOCUMENT_TYPES, type TKycDocumentType } from '@haat/shared/trust/kyc-schemas';
import { BookOpen, Car, IdCard } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';

const icons = { national_id: IdCard, passport: BookOpen, driving_licence: Car } as const;

/**
 * The document: national ID card, passport or driving licence, as radio buttons (arrow keys move
 * between them) drawn as cards saying which photos each needs.
 */
export function DocumentStep({
  value,
  onChange,
  error,
  firstRef,
}: {
  value: TKycDocumentType | undefined;
  onChange: (value: TKycDocumentType) => void;
  error?: string;
  firstRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation();
  return (
    <fieldset aria-describedby={error ? 'kyc-document-error' : undefined} data-testid="kyc-document-step">
      <legend className="mb-3 text-slate-700 dark:text-slate-300">{t('kyc.document_step.text')}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {KYC_DOCUMENT_TYPES.map((type, index) => {
          const Icon = icons[type];
          return (
            <label
              key={type}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 has-[:checked]:border-emerald-700 has-[:checked]:bg-emerald-50 has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-amber-500 dark:border-slate-600 dark:has-[:checked]:border-emerald-500 dark:has-[:checked]:bg-emerald-950"
            >
              <input
                ref={index === 0 ? firstRef : undefined}
                type="radio"
                name="document_type"
                value={type}
                checked={value === type}
                onChange={() => onChange(type)}
                aria-invalid={error ? true : undefined}
                className="mt-1 size-4 shrink-0 accent-emerald-700"
                data-testid={`kyc-document-${type}`}
              />
              <span className="min-w-0">
                <span className="flex items-center gap-2 font-semibold">
                  <Icon aria-hidden className="size-5 shrink-0 text-emerald-700 dark:text-emerald-400" />
                  {t(`kyc.document.${type}`)}
                </span>
                <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">
                  {t(`kyc.document_hint.${type}`)}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p
          id="kyc-document-error"
          role="alert"
          className="mt-2 text-sm font-medium text-red-700 dark:text-red-400"
        >
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
