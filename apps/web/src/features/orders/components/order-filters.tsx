import { X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input, Select } from '../../../components/ui/field.tsx';
import { SearchField } from '../../../components/ui/search-field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import type { TOrderFilters } from '../api/list-orders.ts';
import { FILTER_STATUSES, statusKey } from './status.ts';

/** Status, date range and text search over a list of orders; every change goes to the address. */
export function OrderFilters({
  filters,
  setFilter,
  clear,
  active,
}: {
  filters: TOrderFilters;
  setFilter: (name: keyof TOrderFilters, value: string | undefined) => void;
  clear: () => void;
  active: boolean;
}) {
  const { t } = useTranslation();
  return (
    <search className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label={t('orders.list.filters')}>
      <SearchField
        className="sm:col-span-2 lg:col-span-4"
        label={t('orders.list.search')}
        value={filters.q ?? ''}
        placeholder={t('orders.list.search_placeholder')}
        onSearch={(q) => setFilter('q', q || undefined)}
        testId="order-search"
      />
      <Field label={t('orders.list.status')}>
        {({ id }) => (
          <Select
            id={id}
            value={filters.status ?? ''}
            data-testid="status-filter"
            onChange={(event) => setFilter('status', event.target.value || undefined)}
          >
            <option value="">{t('orders.list.all_statuses')}</option>
            {FILTER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(statusKey(status))}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t('orders.list.from')}>
        {({ id }) => (
          <Input
            id={id}
            type="date"
            value={filters.from ?? ''}
            max={filters.to}
            data-testid="from-filter"
            onChange={(event) => setFilter('from', event.target.value || undefined)}
          />
        )}
      </Field>
      <Field label={t('orders.list.to')}>
        {({ id }) => (
          <Input
            id={id}
            type="date"
            value={filters.to ?? ''}
            min={filters.from}
            data-testid="to-filter"
            onChange={(event) => setFilter('to', event.target.value || undefined)}
          />
        )}
      </Field>
      <div className="flex items-end">
        <Button variant="ghost" onClick={clear} disabled={!active} className="w-full">
          <X aria-hidden className="size-4" />
          {t('orders.list.clear')}
        </Button>
      </div>
    </search>
  );
}
