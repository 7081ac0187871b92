import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, PageHeader, Spinner } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-page.ts';
import { linkClass } from '../../auth/components/auth-card.tsx';
import { useTwoFactorStatus } from '../api/get-two-factor-status.ts';
import { RecoveryCodes } from '../components/recovery-codes.tsx';
import { RegenerateCodes } from '../components/regenerate-codes.tsx';
import { SetupFlow } from '../components/setup-flow.tsx';
import { StatusPanel } from '../components/status-panel.tsx';
import { TurnOff } from '../components/turn-off.tsx';

type TView =
  | { name: 'status'; returned?: boolean; notice?: string }
  | { name: 'setup' | 'regenerate' | 'turn_off' }
  | { name: 'codes'; codes: string[]; reason: 'enabled' | 'regenerated' };

/**
 * `/two-factor-setup` (signed in; decision 061): two-factor sign-in's status, turning it on (password,
 * QR code or key, first code, then the recovery codes shown once), new recovery codes, turning it off.
 */
export default function TwoFactorSetup() {
  const { t } = useTranslation();
  useDocumentTitle(t('security.title'));
  const status = useTwoFactorStatus();
  const [view, setView] = useState<TView>({ name: 'status' });
  const back = (notice?: string) => setView({ name: 'status', returned: true, notice });

  const body = () => {
    if (status.isPending) return <Spinner label={t('security.loading')} />;
    if (status.isError)
      return (
        <Alert tone="error">
          <p>{t('security.failed')}</p>
          <Button size="sm" variant="secondary" className="mt-2" onClick={() => status.refetch()}>
            {t('errors.retry')}
          </Button>
        </Alert>
      );
    switch (view.name) {
      case 'setup':
        return (
          <SetupFlow
            onEnabled={(codes) => setView({ name: 'codes', codes, reason: 'enabled' })}
            onCancel={() => back()}
          />
        );
      case 'codes':
        return <RecoveryCodes codes={view.codes} reason={view.reason} onDone={() => back()} />;
      case 'regenerate':
        return (
          <RegenerateCodes
            onDone={(codes) => setView({ name: 'codes', codes, reason: 'regenerated' })}
            onCancel={() => back()}
          />
        );
      case 'turn_off':
        return <TurnOff onDone={() => back(t('security.turn_off.done'))} onCancel={() => back()} />;
      default:
        return (
          <StatusPanel
            status={status.data}
            notice={view.notice}
            focusHeading={!!view.returned}
            onTurnOn={() => setView({ name: 'setup' })}
            onRegenerate={() => setView({ name: 'regenerate' })}
            onTurnOff={() => setView({ name: 'turn_off' })}
          />
        );
    }
  };

  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader
        title={t('security.title')}
        subtitle={t('security.intro')}
        icon={<ShieldCheck className="size-5" />}
      />
      <Card>
        <div aria-busy={status.isPending || undefined}>{body()}</div>
      </Card>
      <p className="mt-4">
        <Link to="/settings#security" className={linkClass}>
          {t('security.back_to_settings')}
        </Link>
      </p>
    </div>
  );
}
