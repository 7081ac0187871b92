import { type TUpdateProfile, ZUpdateProfileSchema } from '@haat/shared/auth/account-schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card, PageHeader, Spinner } from '../../../components/ui/card.tsx';
import { Field, Input, Select, useErrorText } from '../../../components/ui/field.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { applyLanguage, LANGUAGES, type TLanguageCode } from '../../../lib/languages.ts';
import { setTheme } from '../../../lib/theme.ts';
import { useDocumentTitle, useLanguage } from '../../../lib/use-page.ts';
import { useCountries } from '../../auth/api/get-countries.ts';
import { useSession } from '../../auth/api/session.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

export default function EditProfile() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const errorText = useErrorText();
  const { user } = useSession();
  const countries = useCountries(lang);
  const update = useUpdateProfile();
  const [message, setMessage] = useState<string>();
  const [formError, setFormError] = useState<string>();
  useDocumentTitle(t('profile.edit_title'));

  const form = useForm<TUpdateProfile>({ resolver: zodResolver(ZUpdateProfileSchema) });
  const { errors, isSubmitting } = form.formState;
  const country = form.watch('country');

  useEffect(() => {
    if (user)
      form.reset({ name: user.name, country: user.country, language: user.language, theme: user.theme });
  }, [user, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    setMessage(undefined);
    setFormError(undefined);
    try {
      const answer = await update.mutateAsync(values);
      if (values.theme) setTheme(values.theme);
      if (values.language && values.language !== lang) {
        // A new language applies everywhere: save it and reload (spec section 4).
        applyLanguage(values.language as TLanguageCode);
        window.location.reload();
        return;
      }
      setMessage(answer.message ?? t('profile.saved'));
    } catch (error) {
      setFormError(
        applyServerErrors(
          error,
          form.setError,
          ['name', 'country', 'language', 'theme'],
          t('errors.generic'),
        ),
      );
    }
  });

  return (
    <div>
      <PageHeader title={t('profile.edit_title')} subtitle={t('profile.edit_intro')} />
      <Card>
        {!user ? (
          <Spinner label={t('app.loading')} />
        ) : (
          <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="edit-profile-form">
            {message ? <Alert tone="success">{message}</Alert> : null}
            {formError ? <Alert tone="error">{formError}</Alert> : null}
            {countries.isError ? (
              <Alert tone="error">{t('auth.register_page.countries_failed')}</Alert>
            ) : null}
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
            <Field label={t('fields.email')} hint={t('profile.email_fixed')}>
              {({ id, describedBy }) => (
                <Input
                  id={id}
                  value={user.email}
                  readOnly
                  dir="ltr"
                  aria-describedby={describedBy}
                  className="bg-slate-100 dark:bg-slate-800"
                />
              )}
            </Field>
            <Field label={t('fields.country')} error={errorText('country', errors.country)}>
              {({ id, describedBy, invalid }) => (
                <Select
                  id={id}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  {...form.register('country')}
                  value={country ?? ''}
                >
                  {(countries.data ?? []).map((c) => (
                    <option key={c.code} value={c.code}>
                      {`${c.flag} ${c.name}`}
                    </option>
                  ))}
                  {!countries.data ? <option value={user.country}>{user.country}</option> : null}
                </Select>
              )}
            </Field>
            <Field label={t('fields.language')} error={errorText('language', errors.language)}>
              {({ id, describedBy, invalid }) => (
                <Select
                  id={id}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  {...form.register('language')}
                >
                  {LANGUAGES.map((l) => (
                    <option key={l.code} value={l.code}>
                      {`${l.nativeName} — ${l.name}`}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label={t('fields.theme')} error={errorText('theme', errors.theme)}>
              {({ id, describedBy, invalid }) => (
                <Select
                  id={id}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  {...form.register('theme')}
                >
                  <option value="system">{t('settings.theme_system')}</option>
                  <option value="light">{t('settings.theme_light')}</option>
                  <option value="dark">{t('settings.theme_dark')}</option>
                </Select>
              )}
            </Field>
            <div className="flex flex-wrap gap-3">
              <Button type="submit" loading={isSubmitting}>
                {t('common.save')}
              </Button>
              <ButtonLink to="/profile" variant="secondary">
                {t('common.cancel')}
              </ButtonLink>
            </div>
          </form>
        )}
      </Card>
    </div>
  );
}
