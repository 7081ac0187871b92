import { dialingCode } from '@haat/shared/auth/phone';
import type { TWhatsappMethod, TWhatsappStatusView } from '@haat/shared/trust/whatsapp-schemas';
import { KeyRound, MessageSquareText } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input, Select } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { useCountries } from '../../auth/api/get-countries.ts';
import { useSession } from '../../auth/api/session.ts';
import { splitError } from '../../two-factor/components/split-error.ts';
import { useStartWhatsappVerification } from '../api/start-whatsapp-verification.ts';
import { readableNumber, whatsappE164 } from '../phone-input.ts';
import { useLtrInText } from './in-text.ts';

const option =
  'flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 has-[:checked]:border-emerald-700 has-[:checked]:bg-emerald-50 has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-amber-500 dark:border-slate-600 dark:has-[:checked]:border-emerald-500 dark:has-[:checked]:bg-emerald-950';

const METHOD_ICONS = { code: KeyRound, manual: MessageSquareText } as const;

/**
 * Starting a verification: the country (the account's by default) and the number as people write it
 * (`01712-345678`, `+880…`, Bengali digits), checked here for that country and sent as E.164; then
 * the ways on offer: "Send me a code" (a connector is set up) or "I'll message you" (the platform has
 * a WhatsApp number). The number field takes focus when the form opens.
 */
export function StartForm({
  status,
  onStarted,
  onCancel,
}: {
  status: TWhatsappStatusView;
  onStarted: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { user } = useSession();
  const ltr = useLtrInText();
  const countries = useCountries(lang);
  const start = useStartWhatsappVerification();
  const methods = (['code', 'manual'] as const).filter((method) =>
    method === 'code' ? status.code_available : !!status.platform_number,
  );
  const [country, setCountry] = useState(user?.country ?? 'BD');
  const [phone, setPhone] = useState('');
  const [method, setMethod] = useState<TWhatsappMethod | undefined>(methods[0]);
  const [phoneError, setPhoneError] = useState<string>();
  const [general, setGeneral] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  const prefix = countries.data?.find((c) => c.code === country)?.dialing_code ?? dialingCode(country) ?? '';
  const e164 = whatsappE164(phone, country);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setGeneral(undefined);
    if (!e164) {
      setPhoneError(t(phone.trim() ? 'whatsapp.start.phone_invalid' : 'whatsapp.start.phone_required'));
      return input.current?.focus();
    }
    if (!method) return;
    setPhoneError(undefined);
    try {
      await start.mutateAsync({ phone: e164, method });
      onStarted();
    } catch (error) {
      const split = splitError(error, 'phone', t('whatsapp.error'));
      setPhoneError(split.field);
      setGeneral(split.general);
      if (split.field) input.current?.focus();
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="whatsapp-start-form">
      <h3 className="font-semibold">{t('whatsapp.start.title')}</h3>
      {general ? <Alert tone="error">{general}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
        <Field label={t('fields.country')}>
          {({ id }) => (
            <Select
              id={id}
              value={country}
              onChange={(event) => setCountry(event.target.value)}
              aria-busy={countries.isPending}
            >
              {countries.data ? (
                countries.data.map((c) => (
                  <option key={c.code} value={c.code}>
                    {`${c.flag} ${c.name} (${c.dialing_code})`}
                  </option>
                ))
              ) : (
                <option value={country}>{`${country} ${prefix}`}</option>
              )}
            </Select>
          )}
        </Field>
        <Field
          label={t('whatsapp.start.phone')}
          error={phoneError}
          hint={
            e164 && !phoneError ? (
              <span data-testid="whatsapp-phone-preview">
                {t('whatsapp.start.phone_preview', { phone: ltr(readableNumber(e164)) })}
              </span>
            ) : (
              t('whatsapp.start.phone_hint', { code: prefix })
            )
          }
        >
          {({ id, describedBy, invalid }) => (
            <div className="flex" dir="ltr">
              <span className="inline-flex min-h-11 shrink-0 items-center rounded-s-lg border border-e-0 border-slate-400 bg-slate-100 px-3 text-slate-800 dark:border-slate-500 dark:bg-slate-800 dark:text-slate-100">
                {prefix}
              </span>
              <Input
                id={id}
                ref={input}
                name="whatsapp_phone"
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                value={phone}
                onChange={(event) => setPhone(event.target.value)}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                className="rounded-s-none"
                data-testid="whatsapp-phone"
              />
            </div>
          )}
        </Field>
      </div>
      {user?.phone ? (
        <p className="-mt-2">
          <button
            type="button"
            className="min-h-9 text-start text-sm font-medium text-emerald-800 underline decoration-emerald-700/40 underline-offset-4 hover:decoration-emerald-700 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-amber-500 dark:text-emerald-300 dark:decoration-emerald-300/50"
            onClick={() => {
              setPhone(user.phone);
              setPhoneError(undefined);
              input.current?.focus();
            }}
            data-testid="whatsapp-use-account-phone"
          >
            {t('whatsapp.start.use_account_phone', { phone: ltr(user.phone) })}
          </button>
        </p>
      ) : null}

      <fieldset className="space-y-3">
        <legend className="mb-1 font-medium text-slate-900 dark:text-white">{t('whatsapp.start.how')}</legend>
        {methods.map((value) => {
          const Icon = METHOD_ICONS[value];
          return (
            <label key={value} className={option}>
              <input
                type="radio"
                name="whatsapp_method"
                value={value}
                checked={method === value}
                onChange={() => setMethod(value)}
                className="mt-1 size-4 accent-emerald-700"
                data-testid={`whatsapp-method-${value}`}
              />
              <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-700 dark:text-emerald-400" />
              <span>
                <span className="block font-medium">{t(`whatsapp.start.${value}`)}</span>
                <span className="block text-sm text-slate-600 dark:text-slate-400">
                  {t(`whatsapp.start.${value}_hint`)}
                </span>
              </span>
            </label>
          );
        })}
      </fieldset>

      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={start.isPending} data-testid="whatsapp-submit">
          {t(method === 'manual' ? 'whatsapp.start.submit_manual' : 'whatsapp.start.submit_code')}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={start.isPending}>
          {t('whatsapp.cancel')}
        </Button>
      </div>
    </form>
  );
}
