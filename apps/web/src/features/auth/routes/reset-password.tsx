import { type TResetPassword, ZResetPasswordSchema } from '@haat/shared/auth/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { useErrorText } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { getToken } from '../../../lib/session-store.ts';
import { resetPassword } from '../api/auth-calls.ts';
import { endSession } from '../api/session.ts';
import { AuthCard, linkClass } from '../components/auth-card.tsx';
import { EmailField } from '../components/email-field.tsx';
import { NewPasswordFields } from '../components/new-password-fields.tsx';

export default function ResetPassword() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const _errorText = useErrorText();
  const [formError, setFormError] = useState<string>();
  const [done, setDone] = useState<string>();
  const token = params.get('token') ?? '';
  // A person staff created (admin → people) arrives here from the invitation to choose a first password.
  const invited = params.get('invite') === '1';
  const form = useForm<TResetPassword>({
    resolver: zodResolver(ZResetPasswordSchema),
    defaultValues: { token, email: params.get('email') ?? '', password: '', password_confirmation: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const password = form.watch('password') ?? '';

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const answer = await resetPassword(values);
      // Every session ended on the server; forget this device's token as well.
      if (getToken()) endSession();
      setDone(invited ? t('auth.reset.invite_done') : (answer.message ?? t('auth.reset.done')));
    } catch (error) {
      if (error instanceof ApiError && error.errors.token?.[0]) {
        setFormError(error.errors.token[0]);
        return;
      }
      setFormError(
        applyServerErrors(
          error,
          form.setError,
          ['email', 'password', 'password_confirmation'],
          t('auth.reset.failed'),
        ),
      );
    }
  });

  if (!token) {
    return (
      <AuthCard title={t('auth.reset.title')}>
        <Alert tone="error">{t('auth.reset.missing_token')}</Alert>
        <ButtonLink to="/forgot-password" className="mt-4 w-full">
          {t('auth.forgot.title')}
        </ButtonLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={invited ? t('auth.reset.invite_title') : t('auth.reset.title')}
      intro={invited ? t('auth.reset.invite_intro') : t('auth.reset.intro')}
    >
      {done ? (
        <div className="space-y-4">
          <Alert tone="success">{done}</Alert>
          <ButtonLink to="/login" className="w-full">
            {t('auth.sign_in')}
          </ButtonLink>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="reset-form">
          {formError ? (
            <Alert tone="error">
              {formError}{' '}
              <Link to="/forgot-password" className={linkClass}>
                {t('auth.reset.request_new')}
              </Link>
            </Alert>
          ) : null}
          <input type="hidden" {...form.register('token')} />
          <EmailField register={form.register} errors={errors} />
          <NewPasswordFields
            register={form.register}
            errors={errors}
            password={password}
            label={t('auth.reset.new_password')}
            owner={{ email: form.watch('email') }}
          />
          <Button type="submit" className="w-full" loading={isSubmitting}>
            {invited ? t('auth.reset.invite_submit') : t('auth.reset.submit')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
