import { CATEGORIES_PER_BUSINESS_MAX, CATEGORY_NAME_MAX } from '@haat/shared/directory/schemas';
import { Plus } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useCreateCategory } from '../api/create-category.ts';
import { useNameErrors } from './name-error.ts';

/** The "new category" form: checks the name, adds it at the end and keeps the cursor for the next. */
export function AddCategoryForm({
  businessId,
  full,
  onAdded,
}: {
  businessId: string;
  /** The business has the most categories allowed. */
  full: boolean;
  onAdded: (name: string) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateCategory(businessId);
  const names = useNameErrors();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    setFailure(undefined);
    const checked = names.check(value);
    if (checked.error !== undefined) {
      setError(checked.error);
      input.current?.focus();
      return;
    }
    try {
      const created = await create.mutateAsync(checked.name);
      setValue('');
      setError(undefined);
      onAdded(created.name);
    } catch (problem) {
      const fieldError = names.fromServer(problem);
      if (fieldError) setError(fieldError);
      else setFailure(t('categories.add.failed'));
    }
    input.current?.focus();
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="add-category-title" data-testid="add-category">
      <h2 id="add-category-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('categories.add.title')}
      </h2>
      {full ? (
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          {t('categories.add.full', { max: CATEGORIES_PER_BUSINESS_MAX })}
        </p>
      ) : (
        <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start">
          <Field
            label={t('categories.add.label')}
            hint={t('categories.add.hint', { max: CATEGORY_NAME_MAX })}
            error={error}
            className="min-w-0 flex-1"
          >
            {({ id, describedBy, invalid }) => (
              <Input
                ref={input}
                id={id}
                name="name"
                value={value}
                maxLength={CATEGORY_NAME_MAX}
                autoComplete="off"
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                placeholder={t('categories.add.placeholder')}
                onChange={(event) => {
                  setValue(event.target.value);
                  if (error) setError(undefined);
                }}
              />
            )}
          </Field>
          <Button type="submit" loading={create.isPending} className="shrink-0 sm:mt-7">
            <Plus aria-hidden className="size-4" />
            {t('categories.add.submit')}
          </Button>
        </div>
      )}
      {failure ? (
        <Alert tone="error" className="mt-3">
          {failure}
        </Alert>
      ) : null}
    </form>
  );
}
