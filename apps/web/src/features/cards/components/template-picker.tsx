import { CARD_TEMPLATE_STYLES, cssBackground } from '@haat/shared/cards/card-templates';
import { CARD_TEMPLATES, type TCardTemplate } from '@haat/shared/cards/schemas';
import { clsx } from 'clsx';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n.ts';

/** A small picture of a design, in the colours its card uses (the shared template definition). */
function Swatch({ template }: { template: TCardTemplate }) {
  const style = CARD_TEMPLATE_STYLES[template];
  return (
    <span
      aria-hidden
      data-swatch={template}
      className="mb-1.5 block h-12 overflow-hidden rounded-md border border-slate-300 dark:border-slate-600"
      style={{ background: style.card }}
    >
      <span
        className="block h-7"
        style={{
          background: cssBackground(style.head),
          borderBlockEnd: style.headRule ? `1px solid ${style.line}` : undefined,
        }}
      />
      <span className="mx-2 mt-1.5 block h-1.5 w-1/2 rounded-full" style={{ background: style.accent }} />
    </span>
  );
}

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
            <Swatch template={template} />
            {t(`vcard.templates.${template}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
