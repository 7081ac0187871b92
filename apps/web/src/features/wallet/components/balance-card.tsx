import type { TWallet } from '@haat/shared/wallet/schemas';
import { ArrowDownToLine, Gift, Lock, Plus, Send } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/card.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { useInText } from './in-text.ts';

const actionClass =
  'flex-col gap-1! border-0 text-center text-emerald-900! hover:bg-emerald-50! dark:bg-white! dark:text-emerald-900! dark:hover:bg-emerald-50!';

/** The balance with the held amounts (withdrawals, referral bonuses) explained, and the three money actions. */
export function BalanceCard({ wallet }: { wallet: TWallet | undefined }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const inText = useInText();
  return (
    <section
      aria-labelledby="wallet-balance-label"
      className="rounded-2xl bg-gradient-to-br from-emerald-800 to-emerald-950 p-5 text-white shadow-md sm:p-6"
    >
      <h2 id="wallet-balance-label" className="text-sm font-medium text-emerald-100">
        {t('wallet.balance')}
      </h2>
      {wallet ? (
        <p className="mt-1 break-all text-4xl font-bold tabular-nums" data-testid="wallet-balance">
          {formatMoney(wallet.balance, lang)}
        </p>
      ) : (
        <Skeleton className="mt-2 h-10 w-48 bg-emerald-700 dark:bg-emerald-700" />
      )}
      {wallet && wallet.held > 0 ? (
        <p className="mt-3 flex items-start gap-2 text-sm text-emerald-50" data-testid="wallet-held">
          <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            <span className="font-semibold">{t('wallet.held', { amount: inText.money(wallet.held) })}</span>{' '}
            {t('wallet.held_explained')}
          </span>
        </p>
      ) : null}
      {wallet && wallet.bonus_held > 0 ? (
        <p className="mt-2 flex items-start gap-2 text-sm text-emerald-50" data-testid="wallet-bonus-held">
          <Gift aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            <span className="font-semibold">
              {t('wallet.bonus_held', { amount: inText.money(wallet.bonus_held) })}
            </span>{' '}
            {t('wallet.bonus_held_explained')}
          </span>
        </p>
      ) : null}
      <nav aria-label={t('wallet.actions')} className="mt-5 grid grid-cols-3 gap-2 sm:max-w-md">
        <ButtonLink to="/wallet/top-up" variant="secondary" className={actionClass}>
          <Plus aria-hidden className="size-5" />
          <span className="text-sm">{t('wallet.add_money')}</span>
        </ButtonLink>
        <ButtonLink to="/wallet/transfer" variant="secondary" className={actionClass}>
          <Send aria-hidden className="size-5 rtl:-scale-x-100" />
          <span className="text-sm">{t('wallet.send')}</span>
        </ButtonLink>
        <ButtonLink to="/wallet/withdraw" variant="secondary" className={actionClass}>
          <ArrowDownToLine aria-hidden className="size-5" />
          <span className="text-sm">{t('wallet.withdraw')}</span>
        </ButtonLink>
      </nav>
    </section>
  );
}
