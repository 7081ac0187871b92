import { useMutation } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { resendVerification } from '../api/auth-calls.ts';

/** Mails a new verification link to the signed-in user. */
export function ResendVerification() {
  const { t } = useTranslation();
  const resend = useMutation({ mutationFn: resendVerification });
  return (
    <div className="space-y-3">
      {resend.isSuccess ? <Alert tone="success">{resend.data.message}</Alert> : null}
      {resend.isError ? (
        <Alert tone="error">
          {resend.error instanceof ApiError ? resend.error.message : t('errors.generic')}
        </Alert>
      ) : null}
      <Button variant="secondary" onClick={() => resend.mutate()} loading={resend.isPending}>
        {t('auth.verify.resend')}
      </Button>
    </div>
  );
}
