import type { TWhatsappEvent } from '@haat/shared/trust/whatsapp-schemas';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/card.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { useWhatsappVerification } from '../api/get-whatsapp-verification.ts';

/** A detail of an event worth showing: staff's reason, the connector's error. */
function detailText(event: TWhatsappEvent): string | undefined {
  for (const key of ['reason', 'error', 'message']) {
    const value = event.detail[key];
    if (typeof value === 'string' && value) return value;
  }
  return undefined;
}

const ACTIONS = new Set<string>([
  'requested',
  'code_sent',
  'code_send_failed',
  'code_failed',
  'verified',
  'approved',
  'rejected',
  'resent',
  'cancelled',
  'removed',
]);

/**
 * What happened to a verification, oldest first: when, what, who (a staff member, the person, or
 * Haat itself when nobody acted) and the reason or error. Read when opened.
 */
export function WhatsappHistory({ id, headingId }: { id: string; headingId: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const detail = useWhatsappVerification(id, true);
  if (detail.isPending)
    return (
      <div className="mt-3 space-y-2" aria-busy="true">
        <span className="sr-only" role="status">
          {t('admin.payments.loading')}
        </span>
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-1/3" />
      </div>
    );
  if (detail.isError || !detail.data)
    return (
      <Alert tone="error" className="mt-3">
        <p>{t('admin.whatsapp.history_failed')}</p>
        <Button size="sm" variant="secondary" className="mt-2" onClick={() => detail.refetch()}>
          {t('admin.payments.retry')}
        </Button>
      </Alert>
    );
  const history = detail.data.history;
  return (
    <section aria-labelledby={headingId} className="mt-3">
      <h4 id={headingId} className="mb-2 text-sm font-semibold">
        {t('admin.whatsapp.history')}
      </h4>
      {history.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('admin.whatsapp.history_empty')}</p>
      ) : (
        <ol
          className="space-y-3 border-s-2 border-slate-200 ps-4 dark:border-slate-700"
          data-testid="history"
        >
          {history.map((event, index) => {
            const extra = detailText(event);
            return (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: events have no id and only get appended
                key={index}
                className="relative"
                data-testid="history-event"
              >
                <span
                  aria-hidden
                  className="absolute -start-[1.4rem] top-1.5 size-3 rounded-full bg-emerald-600 ring-4 ring-white dark:ring-slate-900"
                />
                <p className="text-sm font-medium text-slate-900 dark:text-white">
                  {ACTIONS.has(event.action) ? t(`admin.whatsapp.event.${event.action}`) : event.action}
                  <span className="font-normal text-slate-700 dark:text-slate-300">
                    {' · '}
                    {event.actor ? event.actor.name : t('admin.whatsapp.actor_system')}
                  </span>
                </p>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  <time dateTime={event.at}>{formatDateTime(event.at, lang)}</time>
                </p>
                {extra ? (
                  <p className="mt-0.5 text-sm break-words text-slate-800 dark:text-slate-200" dir="auto">
                    {extra}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
