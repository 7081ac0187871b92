import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { Field, Input, useErrorText } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/** The email field of the account forms (register and reset password). */
export function EmailField<T extends FieldValues & { email: string }>({
  register,
  errors,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <Field
      label={t('fields.email')}
      error={errorText('email', (errors as FieldErrors<{ email: string }>).email)}
    >
      {({ id, describedBy, invalid }) => (
        <Input
          id={id}
          type="email"
          dir="ltr"
          autoComplete="email"
          aria-describedby={describedBy}
          aria-invalid={invalid}
          {...register('email' as Path<T>)}
        />
      )}
    </Field>
  );
}
