import type { TOrderDetail } from '@haat/shared/orders/schemas';
import { Card } from '../../../components/ui/card.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { StatusBadge } from './status-badge.tsx';

/** What happened to the order, oldest first: when, the new status, who did it and their note. */
export function OrderTimeline({ events }: { events: TOrderDetail['events'] }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <Card aria-labelledby="timeline-title">
      <h2 id="timeline-title" className="mb-3 text-lg font-semibold">
        {t('orders.detail.timeline')}
      </h2>
      <ol className="space-y-4 border-s-2 border-slate-200 ps-4 dark:border-slate-700" data-testid="timeline">
        {events.map((event, index) => (
          <li
            // Events have no id; their order never changes.
            // biome-ignore lint/suspicious/noArrayIndexKey: append-only list
            key={index}
            className="relative"
            data-testid="timeline-event"
          >
            <span
              aria-hidden
              className="absolute -start-[1.4rem] top-1.5 size-3 rounded-full bg-emerald-600 ring-4 ring-white dark:ring-slate-900"
            />
            <div className="flex flex-wrap items-center gap-2">
              <StatusBadge status={event.to_status} />
              <span className="text-sm text-slate-700 dark:text-slate-300">
                {t(`orders.actor.${event.actor_role}`)}
              </span>
            </div>
            <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
              <time dateTime={event.created_at}>{formatDateTime(event.created_at, lang)}</time>
            </p>
            {event.note ? (
              <p className="mt-1 text-sm break-words text-slate-800 dark:text-slate-200" dir="auto">
                {event.note}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </Card>
  );
}
