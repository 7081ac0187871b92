import type { TNotification } from '@haat/shared/notifications/schemas';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDescribe } from '../../notifications/components/describe.ts';
import { RelativeTime } from '../../notifications/components/relative-time.tsx';

/** The dashboard's recent activity: the newest notifications (orders, money), each linking onward. */
export function DashboardActivity({ items }: { items: TNotification[] }) {
  const { t } = useTranslation();
  const describe = useDescribe();
  return (
    <Card aria-labelledby="dashboard-activity" data-testid="dashboard-activity">
      <h2 id="dashboard-activity" className="mb-3 text-lg font-semibold">
        {t('panel.activity_title')}
      </h2>
      {items.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('panel.activity_empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-700">
          {items.map((item) => {
            const described = describe(item);
            return (
              <li key={item.id}>
                <Link
                  to={described.href ?? '/notifications'}
                  className="-mx-2 flex flex-wrap items-baseline justify-between gap-x-3 rounded-lg px-2 py-2 hover:bg-slate-100 dark:hover:bg-slate-800"
                >
                  <span className="min-w-0 break-words text-sm font-medium text-slate-900 dark:text-slate-100">
                    {described.title}
                  </span>
                  <span className="text-xs text-slate-600 dark:text-slate-400">
                    <RelativeTime value={item.created_at} />
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      <Link
        to="/notifications"
        className="mt-3 inline-block text-sm font-medium text-emerald-800 underline underline-offset-2 dark:text-emerald-300"
      >
        {t('panel.activity_all')}
      </Link>
    </Card>
  );
}
