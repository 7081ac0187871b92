import { Field, Select } from '../../../components/ui/field.tsx';
import { SearchField } from '../../../components/ui/search-field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { METHODS, STATUSES, type TWhatsappFilters } from '../api/list-whatsapp-verifications.ts';

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
      <SearchField
        className="sm:col-span-2 lg:col-span-1"
        label={t('admin.whatsapp.search')}
        hint={t('admin.whatsapp.search_hint')}
        value={filters.q}
        onSearch={(q) => onFilters({ q })}
        testId="filter-search"
      />
    </search>
  );
}
