import {
  BadgeCheck,
  Bell,
  Building2,
  ChevronRight,
  Clock,
  Gift,
  LayoutDashboard,
  LogOut,
  Moon,
  Package,
  Pencil,
  Settings,
  ShieldCheck,
  Store,
  Wallet,
} from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Card, PageHeader, Skeleton } from '../../../components/ui/card.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { toggleTheme, useDarkMode } from '../../../lib/theme.ts';
import { useDocumentTitle, useLanguage } from '../../../lib/use-page.ts';
import { logout } from '../../auth/api/logout.ts';
import { useSession } from '../../auth/api/session.ts';
import { WhatsappSection } from '../../whatsapp/components/whatsapp-section.tsx';
import { IdentityBadge } from '../components/identity-badge.tsx';
import { LoginPrompt } from '../components/login-prompt.tsx';

const MENU = [
  { to: '/dashboard', key: 'nav.dashboard', icon: LayoutDashboard },
  { to: '/business-profiles', key: 'profile.menu_business', icon: Building2 },
  { to: '/profile/edit', key: 'profile.menu_edit', icon: Pencil },
  { to: '/settings', key: 'nav.settings', icon: Settings },
  { to: '/orders', key: 'nav.orders', icon: Package },
  { to: '/business/orders', key: 'profile.menu_business_orders', icon: Store },
  { to: '/wallet', key: 'nav.wallet', icon: Wallet },
  { to: '/referrals', key: 'nav.referrals', icon: Gift },
  { to: '/notifications', key: 'nav.notifications', icon: Bell },
];

const row =
  'flex min-h-12 w-full items-center gap-3 px-4 py-2 text-start hover:bg-slate-100 focus-visible:outline-offset-[-3px] dark:hover:bg-slate-800';

export default function Profile() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const dark = useDarkMode();
  const { isAuthenticated, isAdmin, user } = useSession();
  useDocumentTitle(t('nav.profile'));

  if (!isAuthenticated) {
    return (
      <div>
        <PageHeader title={t('nav.profile')} />
        <LoginPrompt />
      </div>
    );
  }

  const initials = (user?.name ?? '?')
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

  return (
    <div className="space-y-5">
      <Card>
        <div className="flex items-center gap-4">
          <span
            aria-hidden
            className="grid size-16 shrink-0 place-items-center rounded-full bg-emerald-700 text-xl font-bold text-white"
          >
            {user ? initials : ''}
          </span>
          <div className="min-w-0">
            {user ? (
              <>
                <h1 className="truncate text-xl font-bold" data-testid="profile-name">
                  {user.name}
                </h1>
                <p className="truncate text-slate-700 dark:text-slate-300" dir="ltr">
                  {user.email}
                </p>
                <p className="text-slate-700 dark:text-slate-300" dir="ltr">
                  {user.phone}
                </p>
                <IdentityBadge verifiedAt={user.identity_verified_at} />
              </>
            ) : (
              <>
                <Skeleton className="h-6 w-40" />
                <Skeleton className="mt-2 h-4 w-56" />
              </>
            )}
          </div>
        </div>
        {user ? (
          <dl className="mt-4 grid grid-cols-1 gap-3 min-[400px]:grid-cols-3">
            <div className="rounded-lg bg-slate-100 p-3 dark:bg-slate-800">
              <dt className="text-sm text-slate-700 dark:text-slate-300">{t('profile.member_since')}</dt>
              <dd className="font-semibold">{formatDate(user.created_at, lang)}</dd>
            </div>
            <div className="rounded-lg bg-slate-100 p-3 dark:bg-slate-800">
              <dt className="text-sm text-slate-700 dark:text-slate-300">{t('fields.email')}</dt>
              <dd className="flex items-center gap-1 font-semibold">
                {user.email_verified_at ? (
                  <>
                    <BadgeCheck aria-hidden className="size-4 text-emerald-700 dark:text-emerald-400" />
                    {t('status.verified')}
                  </>
                ) : (
                  <>
                    <Clock aria-hidden className="size-4 text-amber-600" />
                    {t('status.pending')}
                  </>
                )}
              </dd>
            </div>
            <div className="rounded-lg bg-slate-100 p-3 dark:bg-slate-800">
              <dt className="text-sm text-slate-700 dark:text-slate-300">{t('fields.referral_code')}</dt>
              <dd className="font-semibold" dir="ltr">
                {user.referral_code}
              </dd>
            </div>
          </dl>
        ) : null}
      </Card>

      <WhatsappSection />

      <nav aria-label={t('profile.menu_label')}>
        <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
          {[...MENU, ...(isAdmin ? [{ to: '/admin', key: 'nav.admin', icon: ShieldCheck }] : [])].map(
            ({ to, key, icon: Icon }) => (
              <li key={to}>
                <Link to={to} className={row}>
                  <Icon aria-hidden className="size-5 text-emerald-700 dark:text-emerald-400" />
                  <span className="flex-1">{t(key)}</span>
                  <ChevronRight aria-hidden className="size-4 text-slate-500 rtl:rotate-180" />
                </Link>
              </li>
            ),
          )}
          <li>
            <button
              type="button"
              role="switch"
              aria-checked={dark}
              onClick={() => toggleTheme()}
              className={row}
            >
              <Moon aria-hidden className="size-5 text-emerald-700 dark:text-emerald-400" />
              <span className="flex-1">{t('menu.dark_mode')}</span>
              <span
                aria-hidden
                className={`relative h-6 w-11 rounded-full ${dark ? 'bg-emerald-600' : 'bg-slate-400'}`}
              >
                <span
                  className={`absolute top-1 size-4 rounded-full bg-white ${dark ? 'start-6' : 'start-1'}`}
                />
              </span>
            </button>
          </li>
          <li>
            <button
              type="button"
              className={`${row} text-red-700 dark:text-red-400`}
              onClick={async () => {
                await logout();
                navigate('/login');
              }}
            >
              <LogOut aria-hidden className="size-5" />
              <span className="flex-1">{t('auth.log_out')}</span>
            </button>
          </li>
        </ul>
      </nav>
    </div>
  );
}
