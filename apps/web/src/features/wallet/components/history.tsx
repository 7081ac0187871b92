import { WALLET_MOVEMENT_KINDS } from '@haat/shared/wallet/schemas';
import { History as HistoryIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, EmptyState, Skeleton } from '../../../components/ui/card.tsx';
import { Field, Input, Select } from '../../../components/ui/field.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useWalletHistory } from '../api/list-transactions.ts';
import { EntryRow } from './entry-row.tsx';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The wallet history with its filters (type, date range) kept in the URL, "Load more" paging. */
export function History() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const typeParam = params.get('type') ?? '';
  const type = (WALLET_MOVEMENT_KINDS as readonly string[]).includes(typeParam) ? typeParam : '';
  const from = DATE.test(params.get('from') ?? '') ? (params.get('from') as string) : '';
  const to = DATE.test(params.get('to') ?? '') ? (params.get('to') as string) : '';
  const rangeWrong = !!from && !!to && from > to;
  const history = useWalletHistory({ type, from, to }, !rangeWrong);
  const filtered = !!(type || from || to);

  const setFilter = (name: string, value: string) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  };
  const clear = () => setParams(new URLSearchParams(), { replace: true });

  return (
    <Card aria-labelledby="wallet-history-title">
      <h2 id="wallet-history-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('wallet.history')}
      </h2>
      <fieldset className="mt-3 grid gap-3 sm:grid-cols-3">
        <legend className="sr-only">{t('wallet.filters')}</legend>
        <Field label={t('wallet.filter_type')}>
          {({ id }) => (
            <Select
              id={id}
              value={type}
              onChange={(event) => setFilter('type', event.target.value)}
              data-testid="filter-type"
            >
              <option value="">{t('wallet.all_types')}</option>
              {WALLET_MOVEMENT_KINDS.map((value) => (
                <option key={value} value={value}>
                  {t(`wallet.type.${value}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('wallet.filter_from')} error={rangeWrong ? t('wallet.range_wrong') : undefined}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              type="date"
              value={from}
              max={to || undefined}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              onChange={(event) => setFilter('from', event.target.value)}
              data-testid="filter-from"
            />
          )}
        </Field>
        <Field label={t('wallet.filter_to')}>
          {({ id }) => (
            <Input
              id={id}
              type="date"
              value={to}
              min={from || undefined}
              onChange={(event) => setFilter('to', event.target.value)}
              data-testid="filter-to"
            />
          )}
        </Field>
      </fieldset>
      {filtered ? (
        <Button size="sm" variant="ghost" className="mt-2" onClick={clear}>
          {t('wallet.clear_filters')}
        </Button>
      ) : null}

      <div className="mt-3">
        {rangeWrong ? null : history.isPending ? (
          <div aria-busy="true">
            <span className="sr-only" role="status">
              {t('wallet.loading')}
            </span>
            {[0, 1, 2].map((i) => (
              <div key={i} className="flex items-center gap-3 py-3">
                <Skeleton className="size-10 rounded-full" />
                <div className="flex-1">
                  <Skeleton className="h-4 w-1/2" />
                  <Skeleton className="mt-2 h-3 w-1/3" />
                </div>
                <Skeleton className="h-5 w-20" />
              </div>
            ))}
          </div>
        ) : history.isError || !history.data ? (
          <Alert tone="error">
            <p>{t('wallet.history_failed')}</p>
            <Button size="sm" variant="secondary" className="mt-2" onClick={() => history.refetch()}>
              {t('wallet.retry')}
            </Button>
          </Alert>
        ) : history.data.data.length === 0 ? (
          <EmptyState
            icon={<HistoryIcon className="size-8" />}
            title={filtered ? t('wallet.no_results') : t('wallet.empty')}
          >
            <p>{filtered ? t('wallet.no_results_text') : t('wallet.empty_text')}</p>
          </EmptyState>
        ) : (
          <>
            <ul
              className="divide-y divide-slate-200 dark:divide-slate-800"
              data-testid="wallet-history"
              aria-labelledby="wallet-history-title"
            >
              {history.data.data.map((entry) => (
                <EntryRow key={entry.id} entry={entry} />
              ))}
            </ul>
            <LoadMore list={history} label={t('wallet.load_more')} />
          </>
        )}
      </div>
    </Card>
  );
}
