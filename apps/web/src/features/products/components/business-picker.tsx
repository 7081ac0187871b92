import type { TBusiness } from '@haat/shared/directory/schemas';
import { Store } from 'lucide-react';
import { useId } from 'react';
import { Select } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/**
 * Which of the owner's businesses (or their own items, decision 058) the screen works on: a select
 * when there are several.
 */
export function BusinessPicker({
  businesses,
  value,
  onChange,
}: {
  businesses: TBusiness[];
  value: string;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const only = businesses.length === 1 ? businesses[0] : undefined;
  const nameOf = (business: TBusiness) =>
    business.kind === 'personal' ? t('products.business.personal') : business.name;
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1.5">
      {only ? (
        <p className="flex min-w-0 items-start gap-2 break-words">
          <Store aria-hidden className="mt-1 size-5 shrink-0 text-emerald-700 dark:text-emerald-400" />
          <span className="min-w-0">
            <span className="text-sm text-slate-600 dark:text-slate-400">
              {t('products.business.label')}:{' '}
            </span>
            <span className="font-semibold" data-testid="business-name">
              {nameOf(only)}
            </span>
          </span>
        </p>
      ) : (
        <>
          <label
            htmlFor={id}
            className="inline-flex items-center gap-2 text-sm font-medium text-slate-800 dark:text-slate-200"
          >
            <Store aria-hidden className="size-5 shrink-0 text-emerald-700 dark:text-emerald-400" />
            {t('products.business.label')}
          </label>
          <Select
            id={id}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className="w-auto max-w-full min-w-48"
            data-testid="business-picker"
          >
            {businesses.map((business) => (
              <option key={business.id} value={business.id}>
                {nameOf(business)}
              </option>
            ))}
          </Select>
        </>
      )}
    </div>
  );
}
