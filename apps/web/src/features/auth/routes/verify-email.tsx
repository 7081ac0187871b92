import { MailCheck, MailWarning } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/card.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useVerifyEmail } from '../api/auth-calls.ts';
import { useSession } from '../api/session.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { ResendVerification } from '../components/resend-verification.tsx';

/** The landing page of the emailed link `/verify-email?token=…`. */
export default function VerifyEmail() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { isAuthenticated } = useSession();
  const verify = useVerifyEmail();
  const started = useRef(false);

  useEffect(() => {
    if (token && !started.current) {
      started.current = true;
      verify.mutate(token);
    }
  }, [token, verify]);

  const failure =
    verify.error instanceof ApiError
      ? (verify.error.errors.token?.[0] ?? verify.error.message)
      : verify.error
        ? t('auth.verify.failed')
        : undefined;

  return (
    <AuthCard title={t('auth.verify.title')}>
      <div className="space-y-4" data-testid="verify-email">
        {!token ? <Alert tone="error">{t('auth.verify.missing_token')}</Alert> : null}
        {token && (verify.isPending || verify.isIdle) ? <Spinner label={t('auth.verify.checking')} /> : null}
        {verify.isSuccess ? (
          <>
            <div className="flex justify-center">
              <MailCheck aria-hidden className="size-14 text-emerald-700 dark:text-emerald-400" />
            </div>
            <Alert tone="success">{verify.data.message ?? t('auth.verify.done')}</Alert>
            <ButtonLink to={isAuthenticated ? '/dashboard' : '/login'} className="w-full">
              {isAuthenticated ? t('nav.dashboard') : t('auth.sign_in')}
            </ButtonLink>
          </>
        ) : null}
        {failure ? (
          <>
            <div className="flex justify-center">
              <MailWarning aria-hidden className="size-14 text-amber-600" />
            </div>
            <Alert tone="error">{failure}</Alert>
            {isAuthenticated ? (
              <ResendVerification />
            ) : (
              <p className="text-slate-700 dark:text-slate-300">{t('auth.verify.sign_in_to_resend')}</p>
            )}
          </>
        ) : null}
      </div>
    </AuthCard>
  );
}
