import type { TPlatformSettings } from '@haat/shared/payments/settings';
import { MAINTENANCE_MESSAGE_MAX } from '@haat/shared/payments/settings-limits';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Field, Input, inputClass } from '../../../components/ui/field.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { useInText } from '../../wallet/components/in-text.ts';
import { isSwitch, SETTING_KINDS, type TSettingName, type TSettingsForm } from '../settings-form.ts';
import { SettingSwitch } from './setting-switch.tsx';

/** A unit beside a number field (৳ before an amount, % after a percentage), kept left-to-right. */
function WithUnit({ unit, after, children }: { unit: string; after?: boolean; children: ReactNode }) {
  const unitClass =
    'inline-flex min-h-11 shrink-0 items-center border border-slate-400 bg-slate-100 px-3 text-slate-800 dark:border-slate-500 dark:bg-slate-800 dark:text-slate-100';
  return (
    <div className="flex" dir="ltr">
      {after ? null : <span className={clsx(unitClass, 'rounded-s-lg border-e-0')}>{unit}</span>}
      {children}
      {after ? <span className={clsx(unitClass, 'rounded-e-lg border-s-0')}>{unit}</span> : null}
    </div>
  );
}

/** One setting of the form, drawn as its kind needs (amount, percentage, count, number, switch, message). */
export function SettingField({
  name,
  form,
  settings,
  error,
  onChange,
}: {
  name: TSettingName;
  form: TSettingsForm;
  settings: TPlatformSettings;
  error?: string;
  onChange: <K extends TSettingName>(name: K, value: TSettingsForm[K]) => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const inText = useInText();
  const label = t(`admin_settings.fields.${name}.label`);
  const hint = t(`admin_settings.fields.${name}.hint`);
  if (isSwitch(name))
    return (
      <SettingSwitch
        name={name}
        label={label}
        description={hint}
        checked={form[name]}
        error={error}
        onChange={(checked) => onChange(name, checked)}
      />
    );

  const value = form[name];
  const kind = SETTING_KINDS[name];
  if (kind === 'text') {
    const length = value.length;
    return (
      <Field
        label={label}
        error={error}
        className="sm:col-span-2"
        hint={
          <span className="flex flex-wrap justify-between gap-2">
            <span>{hint}</span>
            <span aria-live="polite">
              {t('admin_settings.characters', {
                used: formatNumber(length, lang),
                max: formatNumber(MAINTENANCE_MESSAGE_MAX, lang),
              })}
            </span>
          </span>
        }
      >
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            name={name}
            rows={3}
            maxLength={MAINTENANCE_MESSAGE_MAX}
            placeholder={t('api.maintenance_default')}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className={inputClass}
            value={value}
            onChange={(event) => onChange(name, event.target.value)}
          />
        )}
      </Field>
    );
  }

  const configured =
    name === 'bkash_number'
      ? settings.configured_numbers.bkash
      : name === 'nagad_number'
        ? settings.configured_numbers.nagad
        : undefined;
  const phoneHint =
    kind === 'phone'
      ? configured
        ? t('admin_settings.phone_fallback', { number: inText.name(configured) })
        : t('admin_settings.phone_off')
      : undefined;
  return (
    <Field label={label} error={error} hint={phoneHint ? `${hint} ${phoneHint}` : hint}>
      {({ id, describedBy, invalid }) => {
        const input = (
          <Input
            id={id}
            name={name}
            dir="ltr"
            type={kind === 'phone' ? 'tel' : 'text'}
            inputMode={kind === 'phone' ? 'tel' : kind === 'count' ? 'numeric' : 'decimal'}
            autoComplete="off"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className={kind === 'taka' ? 'rounded-s-none' : kind === 'percent' ? 'rounded-e-none' : undefined}
            value={value}
            placeholder={kind === 'phone' ? (configured ?? '01XXX-XXXXXX') : undefined}
            onChange={(event) => onChange(name, event.target.value)}
          />
        );
        if (kind === 'taka') return <WithUnit unit="৳">{input}</WithUnit>;
        if (kind === 'percent')
          return (
            <WithUnit unit="%" after>
              {input}
            </WithUnit>
          );
        return input;
      }}
    </Field>
  );
}
