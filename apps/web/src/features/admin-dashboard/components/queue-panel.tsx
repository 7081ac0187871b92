import type { TAdminQueue, TAdminQueueCount } from '@haat/shared/admin/stats-schemas';
import { clsx } from 'clsx';
import { BadgeCheck, Banknote, ChevronRight, Flag, MessageCircle, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';

const ICONS: Record<TAdminQueue, typeof Wallet> = {
  payments: Wallet,
  withdrawals: Banknote,
  kyc: BadgeCheck,
  whatsapp: MessageCircle,
  reports: Flag,
};

/** "Waiting for staff": each queue the role may work, its count, and a link to its screen. */
export function QueuePanel({ queues }: { queues: TAdminQueueCount[] }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const shown = queues.filter((queue) => queue.count !== null);
  const waiting = shown.reduce((sum, queue) => sum + (queue.count ?? 0), 0);
  return (
    <Card aria-labelledby="queues-title">
      <h2 id="queues-title" className="mb-1 text-lg font-semibold">
        {t('admin_dashboard.queues.title')}
      </h2>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
        {waiting === 0 ? t('admin_dashboard.queues.none') : t('admin_dashboard.queues.intro')}
      </p>
      <ul className="grid gap-x-6 sm:grid-cols-2" data-testid="queues">
        {shown.map((queue) => {
          const Icon = ICONS[queue.queue];
          const count = queue.count ?? 0;
          return (
            <li
              key={queue.queue}
              className="border-b border-slate-200 last:border-b-0 sm:[&:nth-last-child(2):nth-child(odd)]:border-b-0 dark:border-slate-800"
            >
              <Link
                to={queue.path}
                className="-mx-2 flex min-h-11 items-center gap-3 rounded-lg px-2 py-2 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-600 dark:hover:bg-slate-800"
                data-testid={`queue-${queue.queue}`}
              >
                <Icon aria-hidden className="size-5 shrink-0 text-slate-600 dark:text-slate-400" />
                <span className="min-w-0 flex-1">{t(`admin_dashboard.queues.${queue.queue}`)}</span>
                <span
                  className={clsx(
                    'min-w-8 rounded-full px-2 py-0.5 text-center text-sm font-semibold tabular-nums',
                    count > 0
                      ? 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100'
                      : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
                  )}
                  data-testid={`queue-${queue.queue}-count`}
                >
                  {formatNumber(count, lang)}
                </span>
                <ChevronRight aria-hidden className="size-4 shrink-0 text-slate-500 rtl:rotate-180" />
              </Link>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
