import { ZRegisterSchema } from '@haat/shared/auth/account-schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input, useErrorText } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { serverLoader } from '../../../lib/server-loader.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { systemStatusQuery, useSystemStatus } from '../../system/api/get-system-status.ts';
import { register as registerAccount } from '../api/auth-calls.ts';
import { countriesQuery, useCountries } from '../api/get-countries.ts';
import { AuthCard, linkClass, safeRedirect, withRedirect } from '../components/auth-card.tsx';
import { CountryPhoneFields } from '../components/country-phone-fields.tsx';
import { EmailField } from '../components/email-field.tsx';
import { NewPasswordFields } from '../components/new-password-fields.tsx';

const FIELDS = [
  'name',
  'email',
  'phone',
  'country',
  'password',
  'password_confirmation',
  'referral_code',
  'terms',
];

export default function Register() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const lang = useLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const requested = params.get('redirect');
  const errorText = useErrorText();
  const countries = useCountries(lang);
  const [formError, setFormError] = useState<string>();
  const [done, setDone] = useState<string>();
  // Staff may close sign-up (admin → settings): the screen says so instead of offering the form.
  const status = useSystemStatus();

  const form = useForm({
    resolver: zodResolver(ZRegisterSchema),
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      country: 'BD',
      password: '',
      password_confirmation: '',
      referral_code: params.get('ref') ?? '',
      terms: false,
      language: lang,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const country = form.watch('country');
  const password = form.watch('password') ?? '';

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await registerAccount(values);
      setDone(t('auth.register_page.success'));
      // Back to where sign-in was asked for (a guest's checkout, say), else the dashboard.
      setTimeout(() => navigate(safeRedirect(requested), { replace: true }), 1500);
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) {
        setFormError(error.message);
        return;
      }
      setFormError(applyServerErrors(error, form.setError, FIELDS, t('auth.register_page.failed')));
    }
  });

  if (status.data?.registration_open === false)
    return (
      <AuthCard
        title={t('auth.register_page.closed_title')}
        footer={
          <>
            {t('auth.register_page.have_account')}{' '}
            <Link to={withRedirect('/login', requested)} className={linkClass}>
              {t('auth.sign_in')}
            </Link>
          </>
        }
      >
        <div data-testid="registration-closed">
          <Alert tone="info">{t('api.registration_closed')}</Alert>
        </div>
      </AuthCard>
    );

  return (
    <AuthCard
      title={t('auth.register_page.title')}
      intro={t('auth.register_page.intro')}
      footer={
        <>
          {t('auth.register_page.have_account')}{' '}
          <Link to={withRedirect('/login', requested)} className={linkClass}>
            {t('auth.sign_in')}
          </Link>
        </>
      }
    >
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-4" data-testid="register-form">
        {done ? <Alert tone="success">{done}</Alert> : null}
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        {countries.isError ? <Alert tone="error">{t('auth.register_page.countries_failed')}</Alert> : null}

        <Field label={t('fields.name')} error={errorText('name', errors.name)}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              autoComplete="name"
              aria-describedby={describedBy}
              aria-invalid={invalid}
              {...form.register('name')}
            />
          )}
        </Field>

        <EmailField register={form.register} errors={errors} />

        <CountryPhoneFields
          register={form.register}
          errors={errors}
          countries={countries}
          country={country}
          phoneHint={(code) => t('auth.register_page.phone_hint', { code })}
          choose={t('auth.register_page.choose_country')}
          own
        />

        <NewPasswordFields
          register={form.register}
          errors={errors}
          password={password}
          label={t('fields.password')}
          owner={{ name: form.watch('name'), email: form.watch('email'), phone: form.watch('phone') }}
        />

        <Field
          label={`${t('fields.referral_code')} (${t('auth.optional')})`}
          error={errorText('referral_code', errors.referral_code)}
        >
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              dir="ltr"
              autoCapitalize="characters"
              aria-describedby={describedBy}
              aria-invalid={invalid}
              {...form.register('referral_code')}
            />
          )}
        </Field>

        <div>
          <label className="flex items-start gap-3">
            <input
              type="checkbox"
              className="mt-1 size-5 shrink-0 accent-emerald-700"
              aria-invalid={!!errors.terms}
              aria-describedby={errors.terms ? 'terms-error' : undefined}
              {...form.register('terms')}
            />
            <span>
              {t('auth.register_page.terms_before')}{' '}
              <Link to="/about#terms" className={linkClass} target="_blank">
                {t('auth.register_page.terms_link')}
              </Link>
            </span>
          </label>
          {errors.terms ? (
            <p
              id="terms-error"
              role="alert"
              className="mt-1 text-sm font-medium text-red-700 dark:text-red-400"
            >
              {errorText('terms', errors.terms)}
            </p>
          ) : null}
        </div>

        <Button type="submit" className="w-full" loading={isSubmitting || !!done} disabled={!hydrated}>
          {t('auth.register_page.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}

/** Server rendering: the country list (named in the page's language) and whether sign-up is open come with the page. */
export const loader = serverLoader(async (_args, { queryClient, getJson, language }) => {
  await Promise.all([
    queryClient.prefetchQuery(countriesQuery(language, getJson)),
    queryClient.prefetchQuery(systemStatusQuery(getJson)),
  ]);
  return null;
});
