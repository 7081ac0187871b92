import type { TWalletEntry } from '@haat/shared/wallet/schemas';
import { clsx } from 'clsx';
import { ArrowDownLeft, ArrowUpRight } from 'lucide-react';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { useInText } from './in-text.ts';

/** Who or what is on the other side of an entry, in words. */
export function useCounterpartyText() {
  const { t } = useTranslation();
  return (counterparty: TWalletEntry['counterparty']) => {
    if (!counterparty) return undefined;
    if (counterparty.kind === 'user') return counterparty.name;
    if (counterparty.kind === 'platform') return t('wallet.platform');
    return t(`wallet.method.${counterparty.name}`, { defaultValue: counterparty.name });
  };
}

const statusTone: Record<Exclude<TWalletEntry['status'], 'completed'>, string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  on_hold: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  paid: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  returned: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
  reversed: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
};

/**
 * One money movement (decision 053): kind, counterparty, note, start time, its one reference, the
 * signed amount and, unless it is simply done, where it stands now (pending, paid, returned, on hold,
 * reversed). A returned or reversed amount is struck through: it no longer counts. What a screen
 * reader hears is what is shown: the status label, or "Received"/"Sent" beside the sign when done.
 */
export function EntryRow({ entry }: { entry: TWalletEntry }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const counterpartyText = useCounterpartyText();
  const inText = useInText();
  const credit = entry.amount > 0;
  const Icon = credit ? ArrowDownLeft : ArrowUpRight;
  const other = counterpartyText(entry.counterparty);
  const amount = `${credit ? '+' : '−'}${formatMoney(Math.abs(entry.amount), lang)}`;
  const undone = entry.status === 'returned' || entry.status === 'reversed';
  return (
    <li className="flex items-start gap-3 py-3" data-testid="wallet-entry" data-status={entry.status}>
      <span
        aria-hidden
        className={clsx(
          'grid size-10 shrink-0 place-items-center rounded-full',
          credit
            ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900 dark:text-emerald-100'
            : 'bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
        )}
      >
        <Icon className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-medium text-slate-900 dark:text-slate-100">
          {t(`wallet.type.${entry.kind}`)}
          {other ? (
            <span className="font-normal text-slate-700 dark:text-slate-300">
              {' · '}
              {credit
                ? t('wallet.from_party', { name: inText.name(other) })
                : t('wallet.to_party', { name: inText.name(other) })}
            </span>
          ) : null}
        </p>
        {entry.memo ? (
          <p className="break-words text-sm text-slate-700 dark:text-slate-300">“{entry.memo}”</p>
        ) : null}
        <p className="text-xs text-slate-600 dark:text-slate-400">
          <time dateTime={entry.created_at}>{formatDateTime(entry.created_at, lang)}</time>
          {' · '}
          <span title={entry.id} data-testid="wallet-entry-reference">
            {t('wallet.reference_short', { reference: entry.reference })}
          </span>
        </p>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        <p
          className={clsx(
            'text-end font-semibold tabular-nums',
            undone
              ? 'text-slate-500 line-through dark:text-slate-400'
              : credit
                ? 'text-emerald-700 dark:text-emerald-400'
                : 'text-slate-900 dark:text-slate-100',
          )}
          data-testid="wallet-entry-amount"
        >
          {entry.status === 'completed' ? (
            <span className="sr-only">{credit ? t('wallet.credit') : t('wallet.sent')} </span>
          ) : null}
          <span dir="ltr">{amount}</span>
        </p>
        {entry.status === 'completed' ? null : (
          <span
            className={clsx('rounded-full px-2.5 py-0.5 text-xs font-medium', statusTone[entry.status])}
            data-testid="wallet-entry-status"
          >
            {t(`wallet.movement_status.${entry.status}`)}
          </span>
        )}
      </div>
    </li>
  );
}
