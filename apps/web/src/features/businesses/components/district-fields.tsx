import { BD_DISTRICTS, BD_DIVISIONS, findDistrict } from '@haat/shared/places/bd-places';
import { useMemo, useState } from 'react';
import type { FieldError, UseFormReturn } from 'react-hook-form';
import { Field, Select } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { languageInfo } from '../../../lib/languages.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import type { TBusinessForm } from './form-values.ts';

/** Bangladesh: a division, then one of its districts (the district's code is what is saved). */
export function DistrictFields({
  form,
  errorText,
}: {
  form: UseFormReturn<TBusinessForm>;
  errorText: (field: string, error: FieldError | undefined) => string | undefined;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const district = form.watch('district');
  // The division follows the district (when the form is filled from a saved business) and is
  // otherwise the reader's own choice, which narrows the district list.
  const [division, setDivision] = useState(() => findDistrict(district)?.division ?? '');
  const districtDivision = findDistrict(district)?.division;
  if (districtDivision && districtDivision !== division) setDivision(districtDivision);

  const collator = useMemo(() => new Intl.Collator(languageInfo(lang).tag), [lang]);
  const divisions = useMemo(
    () => [...BD_DIVISIONS].sort((a, b) => collator.compare(a.names[lang], b.names[lang])),
    [collator, lang],
  );
  const districts = useMemo(
    () =>
      BD_DISTRICTS.filter((row) => row.division === division).sort((a, b) =>
        collator.compare(a.names[lang], b.names[lang]),
      ),
    [collator, division, lang],
  );

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={t('businesses.place.division')}>
        {({ id }) => (
          <Select
            id={id}
            value={division}
            data-testid="division"
            onChange={(event) => {
              setDivision(event.target.value);
              form.setValue('district', '', { shouldDirty: true });
            }}
          >
            <option value="">{t('businesses.place.choose_division')}</option>
            {divisions.map((row) => (
              <option key={row.code} value={row.code}>
                {row.names[lang]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t('fields.district')} error={errorText('district', form.formState.errors.district)}>
        {({ id, describedBy, invalid }) => (
          <Select
            id={id}
            data-testid="district"
            disabled={!division}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            {...form.register('district')}
          >
            <option value="">
              {division ? t('businesses.place.choose_district') : t('businesses.place.division_first')}
            </option>
            {districts.map((row) => (
              <option key={row.code} value={row.code}>
                {row.names[lang]}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </div>
  );
}
