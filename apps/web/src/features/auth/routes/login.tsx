import { type TLogin, ZLoginSchema } from '@haat/shared/auth/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field, useErrorText } from '../../../components/ui/field.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { adoptAccountLanguage } from '../api/account-language.ts';
import { LoginFailedError, login } from '../api/auth-calls.ts';
import { landingFor } from '../api/landing.ts';
import { AuthCard, linkClass, safeRedirect, withRedirect } from '../components/auth-card.tsx';
import { LoginField } from '../components/login-field.tsx';

export default function Login() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const errorText = useErrorText();
  const [formError, setFormError] = useState<string>();
  const [success, setSuccess] = useState(false);
  const form = useForm<TLogin>({
    resolver: zodResolver(ZLoginSchema),
    defaultValues: { login: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  // An explicit target wins; otherwise staff land on their queue, everyone else on the dashboard.
  const requested = params.get('redirect') ?? params.get('next');

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const answer = await login({ ...values, device_name: navigator.userAgent.slice(0, 100) });
      const target = safeRedirect(requested, landingFor(answer.data.user));
      setSuccess(true);
      // A browser that never chose a language takes the account's (a full load brings its catalogue).
      const adopted = adoptAccountLanguage(answer.data.user.language);
      setTimeout(
        () => (adopted ? window.location.replace(target) : navigate(target, { replace: true })),
        600,
      );
    } catch (error) {
      if (error instanceof LoginFailedError) {
        setFormError(t('auth.login.failed'));
        return;
      }
      if (error instanceof ApiError && error.status === 429) {
        setFormError(error.message);
        return;
      }
      const general = applyServerErrors(error, form.setError, ['login', 'password'], t('auth.login.failed'));
      setFormError(general ?? t('auth.login.failed'));
    }
  });

  return (
    <AuthCard
      title={t('auth.login.title')}
      intro={params.get('redirect') ? t('auth.login_required') : t('auth.login.intro')}
      footer={
        <>
          {t('auth.login.no_account')}{' '}
          <Link to={withRedirect('/register', requested)} className={linkClass}>
            {t('auth.register')}
          </Link>
        </>
      }
    >
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-4" data-testid="login-form">
        {success ? <Alert tone="success">{t('auth.login.success')}</Alert> : null}
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <LoginField register={form.register} errors={errors} />
        <Field label={t('fields.password')} error={errorText('password', errors.password)}>
          {({ id, describedBy, invalid }) => (
            <PasswordInput
              id={id}
              autoComplete="current-password"
              aria-describedby={describedBy}
              aria-invalid={invalid}
              {...form.register('password')}
            />
          )}
        </Field>
        <div className="flex justify-end">
          <Link to="/forgot-password" className={linkClass}>
            {t('auth.login.forgot')}
          </Link>
        </div>
        <Button type="submit" className="w-full" loading={isSubmitting || success} disabled={!hydrated}>
          {t('auth.sign_in')}
        </Button>
      </form>
    </AuthCard>
  );
}
