import { Download, ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/card.tsx';
import { ChoiceChips } from '../../../components/ui/choice-chips.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-page.ts';
import { useSearchChoice } from '../../../lib/use-search-choice.ts';
import {
  downloadTransactionsCsv,
  ROLE_FILTERS,
  transactionsCsvUrl,
  useTransactions,
} from '../api/list-transactions.ts';
import { EmptyCard, ListSkeleton, LoadFailed } from '../components/list-states.tsx';
import { TransactionItem } from '../components/transaction-item.tsx';
import { TransactionTotals } from '../components/transaction-totals.tsx';

/** `/marketplace/transactions`: the money of the user's sales and purchases, with totals and CSV. */
export default function Transactions() {
  const { t } = useTranslation();
  const title = t('seller.transactions.title');
  useDocumentTitle(title);
  const [role, setRole] = useSearchChoice('role', ROLE_FILTERS, 'all');
  const list = useTransactions(role);
  const [downloading, setDownloading] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const rows = list.data?.data ?? [];

  // A link to the file (open in a new tab, copy the address), downloaded with the session's token.
  const download = async (event: React.MouseEvent) => {
    event.preventDefault();
    if (downloading) return;
    setDownloading(true);
    setDownloadFailed(false);
    try {
      await downloadTransactionsCsv(role);
    } catch {
      setDownloadFailed(true);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div>
      <PageHeader title={title} subtitle={t('seller.transactions.intro')} icon={<ReceiptText />} />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <ChoiceChips
          legend={t('seller.transactions.role_filter')}
          choices={ROLE_FILTERS.map((value) => ({ value, label: t(`seller.role.${value}`) }))}
          value={role}
          onChange={setRole}
          testIdPrefix="role"
        />
        <a
          href={transactionsCsvUrl(role)}
          onClick={download}
          aria-busy={downloading || undefined}
          className={buttonClass('secondary', 'sm')}
          data-testid="download-csv"
        >
          <Download aria-hidden className="size-4" />
          {t('seller.transactions.download')}
        </a>
      </div>
      {downloadFailed ? (
        <Alert tone="error" className="mb-4">
          {t('seller.transactions.download_failed')}
        </Alert>
      ) : null}
      {list.isPending ? (
        <ListSkeleton />
      ) : list.isError || !list.data ? (
        <LoadFailed text={t('seller.transactions.load_failed')} onRetry={() => list.refetch()} />
      ) : (
        <>
          <TransactionTotals totals={list.data.meta.totals} role={role} />
          {rows.length === 0 ? (
            <EmptyCard
              icon={<ReceiptText className="size-8" />}
              title={t('seller.transactions.empty_title')}
              text={t(role === 'all' ? 'seller.transactions.empty_text' : 'seller.transactions.empty_role')}
            />
          ) : (
            <>
              <p
                className="mb-2 text-sm text-slate-700 dark:text-slate-300"
                aria-live="polite"
                data-testid="showing"
              >
                {t('seller.common.showing', {
                  shown: rows.length,
                  total: list.data.meta.total ?? rows.length,
                })}
              </p>
              <ul className="space-y-3" data-testid="transactions">
                {rows.map((row) => (
                  <TransactionItem key={row.order_id} row={row} />
                ))}
              </ul>
              <LoadMore
                list={list}
                label={t('seller.common.load_more')}
                className="mt-4"
                testId="load-more"
              />
            </>
          )}
        </>
      )}
    </div>
  );
}
