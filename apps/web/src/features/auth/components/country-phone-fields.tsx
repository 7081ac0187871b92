import { dialingCode } from '@haat/shared/auth/phone';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { Field, Input, Select, useErrorText } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import type { useCountries } from '../api/get-countries.ts';

type TCountryPhone = { country: string; phone: string };

/**
 * The country and phone fields of the forms that make an account (register, and staff's "create a
 * person"): the countries with their dialing codes, and the phone with the chosen country's code in
 * front. `own` fills them in for the person typing (autocomplete); staff typing someone else's get
 * none. `choose` adds an empty first choice.
 */
export function CountryPhoneFields<T extends FieldValues & TCountryPhone>({
  register,
  errors,
  countries,
  country,
  phoneHint,
  choose,
  own,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  countries: ReturnType<typeof useCountries>;
  /** The country chosen now (the form's watched value). */
  country: string;
  /** The phone's hint, given the dialing code. */
  phoneHint: (code: string) => string;
  choose?: string;
  own?: boolean;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const fieldErrors = errors as FieldErrors<TCountryPhone>;
  const selected = countries.data?.find((entry) => entry.code === country);
  const prefix = selected?.dialing_code ?? dialingCode(country) ?? '';
  return (
    <>
      <Field label={t('fields.country')} error={errorText('country', fieldErrors.country)}>
        {({ id, describedBy, invalid }) => (
          <Select
            id={id}
            autoComplete={own ? 'country' : 'off'}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            aria-busy={countries.isPending}
            {...register('country' as Path<T>)}
            value={country}
          >
            {choose ? <option value="">{choose}</option> : null}
            {countries.data ? (
              countries.data.map((entry) => (
                <option key={entry.code} value={entry.code}>
                  {`${entry.flag} ${entry.name} (${entry.dialing_code})`}
                </option>
              ))
            ) : (
              // Until the list arrives, keep the default choice selectable.
              <option value="BD">🇧🇩 Bangladesh (+880)</option>
            )}
          </Select>
        )}
      </Field>
      <Field label={t('fields.phone')} error={errorText('phone', fieldErrors.phone)} hint={phoneHint(prefix)}>
        {({ id, describedBy, invalid }) => (
          <div className="flex" dir="ltr">
            <span
              className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-s-lg border border-e-0 border-slate-400 bg-slate-100 px-3 text-slate-800 dark:border-slate-500 dark:bg-slate-800 dark:text-slate-100"
              data-testid="dialing-code"
            >
              {prefix}
            </span>
            <Input
              id={id}
              type="tel"
              autoComplete={own ? 'tel-national' : 'off'}
              inputMode="tel"
              className="rounded-s-none"
              aria-describedby={describedBy}
              aria-invalid={invalid}
              {...register('phone' as Path<T>)}
            />
          </div>
        )}
      </Field>
    </>
  );
}
