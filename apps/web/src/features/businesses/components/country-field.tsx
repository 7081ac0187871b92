import type { FieldError, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Select } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { useCountries } from '../../auth/api/get-countries.ts';

/**
 * The country of a place (a business, a person's own items), chosen from the countries the API
 * knows, named in the reader's language; the form's `country` field holds its code. Labels come
 * from the `businesses` catalogue.
 */
export function CountryField<T extends FieldValues & { country: string }>({
  form,
  errorText,
}: {
  form: UseFormReturn<T>;
  errorText: (field: string, error: FieldError | undefined) => string | undefined;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const countries = useCountries(lang);
  const country = form.watch('country' as Path<T>) as string;
  const error = form.formState.errors.country as FieldError | undefined;
  return (
    <>
      <Field label={t('fields.country')} error={errorText('country', error)}>
        {({ id, describedBy, invalid }) => (
          <Select
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            aria-busy={countries.isPending}
            {...form.register('country' as Path<T>)}
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
    </>
  );
}
