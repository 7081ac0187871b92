import { type TLogin, type TUser, ZLoginSchema } from '@haat/shared/auth/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
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
import { TwoFactorStep } from '../components/two-factor-step.tsx';

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

  // Set when the password was right and the account has two-factor on: the second step shows.
  const [challenge, setChallenge] = useState<string>();
  const returning = useRef(false);

  const finish = (user: TUser) => {
    const target = safeRedirect(requested, landingFor(user));
    setSuccess(true);
    // A browser that never chose a language takes the account's (a full load brings its catalogue).
    const adopted = adoptAccountLanguage(user.language);
    setTimeout(() => (adopted ? window.location.replace(target) : navigate(target, { replace: true })), 600);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const outcome = await login({ ...values, device_name: navigator.userAgent.slice(0, 100) });
      if (outcome.kind === 'two_factor') setChallenge(outcome.challenge.challenge);
      else finish(outcome.answer.data.user);
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

  /** Back from the second step (asked for, or the challenge ended): the password again, with why. */
  const restart = (message: string) => {
    setChallenge(undefined);
    setFormError(message || undefined);
    form.setValue('password', '');
    returning.current = true;
  };
  useEffect(() => {
    if (challenge || !returning.current) return;
    returning.current = false;
    form.setFocus('password');
  }, [challenge, form]);

  return (
    <AuthCard
      title={challenge ? t('auth.two_factor.title') : t('auth.login.title')}
      intro={
        challenge ? undefined : params.get('redirect') ? t('auth.login_required') : t('auth.login.intro')
      }
      footer={
        challenge ? undefined : (
          <>
            {t('auth.login.no_account')}{' '}
            <Link to={withRedirect('/register', requested)} className={linkClass}>
              {t('auth.register')}
            </Link>
          </>
        )
      }
    >
      {success ? (
        <Alert tone="success" className="mb-4">
          {t('auth.login.success')}
        </Alert>
      ) : null}
      {challenge ? (
        <TwoFactorStep
          challenge={challenge}
          onSignedIn={(result) => finish(result.user)}
          onRestart={restart}
        />
      ) : (
        <form method="post" onSubmit={onSubmit} noValidate className="space-y-4" data-testid="login-form">
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
      )}
    </AuthCard>
  );
}
