import type { UseFormReturn } from 'react-hook-form';
import { Field, Input, Select } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { useCountries } from '../../auth/api/get-countries.ts';
import { DistrictFields } from '../../businesses/components/district-fields.tsx';
import type { TCheckoutForm } from './checkout-form-values.ts';
import { useCheckoutErrorText } from './checkout-form-values.ts';

/**
 * Where the order goes: recipient and mobile number, country (Bangladesh first), then in Bangladesh
 * the division and district from the lists (the business form's pickers) with the area as text,
 * elsewhere the city as text; and the address line.
 */
export function AddressFields({ form }: { form: UseFormReturn<TCheckoutForm> }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const countries = useCountries(lang);
  const errorText = useCheckoutErrorText();
  const errors = form.formState.errors.address;
  const country = form.watch('address.country');
  const inBangladesh = country === 'BD';

  return (
    <fieldset className="space-y-4">
      <legend className="mb-1 text-lg font-semibold text-slate-900 dark:text-white">
        {t('orders.checkout.address')}
      </legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('orders.field.name')} error={errorText('name', errors?.name)}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              dir="auto"
              autoComplete="name"
              aria-describedby={describedBy}
              aria-invalid={invalid}
              data-testid="address-name"
              {...form.register('address.name')}
            />
          )}
        </Field>
        <Field
          label={t('orders.field.phone')}
          hint={t('orders.checkout.phone_hint')}
          error={errorText('phone', errors?.phone)}
        >
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              dir="ltr"
              type="tel"
              autoComplete="tel"
              aria-describedby={describedBy}
              aria-invalid={invalid}
              data-testid="address-phone"
              {...form.register('address.phone')}
            />
          )}
        </Field>
      </div>
      <Field label={t('orders.field.country')} error={errorText('country', errors?.country)}>
        {({ id, describedBy, invalid }) => (
          <Select
            id={id}
            autoComplete="country"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            aria-busy={countries.isPending}
            data-testid="address-country"
            {...form.register('address.country')}
            value={country}
          >
            {countries.data ? (
              countries.data.map((row) => (
                <option key={row.code} value={row.code}>
                  {`${row.flag} ${row.name}`}
                </option>
              ))
            ) : (
              <option value={country}>{country}</option>
            )}
          </Select>
        )}
      </Field>
      {inBangladesh ? (
        <DistrictFields
          form={form}
          errorText={errorText}
          districtName="address.district"
          divisionName="address.division"
        />
      ) : null}
      <Field
        label={inBangladesh ? t('orders.field.area') : t('orders.field.city')}
        error={errorText('city', errors?.city)}
      >
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            dir="auto"
            autoComplete="address-level2"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            data-testid="address-city"
            {...form.register('address.city')}
          />
        )}
      </Field>
      <Field label={t('orders.field.line')} error={errorText('line', errors?.line)}>
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            dir="auto"
            autoComplete="street-address"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            data-testid="address-line"
            {...form.register('address.line')}
          />
        )}
      </Field>
    </fieldset>
  );
}
