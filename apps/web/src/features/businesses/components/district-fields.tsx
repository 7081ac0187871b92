import { BD_DISTRICTS, BD_DIVISIONS, findDistrict } from '@haat/shared/places/bd-places';
import { useMemo, useState } from 'react';
import {
  type FieldError,
  type FieldValues,
  get,
  type Path,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form';
import { Field, Select } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { languageInfo } from '../../../lib/languages.ts';
import { useLanguage } from '../../../lib/use-page.ts';

/**
 * Bangladesh: a division, then one of its districts (the district's code is what is saved). Any form
 * can use it: `districtName` is the district's field (default `district`); a form that also saves the
 * division (a delivery address) names its field in `divisionName`, which then follows the choice.
 * Labels come from the `businesses` catalogue.
 */
export function DistrictFields<T extends FieldValues>({
  form,
  errorText,
  districtName = 'district' as Path<T>,
  divisionName,
}: {
  form: UseFormReturn<T>;
  errorText: (field: string, error: FieldError | undefined) => string | undefined;
  districtName?: Path<T>;
  divisionName?: Path<T>;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const district = form.watch(districtName) as string | undefined;
  const errors = form.formState.errors;
  // The division follows the district (when the form is filled from saved values) and is
  // otherwise the reader's own choice, which narrows the district list.
  const [division, setDivision] = useState(() => findDistrict(district ?? '')?.division ?? '');
  const districtDivision = findDistrict(district ?? '')?.division;
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
  const divisionError = divisionName ? (get(errors, divisionName) as FieldError | undefined) : undefined;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={t('businesses.place.division')} error={errorText('division', divisionError)}>
        {({ id, describedBy, invalid }) => (
          <Select
            id={id}
            value={division}
            data-testid="division"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            onChange={(event) => {
              setDivision(event.target.value);
              form.setValue(districtName, '' as PathValue<T, Path<T>>, { shouldDirty: true });
              if (divisionName)
                form.setValue(divisionName, event.target.value as PathValue<T, Path<T>>, {
                  shouldDirty: true,
                  shouldValidate: form.formState.isSubmitted,
                });
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
      <Field
        label={t('fields.district')}
        error={errorText('district', get(errors, districtName) as FieldError | undefined)}
      >
        {({ id, describedBy, invalid }) => (
          <Select
            id={id}
            data-testid="district"
            disabled={!division}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            {...form.register(districtName)}
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
