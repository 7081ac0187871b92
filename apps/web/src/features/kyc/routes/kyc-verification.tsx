import { IdCard } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, PageHeader, Spinner } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-page.ts';
import { fetchUser, useSession } from '../../auth/api/session.ts';
import { linkClass } from '../../auth/components/auth-card.tsx';
import { useKycStatus } from '../api/get-kyc-status.ts';
import { HistoryList } from '../components/history-list.tsx';
import { KycForm } from '../components/kyc-form.tsx';
import { NotStarted } from '../components/not-started.tsx';
import { StatusPanel } from '../components/status-panel.tsx';

/**
 * `/kyc/verification` (signed in; decision 062): where the person's identity verification stands
 * and why, and the step form to send the document, or after a rejection only the rejected parts.
 * Images are the person's own, read privately; after approval nothing can be changed.
 */
export default function KycVerification() {
  const { t } = useTranslation();
  useDocumentTitle(t('kyc.title'));
  const status = useKycStatus();
  const { user } = useSession();
  const [sent, setSent] = useState(false);
  const view = status.data;

  // The badge shows across the app from the signed-in user; read it again once approved.
  const approved = view?.status === 'approved';
  useEffect(() => {
    if (approved && user && !user.identity_verified_at) void fetchUser().catch(() => undefined);
  }, [approved, user]);

  const body = () => {
    if (status.isPending)
      return (
        <Card>
          <Spinner label={t('kyc.loading')} />
        </Card>
      );
    if (status.isError || !view)
      return (
        <Alert tone="error">
          <p>{t('kyc.failed')}</p>
          <Button size="sm" variant="secondary" className="mt-2" onClick={() => status.refetch()}>
            {t('kyc.retry')}
          </Button>
        </Alert>
      );
    const submission = view.submission;
    return (
      <>
        <Card>
          {view.status === 'not_started' || !submission ? (
            <NotStarted />
          ) : (
            <StatusPanel
              view={view}
              submission={submission}
              notice={sent && view.status === 'pending' ? t('kyc.form.sent') : undefined}
              focus={sent}
            />
          )}
        </Card>
        {view.status === 'not_started' || view.status === 'rejected' ? (
          <Card>
            <KycForm
              key={`${view.status}-${submission?.rounds ?? 0}`}
              view={view}
              onSent={() => setSent(true)}
            />
          </Card>
        ) : null}
        {view.history.length ? (
          <Card>
            <HistoryList history={view.history} documentType={submission?.document_type} />
          </Card>
        ) : null}
      </>
    );
  };

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t('kyc.title')} subtitle={t('kyc.intro')} icon={<IdCard className="size-5" />} />
      <div className="space-y-5" aria-busy={status.isPending || undefined}>
        {body()}
      </div>
      <p className="mt-4">
        <Link to="/settings#security" className={linkClass}>
          {t('kyc.back_to_settings')}
        </Link>
      </p>
    </div>
  );
}
