import { type TWeekday, WEEKDAYS } from '@haat/shared/directory/hours';
import { clsx } from 'clsx';
import { CopyCheck } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { FieldError, UseFormReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import type { TBusinessForm } from './form-values.ts';
import { weekdayNames } from './weekday-names.ts';

/**
 * Opening hours, one row per weekday: open/closed switch, "open 24 hours", opening and closing
 * times, and a button that copies the row to every day.
 */
export function HoursEditor({
  form,
  errorText,
}: {
  form: UseFormReturn<TBusinessForm>;
  errorText: (field: string, error: FieldError | undefined) => string | undefined;
}) {
  const [copied, setCopied] = useState<TWeekday>();
  const { t } = useTranslation();
  const lang = useLanguage();
  const names = useMemo(() => weekdayNames(lang), [lang]);
  const hours = form.watch('hours');
  const errors = form.formState.errors.hours;

  const copyToAll = (day: TWeekday) => {
    const source = form.getValues(`hours.${day}`);
    for (const other of WEEKDAYS)
      if (other !== day) form.setValue(`hours.${other}`, { ...source }, { shouldDirty: true });
    if (form.formState.isSubmitted) void form.trigger('hours');
    setCopied(day);
  };

  return (
    <fieldset className="space-y-3" data-testid="hours-editor">
      <legend className="sr-only">{t('fields.hours')}</legend>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('businesses.hours.hint')}</p>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        {WEEKDAYS.map((day) => {
          const value = hours[day];
          const name = names[day];
          const fromError = errorText(`hours.${day}.from`, errors?.[day]?.from);
          const toError = errorText(`hours.${day}.to`, errors?.[day]?.to);
          const errorId = `hours-${day}-error`;
          return (
            <li key={day} className="space-y-2 p-3" data-testid={`hours-${day}`}>
              <div className="flex items-center gap-3">
                <span className="w-28 shrink-0 font-medium">{name}</span>
                <label className="flex min-h-11 flex-1 cursor-pointer items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    role="switch"
                    aria-checked={value.open}
                    aria-label={t('businesses.hours.open_on', { day: name })}
                    className="h-6 w-10 shrink-0 cursor-pointer accent-emerald-700"
                    {...form.register(`hours.${day}.open`)}
                  />
                  <span
                    aria-hidden
                    className={
                      value.open
                        ? 'text-emerald-800 dark:text-emerald-300'
                        : 'text-slate-600 dark:text-slate-400'
                    }
                  >
                    {value.open ? t('businesses.hours.open') : t('businesses.hours.closed')}
                  </span>
                </label>
                <Button
                  size="sm"
                  variant="ghost"
                  className="shrink-0"
                  onClick={() => copyToAll(day)}
                  aria-label={t('businesses.hours.copy_to_all_day', { day: name })}
                  title={t('businesses.hours.copy_to_all_day', { day: name })}
                  data-testid={`copy-${day}`}
                >
                  <CopyCheck aria-hidden className="size-4" />
                  <span className="hidden sm:inline">{t('businesses.hours.copy_to_all')}</span>
                </Button>
              </div>
              {value.open ? (
                <div className="flex flex-wrap items-center gap-x-4 gap-y-2 sm:ps-31">
                  {value.allDay ? null : (
                    <div className="flex w-full items-center gap-2 sm:w-auto">
                      <input
                        type="time"
                        aria-label={t('businesses.hours.opens_on', { day: name })}
                        aria-invalid={!!fromError}
                        aria-describedby={fromError || toError ? errorId : undefined}
                        dir="ltr"
                        className={clsx(inputClass, 'min-w-0 flex-1 sm:w-36 sm:flex-none')}
                        {...form.register(`hours.${day}.from`)}
                      />
                      <span aria-hidden>–</span>
                      <input
                        type="time"
                        aria-label={t('businesses.hours.closes_on', { day: name })}
                        aria-invalid={!!toError}
                        aria-describedby={fromError || toError ? errorId : undefined}
                        dir="ltr"
                        className={clsx(inputClass, 'min-w-0 flex-1 sm:w-36 sm:flex-none')}
                        {...form.register(`hours.${day}.to`)}
                      />
                    </div>
                  )}
                  <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-5 shrink-0 cursor-pointer accent-emerald-700"
                      aria-label={t('businesses.hours.all_day_on', { day: name })}
                      {...form.register(`hours.${day}.allDay`)}
                    />
                    <span aria-hidden>{t('businesses.hours.all_day')}</span>
                  </label>
                </div>
              ) : null}
              {fromError || toError ? (
                <p
                  id={errorId}
                  role="alert"
                  className="text-sm font-medium text-red-700 sm:ps-31 dark:text-red-400"
                >
                  {fromError ?? toError}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <p role="status" className="min-h-6 text-sm text-emerald-800 dark:text-emerald-300">
        {copied ? t('businesses.hours.copied', { day: names[copied] }) : ''}
      </p>
    </fieldset>
  );
}
