import { type TChangePassword, ZChangePasswordSchema } from '@haat/shared/auth/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field, useErrorText } from '../../../components/ui/field.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { changePassword, sessionsQuery } from '../../auth/api/auth-calls.ts';
import { useSession } from '../../auth/api/session.ts';
import { NewPasswordFields } from '../../auth/components/new-password-fields.tsx';
import { CodeField, useCodeErrorText } from '../../two-factor/components/code-field.tsx';

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const errorText = useErrorText();
  const [message, setMessage] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const form = useForm<TChangePassword>({
    resolver: zodResolver(ZChangePasswordSchema),
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const password = form.watch('password') ?? '';
  const { user } = useSession();
  // With two-factor on, the server also wants a code from the authenticator app (decision 061).
  const needsCode = !!user?.two_factor_enabled;
  const codeErrorText = useCodeErrorText();

  const onSubmit = form.handleSubmit(async (values) => {
    setMessage(undefined);
    setFormError(undefined);
    try {
      const text = await changePassword(values);
      form.reset();
      setMessage(text || t('settings.password_changed'));
      await client.invalidateQueries({ queryKey: sessionsQuery.queryKey });
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) {
        setFormError(error.message);
        return;
      }
      setFormError(
        applyServerErrors(
          error,
          form.setError,
          ['current_password', 'password', 'password_confirmation', 'two_factor_code'],
          t('errors.generic'),
        ),
      );
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="change-password-form">
      <h3 className="font-semibold">{t('settings.change_password')}</h3>
      {message ? <Alert tone="success">{message}</Alert> : null}
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <Field
        label={t('fields.current_password')}
        error={errorText('current_password', errors.current_password)}
      >
        {({ id, describedBy, invalid }) => (
          <PasswordInput
            id={id}
            autoComplete="current-password"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            {...form.register('current_password')}
          />
        )}
      </Field>
      <NewPasswordFields
        register={form.register}
        errors={errors}
        password={password}
        label={t('auth.reset.new_password')}
        owner={user ? { name: user.name, email: user.email, phone: user.phone } : undefined}
      />
      {needsCode ? (
        <Controller
          control={form.control}
          name="two_factor_code"
          defaultValue=""
          shouldUnregister
          render={({ field }) => (
            <CodeField
              value={field.value ?? ''}
              onChange={field.onChange}
              inputRef={field.ref}
              error={codeErrorText(errors.two_factor_code?.message)}
              hint={t('settings.two_factor_code_hint')}
              testId="change-password-code"
            />
          )}
        />
      ) : null}
      <Button type="submit" loading={isSubmitting}>
        {t('settings.change_password')}
      </Button>
    </form>
  );
}
