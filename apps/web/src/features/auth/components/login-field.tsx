import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { Field, Input, useErrorText } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/** "Email or phone": the account identifier of sign-in and forgot password. */
export function LoginField<T extends FieldValues & { login?: string }>({
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
      label={t('fields.login')}
      error={errorText('login', (errors as FieldErrors<{ login: string }>).login)}
      hint={t('auth.login.login_hint')}
    >
      {({ id, describedBy, invalid }) => (
        <Input
          id={id}
          autoComplete="username"
          inputMode="email"
          dir="ltr"
          aria-describedby={describedBy}
          aria-invalid={invalid}
          {...register('login' as Path<T>)}
        />
      )}
    </Field>
  );
}
