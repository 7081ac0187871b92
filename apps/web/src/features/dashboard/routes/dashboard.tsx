import { Bell, Gift, LayoutDashboard, Pencil, Settings, User, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Card, PageHeader } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-page.ts';
import { useSession } from '../../auth/api/session.ts';
import { ResendVerification } from '../../auth/components/resend-verification.tsx';
import { WalletSummary } from '../components/wallet-summary.tsx';

const ACTIONS = [
  { to: '/wallet', key: 'nav.wallet', icon: Wallet },
  { to: '/notifications', key: 'nav.notifications', icon: Bell },
  { to: '/profile', key: 'nav.profile', icon: User },
  { to: '/profile/edit', key: 'profile.menu_edit', icon: Pencil },
  { to: '/referrals', key: 'nav.referrals', icon: Gift },
  { to: '/settings', key: 'nav.settings', icon: Settings },
];

/** The signed-in home: the wallet balance and quick ways to the personal screens. */
export default function Dashboard() {
  const { t } = useTranslation();
  const { user } = useSession();
  useDocumentTitle(t('nav.dashboard'));
  return (
    <div className="space-y-5" data-testid="dashboard">
      <PageHeader
        title={t('nav.dashboard')}
        subtitle={user ? t('panel.hello', { name: user.name }) : undefined}
        icon={<LayoutDashboard className="size-5" />}
      />
      {user && !user.email_verified_at ? (
        <Alert tone="info">
          <p className="mb-2">{t('dashboard.verify_email', { email: user.email })}</p>
          <ResendVerification />
        </Alert>
      ) : null}
      <WalletSummary />
      <Card aria-labelledby="quick-actions">
        <h2 id="quick-actions" className="mb-3 text-lg font-semibold">
          {t('dashboard.quick_actions')}
        </h2>
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {ACTIONS.map(({ to, key, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex h-full flex-col items-center gap-2 rounded-lg border border-slate-200 p-3 text-center hover:border-emerald-600 hover:bg-emerald-50 dark:border-slate-700 dark:hover:bg-emerald-950"
              >
                <Icon aria-hidden className="size-6 text-emerald-700 dark:text-emerald-400" />
                <span className="text-sm font-medium">{t(key)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
