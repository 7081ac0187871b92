import type { FieldError, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Field, Input } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { CountryField } from './country-field.tsx';
import { DistrictFields } from './district-fields.tsx';

/**
 * Where something is, as the marketplace and directory need it: the country, then in Bangladesh a
 * division and district from the list with the city or area as text, elsewhere the city as text.
 * The form holds `country`, `district` (a code, '' for none) and `city`.
 */
export function RegionFields<T extends FieldValues & { country: string; district: string; city: string }>({
  form,
  errorText,
}: {
  form: UseFormReturn<T>;
  errorText: (field: string, error: FieldError | undefined) => string | undefined;
}) {
  const { t } = useTranslation();
  const inBangladesh = form.watch('country' as Path<T>) === 'BD';
  const error = form.formState.errors.city as FieldError | undefined;
  return (
    <>
      <CountryField form={form} errorText={errorText} />
      {inBangladesh ? <DistrictFields form={form} errorText={errorText} /> : null}
      <Field
        label={inBangladesh ? t('businesses.place.area') : t('fields.city')}
        hint={inBangladesh ? t('businesses.place.area_hint') : undefined}
        error={errorText('city', error)}
      >
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            dir="auto"
            autoComplete="address-level2"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            {...form.register('city' as Path<T>)}
          />
        )}
      </Field>
    </>
  );
}
