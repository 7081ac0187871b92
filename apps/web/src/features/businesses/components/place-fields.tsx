import type { FieldError, UseFormReturn } from 'react-hook-form';
import { Field, Input } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import type { TBusinessForm } from './form-values.ts';
import { LocationFields } from './location-fields.tsx';
import { RegionFields } from './region-fields.tsx';

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
  const errors = form.formState.errors;

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
      <RegionFields form={form} errorText={errorText} />
      <LocationFields form={form} errorText={errorText} />
    </>
  );
}
