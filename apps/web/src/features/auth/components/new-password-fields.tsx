import type { TPasswordOwner } from '@haat/shared/auth/password-rules';
import { PASSWORD_MIN } from '@haat/shared/auth/schemas';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { Field, useErrorText } from '../../../components/ui/field.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { PasswordStrength } from './password-strength.tsx';

interface TPasswordPair {
  password: string;
  password_confirmation: string;
}

/** The new password (with its hint and strength meter) and its confirmation, for any form that sets one. */
export function NewPasswordFields<T extends FieldValues & TPasswordPair>({
  register,
  errors,
  password,
  label,
  owner,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  password: string;
  label: string;
  /** Whose password it is: the meter calls their own name, email or phone weak, as the server does. */
  owner?: TPasswordOwner;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const pairErrors = errors as FieldErrors<TPasswordPair>;
  return (
    <>
      <Field
        label={label}
        error={errorText('password', pairErrors.password)}
        hint={<PasswordStrength password={password} owner={owner} />}
      >
        {({ id, describedBy, invalid }) => (
          <PasswordInput
            id={id}
            autoComplete="new-password"
            placeholder={t('auth.password_hint', { min: PASSWORD_MIN })}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            {...register('password' as Path<T>)}
          />
        )}
      </Field>
      <Field
        label={t('fields.password_confirmation')}
        error={errorText('password_confirmation', pairErrors.password_confirmation)}
      >
        {({ id, describedBy, invalid }) => (
          <PasswordInput
            id={id}
            autoComplete="new-password"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            {...register('password_confirmation' as Path<T>)}
          />
        )}
      </Field>
    </>
  );
}
