import type { TNotification } from '@haat/shared/notifications/schemas';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { queryClient } from '../../../app/query-client.ts';
import { api } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notificationKeys } from '../api/keys.ts';
import { useDescribe } from './describe.ts';
import { RelativeTime } from './relative-time.tsx';

const SHOWN = 3;

/**
 * The right panel's "Recent activity" (lazy; signed-in users only): the newest notifications — money
 * in, top-ups, withdrawals, bonuses — each linking where it leads, and a link to all of them. It
 * says "No activity yet" only when the server says there is none, and shows nothing while loading
 * or when the list cannot be loaded, so it never claims an empty history beside real activity.
 */
type TProps = { headingId: string; className?: string };

export default function RecentActivity(props: TProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ActivityList {...props} />
    </QueryClientProvider>
  );
}

function ActivityList({ headingId, className }: TProps) {
  const { t } = useTranslation();
  const describe = useDescribe();
  const latest = useQuery({
    queryKey: [...notificationKeys.all, 'latest'],
    queryFn: async ({ signal }) =>
      (await api.get<{ data: TNotification[] }>(`/api/notifications?page=1&per_page=${SHOWN}`, signal)).data,
    staleTime: 30_000,
  });
  if (!latest.data) return null;
  return (
    <section aria-labelledby={headingId} className={className} data-testid="recent-activity">
      <h2 id={headingId} className="mb-3 font-semibold text-slate-900 dark:text-white">
        {t('panel.activity_title')}
      </h2>
      {latest.data.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('panel.activity_empty')}</p>
      ) : (
        <>
          <ul className="space-y-1">
            {latest.data.map((item) => {
              const described = describe(item);
              return (
                <li key={item.id}>
                  <Link
                    to={described.href ?? '/notifications'}
                    className="-mx-2 block rounded-lg px-2 py-1.5 hover:bg-slate-100 dark:hover:bg-slate-800"
                  >
                    <span className="block break-words text-sm font-medium text-slate-900 dark:text-slate-100">
                      {described.title}
                    </span>
                    <span className="block text-xs text-slate-600 dark:text-slate-400">
                      <RelativeTime value={item.created_at} />
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
          <Link
            to="/notifications"
            className="mt-2 inline-block text-sm font-medium text-emerald-800 underline underline-offset-2 dark:text-emerald-300"
          >
            {t('panel.activity_all')}
          </Link>
        </>
      )}
    </section>
  );
}
