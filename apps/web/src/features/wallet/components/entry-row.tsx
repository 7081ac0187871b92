import type { TWalletEntry } from '@haat/shared/wallet/schemas';
import { clsx } from 'clsx';
import { ArrowDownLeft, ArrowUpRight } from 'lucide-react';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { shortRef, useInText } from './in-text.ts';

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

/** One history entry: direction, type, counterparty, reference or note, time and signed amount. */
export function EntryRow({ entry }: { entry: TWalletEntry }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const counterpartyText = useCounterpartyText();
  const inText = useInText();
  const credit = entry.amount > 0;
  const Icon = credit ? ArrowDownLeft : ArrowUpRight;
  const other = counterpartyText(entry.counterparty);
  const amount = formatMoney(Math.abs(entry.amount), lang);
  return (
    <li className="flex items-start gap-3 py-3" data-testid="wallet-entry">
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
          {t(`wallet.type.${entry.type}`)}
          {other ? (
            <span className="font-normal text-slate-700 dark:text-slate-300">
              {' · '}
              {credit
                ? t('wallet.from_party', { name: inText.name(other) })
                : t('wallet.to_party', { name: inText.name(other) })}
            </span>
          ) : null}
        </p>
        {entry.memo && entry.type === 'transfer' ? (
          <p className="break-words text-sm text-slate-700 dark:text-slate-300">“{entry.memo}”</p>
        ) : null}
        <p className="text-xs text-slate-600 dark:text-slate-400">
          <time dateTime={entry.created_at}>{formatDateTime(entry.created_at, lang)}</time>
          {' · '}
          <span title={entry.transaction_id}>
            {t('wallet.reference_short', { reference: shortRef(entry.transaction_id) })}
          </span>
        </p>
      </div>
      <p
        className={clsx(
          'shrink-0 text-end font-semibold tabular-nums',
          credit ? 'text-emerald-700 dark:text-emerald-400' : 'text-slate-900 dark:text-slate-100',
        )}
        data-testid="wallet-entry-amount"
      >
        <span className="sr-only">{credit ? t('wallet.credit') : t('wallet.debit')} </span>
        <span dir="ltr">{`${credit ? '+' : '−'}${amount}`}</span>
      </p>
    </li>
  );
}
