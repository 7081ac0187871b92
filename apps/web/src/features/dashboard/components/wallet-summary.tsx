import { ArrowRight, Plus, Wallet } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card, Skeleton } from '../../../components/ui/card.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { useWallet } from '../../wallet/api/get-wallet.ts';
import { useInText } from '../../wallet/components/in-text.ts';

/** The dashboard's wallet card: the real spendable balance, what is on hold, and the way to the wallet. */
export function WalletSummary() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const inText = useInText();
  const wallet = useWallet();
  const held = wallet.data ? wallet.data.held + wallet.data.bonus_held : 0;
  return (
    <Card aria-labelledby="dashboard-wallet">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="dashboard-wallet" className="flex items-center gap-2 text-lg font-semibold">
            <Wallet aria-hidden className="size-5 text-emerald-700 dark:text-emerald-400" />
            {t('wallet.balance')}
          </h2>
          {wallet.isPending ? (
            <Skeleton className="mt-2 h-9 w-40" />
          ) : wallet.data ? (
            <p
              className="mt-1 break-all text-3xl font-bold tabular-nums text-slate-900 dark:text-white"
              data-testid="dashboard-balance"
            >
              {formatMoney(wallet.data.balance, lang)}
            </p>
          ) : null}
          {held > 0 ? (
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300" data-testid="dashboard-held">
              {t('dashboard.wallet_held', { amount: inText.money(held) })}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to="/wallet/top-up" variant="secondary" size="sm">
            <Plus aria-hidden className="size-4" />
            {t('wallet.add_money')}
          </ButtonLink>
          <ButtonLink to="/wallet" size="sm" data-testid="dashboard-open-wallet">
            {t('dashboard.open_wallet')}
            <ArrowRight aria-hidden className="size-4 rtl:rotate-180" />
          </ButtonLink>
        </div>
      </div>
      {wallet.isError ? (
        <Alert tone="error" className="mt-3">
          <p>{t('wallet.balance_failed')}</p>
          <Button size="sm" variant="secondary" className="mt-2" onClick={() => wallet.refetch()}>
            {t('wallet.retry')}
          </Button>
        </Alert>
      ) : null}
    </Card>
  );
}
