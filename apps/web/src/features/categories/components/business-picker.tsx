import type { TBusiness } from '@haat/shared/directory/schemas';
import { Field, Select } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/** Chooses which of the user's businesses the screen works on (one business: just its name). */
export function BusinessPicker({
  businesses,
  selected,
  onChange,
}: {
  businesses: TBusiness[];
  selected: TBusiness;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation();
  if (businesses.length === 1)
    return (
      <p className="text-slate-700 dark:text-slate-300">
        {t('categories.picker.single')}{' '}
        <strong className="break-words font-semibold text-slate-900 dark:text-white">
          <bdi>{selected.name}</bdi>
        </strong>
      </p>
    );
  return (
    <Field label={t('categories.picker.label')} className="max-w-md">
      {({ id }) => (
        <Select
          id={id}
          name="business"
          value={selected.id}
          onChange={(event) => onChange(event.target.value)}
          data-testid="business-picker"
        >
          {businesses.map((business) => (
            <option key={business.id} value={business.id}>
              {business.name}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
