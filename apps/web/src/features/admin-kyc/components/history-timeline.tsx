import type { TKycEvent } from '@haat/shared/trust/kyc-schemas';
import { clsx } from 'clsx';
import { CircleCheck, CircleX, Eye, RefreshCw, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { visibleHistory } from '../review-logic.ts';

const LOOK: Record<TKycEvent['action'], { icon: typeof Send; tone: string }> = {
  submitted: { icon: Send, tone: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200' },
  resubmitted: { icon: RefreshCw, tone: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200' },
  approved: {
    icon: CircleCheck,
    tone: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  },
  rejected: { icon: CircleX, tone: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200' },
  document_viewed: { icon: Eye, tone: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200' },
};

/** Stable keys: time, action and actor, numbered when the same look happens twice in a millisecond. */
function keyed(events: TKycEvent[]) {
  const seen = new Map<string, number>();
  return events.map((event) => {
    const base = `${event.at}|${event.action}|${event.actor?.id ?? ''}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return { key: `${base}|${count}`, event };
  });
}

function EventItem({ event }: { event: TKycEvent }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { icon: Icon, tone } = LOOK[event.action];
  const parts = event.parts?.map((part) => t(`admin.kyc.part.${part}`)).join(', ');
  return (
    <li className="relative flex gap-3 pb-4 last:pb-0" data-testid={`history-${event.action}`}>
      <span aria-hidden className={clsx('z-10 grid size-8 shrink-0 place-items-center rounded-full', tone)}>
        <Icon className="size-4" />
      </span>
      <div className="min-w-0 flex-1 pt-1">
        <p className="font-semibold text-slate-900 dark:text-white">
          {t(`admin.kyc.event.${event.action}`)}
          {parts && event.action === 'resubmitted' ? (
            <span className="font-normal">{` · ${parts}`}</span>
          ) : null}
        </p>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {event.actor ? (
            <>
              <bdi>{event.actor.name}</bdi>
              {' · '}
            </>
          ) : null}
          <time dateTime={event.at}>{formatDateTime(event.at, lang)}</time>
        </p>
        {event.rejections?.length ? (
          <ul className="mt-1 space-y-0.5 text-sm text-slate-800 dark:text-slate-200">
            {event.rejections.map((rejection) => (
              <li key={rejection.part}>
                <span className="font-medium">{t(`admin.kyc.part.${rejection.part}`)}</span>
                {`: ${t(`admin.kyc.reason.${rejection.reason}`)}`}
                {rejection.note ? (
                  <span className="text-slate-700 dark:text-slate-300">{` · ${rejection.note}`}</span>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        {event.note ? (
          <p className="mt-1 break-words text-sm text-slate-800 dark:text-slate-200">
            {t('admin.kyc.event_note', { note: event.note })}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/**
 * Who did what and when, newest first: sent, sent again (which parts), rejected (parts, reasons,
 * notes), approved, and, when asked for, every look at an image.
 */
export function HistoryTimeline({ history }: { history: TKycEvent[] }) {
  const { t } = useTranslation();
  const toggleId = useId();
  const [withViews, setWithViews] = useState(false);
  const views = history.filter((event) => event.action === 'document_viewed').length;
  const shown = visibleHistory(history, withViews);
  return (
    <Card aria-labelledby="kyc-history-title">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="kyc-history-title" className="text-lg font-semibold">
          {t('admin.kyc.history')}
        </h2>
        {views > 0 ? (
          <label htmlFor={toggleId} className="inline-flex min-h-9 items-center gap-2 text-sm">
            <input
              id={toggleId}
              type="checkbox"
              checked={withViews}
              onChange={(event) => setWithViews(event.target.checked)}
              className="size-4 accent-emerald-700"
            />
            {t('admin.kyc.show_views', { count: views })}
          </label>
        ) : null}
      </div>
      {shown.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('admin.kyc.no_history')}</p>
      ) : (
        <ol
          className="relative before:absolute before:start-4 before:top-2 before:bottom-2 before:w-px before:bg-slate-300 dark:before:bg-slate-700"
          data-testid="kyc-history"
        >
          {keyed(shown).map(({ key, event }) => (
            <EventItem key={key} event={event} />
          ))}
        </ol>
      )}
    </Card>
  );
}
