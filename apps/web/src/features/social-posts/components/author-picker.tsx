import type { TBusiness } from '@haat/shared/directory/schemas';
import { Field, Select } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/** "Post as": the author themselves ('') or one of their businesses. */
export function AuthorPicker({
  value,
  onChange,
  me,
  businesses,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  me: string;
  businesses: readonly TBusiness[];
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <Field label={t('social.compose.post_as')} error={error}>
      {({ id, describedBy, invalid }) => (
        <Select
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          data-testid="post-as"
        >
          <option value="">{t('social.compose.as_me', { name: me })}</option>
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
