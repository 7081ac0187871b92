import { type TForgotPassword, ZForgotPasswordSchema } from '@haat/shared/auth/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { forgotPassword } from '../api/auth-calls.ts';
import { AuthCard, linkClass } from '../components/auth-card.tsx';
import { LoginField } from '../components/login-field.tsx';

export default function ForgotPassword() {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string>();
  const [sent, setSent] = useState(false);
  const form = useForm<TForgotPassword>({
    resolver: zodResolver(ZForgotPasswordSchema),
    defaultValues: { login: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    setSent(false);
    try {
      await forgotPassword(values);
      setSent(true);
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) {
        setFormError(error.message);
        return;
      }
      setFormError(applyServerErrors(error, form.setError, ['login'], t('auth.forgot.failed')));
    }
  });

  return (
    <AuthCard
      title={t('auth.forgot.title')}
      intro={t('auth.forgot.intro')}
      footer={
        <Link to="/login" className={linkClass}>
          {t('auth.back_to_login')}
        </Link>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="forgot-form">
        {sent ? <Alert tone="success">{t('auth.forgot.sent')}</Alert> : null}
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <LoginField register={form.register} errors={errors} />
        <Button type="submit" className="w-full" loading={isSubmitting}>
          {t('auth.forgot.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
