import { CARD_TEMPLATES, type TCardTemplate } from '@haat/shared/cards/schemas';
import { clsx } from 'clsx';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n.ts';

const swatches: Record<TCardTemplate, string> = {
  classic: 'bg-white border-t-[14px] border-t-emerald-700 border border-slate-200',
  modern:
    'bg-gradient-to-r from-sky-700 via-indigo-800 to-white border border-slate-200 rtl:bg-gradient-to-l',
  bold: 'bg-slate-900 border-4 border-amber-400',
  minimal: 'bg-stone-50 border border-stone-300',
};

/** The four designs as radio buttons with a small picture of each. */
export function TemplatePicker({
  value,
  field,
}: {
  value: TCardTemplate | undefined;
  field: UseFormRegisterReturn<'template'>;
}) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200">
        {t('fields.template')}
      </legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {CARD_TEMPLATES.map((template) => (
          <label
            key={template}
            className={clsx(
              'cursor-pointer rounded-lg border-2 p-2 text-center text-sm has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-amber-500',
              value === template
                ? 'border-emerald-700 bg-emerald-50 dark:border-emerald-400 dark:bg-emerald-950'
                : 'border-slate-300 dark:border-slate-600',
            )}
          >
            <input type="radio" value={template} className="sr-only" {...field} />
            <span aria-hidden className={clsx('mb-1.5 block h-12 rounded-md', swatches[template])} />
            {t(`vcard.templates.${template}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
