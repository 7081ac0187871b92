import type { TBusinessCategory } from '@haat/shared/directory/schemas';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { Field, Select } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/**
 * A product's category among its business's own ones (or none), with the way to manage them. A
 * person's own items have no business categories, so the form leaves this out for them.
 */
export function CategoryField({
  categories,
  businessId,
  error,
  register,
}: {
  categories: TBusinessCategory[];
  businessId: string;
  error: string | undefined;
  register: UseFormRegisterReturn;
}) {
  const { t } = useTranslation();
  return (
    <Field
      label={t('products.fields.category')}
      hint={
        <>
          {categories.length ? t('products.form.category_hint') : t('products.form.no_categories')}{' '}
          <Link
            to={`/business/categories?business=${businessId}`}
            className="font-medium text-emerald-800 underline underline-offset-2 dark:text-emerald-300"
          >
            {t('products.list.manage_categories')}
          </Link>
        </>
      }
      error={error}
    >
      {({ id, describedBy, invalid }) => (
        <Select id={id} aria-describedby={describedBy} aria-invalid={invalid} {...register}>
          <option value="">{t('products.fields.no_category')}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
