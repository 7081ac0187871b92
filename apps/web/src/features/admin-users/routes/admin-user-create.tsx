import { canStaff, USER_ROLES } from '@haat/shared/admin/roles';
import { ZAdminCreateUserSchema } from '@haat/shared/admin/user-schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field, Input, Select, useErrorText } from '../../../components/ui/field.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { LANGUAGES } from '../../../lib/languages.ts';
import { useDocumentTitle } from '../../../lib/use-page.ts';
import { CreatePage } from '../../admin/components/detail-page.tsx';
import { useCountries } from '../../auth/api/get-countries.ts';
import { useSession } from '../../auth/api/session.ts';
import { CountryPhoneFields } from '../../auth/components/country-phone-fields.tsx';
import { useCreateUser } from '../api/user-actions.ts';

const FIELDS = ['name', 'email', 'phone', 'country', 'role', 'language'];

/**
 * `/admin/users/create`: staff create a person, who gets an invitation mail to set their password.
 * Name, email, country and phone (checked for the country), the language of the mail, and — for
 * admins — a role. The server's field messages (a taken email or phone) show at their fields; on
 * success the new person's page opens with "Invitation sent to …".
 */
export default function AdminUserCreate() {
  const { t, language } = useTranslation();
  useDocumentTitle(t('admin_users.create_title'));
  const navigate = useNavigate();
  const errorText = useErrorText();
  const { userRole } = useSession();
  const mayGiveRoles = canStaff(userRole, 'roles');
  const countries = useCountries(language);
  const create = useCreateUser();
  const [formError, setFormError] = useState<string>();
  const form = useForm({
    resolver: zodResolver(ZAdminCreateUserSchema),
    defaultValues: { name: '', email: '', phone: '', country: 'BD', role: 'user', language },
  });
  const { errors, isSubmitting } = form.formState;
  const country = form.watch('country');

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const answer = await create.mutateAsync(values);
      showToast({ tone: 'success', message: answer.message ?? t('admin_users.done') });
      navigate(`/admin/users/${answer.data.user.id}`);
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, FIELDS, t('admin_users.create_failed')));
    }
  });

  return (
    <CreatePage
      back={{ to: '/admin/users', label: t('admin_users.back') }}
      title={t('admin_users.create_title')}
      intro={t('admin_users.create_intro')}
      icon={<UserPlus className="size-5" />}
    >
      <Card className="max-w-2xl">
        <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="create-user-form">
          {formError ? <Alert tone="error">{formError}</Alert> : null}
          <Field label={t('fields.name')} error={errorText('name', errors.name)}>
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                autoComplete="off"
                dir="auto"
                aria-describedby={describedBy}
                aria-invalid={invalid}
                {...form.register('name')}
              />
            )}
          </Field>
          <Field label={t('fields.email')} error={errorText('email', errors.email)}>
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                type="email"
                dir="ltr"
                autoComplete="off"
                aria-describedby={describedBy}
                aria-invalid={invalid}
                {...form.register('email')}
              />
            )}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <CountryPhoneFields
              register={form.register}
              errors={errors}
              countries={countries}
              country={country}
              phoneHint={(code) => t('admin_users.phone_hint', { code })}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label={t('admin_users.fields.language')}
              hint={t('admin_users.language_hint')}
              error={errorText('language', errors.language)}
            >
              {({ id, describedBy, invalid }) => (
                <Select
                  id={id}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  {...form.register('language')}
                >
                  {LANGUAGES.map((entry) => (
                    <option key={entry.code} value={entry.code}>
                      {entry.nativeName}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            {mayGiveRoles ? (
              <Field
                label={t('admin_users.fields.role')}
                hint={t('admin_users.role_hint')}
                error={errorText('role', errors.role)}
              >
                {({ id, describedBy, invalid }) => (
                  <Select
                    id={id}
                    aria-describedby={describedBy}
                    aria-invalid={invalid}
                    data-testid="create-role"
                    {...form.register('role')}
                  >
                    {USER_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {t(`admin_users.roles.${role}`)}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
            ) : null}
          </div>
          <Alert tone="info">{t('admin_users.invitation_note')}</Alert>
          <Button type="submit" loading={isSubmitting} data-testid="create-user-submit">
            {t('admin_users.create_submit')}
          </Button>
        </form>
      </Card>
    </CreatePage>
  );
}
