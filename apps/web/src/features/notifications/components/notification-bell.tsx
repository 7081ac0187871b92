import { QueryClientProvider } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Bell } from 'lucide-react';
import { NavLink } from 'react-router';
import { triggerClass } from '../../../app/layout/settings-trigger.ts';
import { queryClient } from '../../../app/query-client.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { useUnreadCount } from '../api/unread-count.ts';

/**
 * The header bell (lazy; signed-in users only): links to /notifications, with the unread count as a
 * badge and in its accessible name. It shares the app's query cache, so marking read on the
 * notifications screen updates it at once.
 */
export default function NotificationBell() {
  return (
    <QueryClientProvider client={queryClient}>
      <BellLink />
    </QueryClientProvider>
  );
}

function BellLink() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const count = useUnreadCount(true).data ?? 0;
  const badge = count > 99 ? `${formatNumber(99, lang)}+` : formatNumber(count, lang);
  return (
    <NavLink
      to="/notifications"
      aria-label={count > 0 ? t('nav.notifications_unread', { count }) : t('nav.notifications')}
      title={t('nav.notifications')}
      data-testid="notification-bell"
      className={clsx(triggerClass, 'relative')}
    >
      <Bell aria-hidden className="size-6" />
      {count > 0 ? (
        <span
          aria-hidden
          data-testid="notification-badge"
          className="absolute -end-0.5 top-0 h-5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-bold text-white ring-2 ring-white dark:ring-slate-900"
        >
          {badge}
        </span>
      ) : null}
    </NavLink>
  );
}
