import type { FieldError, UseFormReturn } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input, Select } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { useCountries } from '../../auth/api/get-countries.ts';
import { DistrictFields } from './district-fields.tsx';
import type { TBusinessForm } from './form-values.ts';
import { LocationFields } from './location-fields.tsx';

/**
 * Where the business is: address, country, then in Bangladesh a division and district (chosen from
 * the list) with the city or area as text, elsewhere the city as text; and the map location.
 */
export function PlaceFields({
  form,
  errorText,
}: {
  form: UseFormReturn<TBusinessForm>;
  errorText: (field: string, error: FieldError | undefined) => string | undefined;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const countries = useCountries(lang);
  const errors = form.formState.errors;
  const country = form.watch('country');
  const inBangladesh = country === 'BD';

  return (
    <>
      <Field label={t('fields.address')} error={errorText('address', errors.address)}>
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            dir="auto"
            autoComplete="street-address"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            {...form.register('address')}
          />
        )}
      </Field>
      <Field label={t('fields.country')} error={errorText('country', errors.country)}>
        {({ id, describedBy, invalid }) => (
          <Select
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            aria-busy={countries.isPending}
            {...form.register('country')}
            value={country}
          >
            {countries.data
              ? countries.data.map((c) => (
                  <option key={c.code} value={c.code}>
                    {`${c.flag} ${c.name}`}
                  </option>
                ))
              : null}
            {!countries.data ? <option value={country}>{country}</option> : null}
          </Select>
        )}
      </Field>
      {countries.isError ? (
        <Alert tone="error">
          <p>{t('businesses.form.countries_failed')}</p>
          <Button size="sm" variant="secondary" className="mt-2" onClick={() => countries.refetch()}>
            {t('businesses.common.retry')}
          </Button>
        </Alert>
      ) : null}
      {inBangladesh ? <DistrictFields form={form} errorText={errorText} /> : null}
      <Field
        label={inBangladesh ? t('businesses.place.area') : t('fields.city')}
        hint={inBangladesh ? t('businesses.place.area_hint') : undefined}
        error={errorText('city', errors.city)}
      >
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            dir="auto"
            autoComplete="address-level2"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            {...form.register('city')}
          />
        )}
      </Field>
      <LocationFields form={form} errorText={errorText} />
    </>
  );
}
