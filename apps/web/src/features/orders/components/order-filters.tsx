import { Search, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input, Select } from '../../../components/ui/field.tsx';
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
  const [text, setText] = useState(filters.q ?? '');
  useEffect(() => setText(filters.q ?? ''), [filters.q]);
  // The search follows typing after a short pause.
  useEffect(() => {
    const timer = setTimeout(() => {
      if ((filters.q ?? '') !== text.trim()) setFilter('q', text.trim() || undefined);
    }, 400);
    return () => clearTimeout(timer);
  }, [text, filters.q, setFilter]);

  return (
    <search className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label={t('orders.list.filters')}>
      <Field label={t('orders.list.search')} className="sm:col-span-2 lg:col-span-4">
        {({ id }) => (
          <div className="relative">
            <Search
              aria-hidden
              className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
            />
            <Input
              id={id}
              type="search"
              dir="auto"
              value={text}
              placeholder={t('orders.list.search_placeholder')}
              className="ps-9"
              data-testid="order-search"
              onChange={(event) => setText(event.target.value)}
            />
          </div>
        )}
      </Field>
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
