import { Wallet as WalletIcon } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-page.ts';
import { useWallet } from '../api/get-wallet.ts';
import { BalanceCard } from '../components/balance-card.tsx';
import { History } from '../components/history.tsx';
import { WithdrawalList } from '../components/withdrawal-list.tsx';

/** `/wallet`: balance and held amount, the money actions, withdrawals and the filtered history. */
export default function WalletScreen() {
  const { t } = useTranslation();
  const wallet = useWallet();
  useDocumentTitle(t('wallet.title'));
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <PageHeader title={t('wallet.title')} subtitle={t('wallet.intro')} icon={<WalletIcon />} />
      {wallet.isError ? (
        <Alert tone="error">
          <p>{t('wallet.balance_failed')}</p>
          <Button size="sm" variant="secondary" className="mt-2" onClick={() => wallet.refetch()}>
            {t('wallet.retry')}
          </Button>
        </Alert>
      ) : (
        <BalanceCard wallet={wallet.data} />
      )}
      <WithdrawalList />
      <History />
    </div>
  );
}
