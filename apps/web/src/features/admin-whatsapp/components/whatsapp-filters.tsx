import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Field, Input, Select } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { METHODS, STATUSES, type TWhatsappFilters } from '../api/list-whatsapp-verifications.ts';

/** How long typing pauses before the search applies. */
const SEARCH_PAUSE_MS = 400;

/**
 * Status (the waiting queue by default), way, and a search of the number, the reference or the
 * person's name or email, which applies after a short pause or at once with Enter.
 */
export function WhatsappFilters({
  filters,
  onFilters,
}: {
  filters: TWhatsappFilters;
  onFilters: (next: Partial<TWhatsappFilters>) => void;
}) {
  const { t } = useTranslation();
  const [q, setQ] = useState(filters.q);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(onFilters);
  latest.current = onFilters;

  // The address changed (Back, "Show the review queue"): the box follows.
  useEffect(() => {
    setQ(filters.q);
  }, [filters.q]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const type = (value: string) => {
    setQ(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current({ q: value.trim() }), SEARCH_PAUSE_MS);
  };

  return (
    <search
      aria-label={t('admin.whatsapp.filters')}
      className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[12rem_12rem_minmax(0,1fr)]"
      data-testid="whatsapp-filters"
    >
      <Field label={t('admin.payments.filter_status')}>
        {({ id }) => (
          <Select
            id={id}
            value={filters.status}
            onChange={(event) => onFilters({ status: event.target.value as TWhatsappFilters['status'] })}
            data-testid="filter-status"
          >
            <option value="pending">{t('admin.whatsapp.status_queue')}</option>
            {STATUSES.filter((status) => status !== 'pending').map((status) => (
              <option key={status} value={status}>
                {t(`admin.whatsapp.status.${status}`)}
              </option>
            ))}
            <option value="all">{t('admin.payments.all_statuses')}</option>
          </Select>
        )}
      </Field>
      <Field label={t('admin.payments.filter_method')}>
        {({ id }) => (
          <Select
            id={id}
            value={filters.method}
            onChange={(event) => onFilters({ method: event.target.value as TWhatsappFilters['method'] })}
            data-testid="filter-method"
          >
            <option value="all">{t('admin.payments.all_methods')}</option>
            {METHODS.map((method) => (
              <option key={method} value={method}>
                {t(`admin.whatsapp.method.${method}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <form
        className="sm:col-span-2 lg:col-span-1"
        onSubmit={(event) => {
          event.preventDefault();
          clearTimeout(timer.current);
          onFilters({ q: q.trim() });
        }}
      >
        <Field label={t('admin.whatsapp.search')} hint={t('admin.whatsapp.search_hint')}>
          {({ id, describedBy }) => (
            <div className="relative">
              <Search
                aria-hidden
                className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
              />
              <Input
                id={id}
                type="search"
                value={q}
                maxLength={100}
                onChange={(event) => type(event.target.value)}
                aria-describedby={describedBy}
                enterKeyHint="search"
                className="ps-9"
                data-testid="filter-search"
              />
            </div>
          )}
        </Field>
      </form>
    </search>
  );
}
