import { KYC_DOCUMENT_TYPES } from '@haat/shared/trust/kyc-schemas';
import { X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input, Select } from '../../../components/ui/field.tsx';
import { SearchField } from '../../../components/ui/search-field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { KYC_QUEUE_STATUSES, type TKycFilters } from '../review-logic.ts';

/**
 * The queue's filters: status (the waiting queue by default), document type, the days it was sent
 * between, and a search by person or document number (applied after a pause in typing, or Enter).
 */
export function QueueFilters({
  filters,
  onChange,
  onClear,
  canClear,
}: {
  filters: TKycFilters;
  onChange: (changes: Partial<TKycFilters>) => void;
  onClear: () => void;
  canClear: boolean;
}) {
  const { t } = useTranslation();

  return (
    <search
      aria-label={t('admin.kyc.filters')}
      className="@container mb-4 space-y-3"
      data-testid="kyc-filters"
    >
      <SearchField
        label={t('admin.kyc.search')}
        hint={t('admin.kyc.search_hint')}
        value={filters.q}
        onSearch={(q) => onChange({ q })}
      />
      <div className="grid gap-3 @md:grid-cols-2 @4xl:grid-cols-4">
        <Field label={t('admin.kyc.filter_status')}>
          {({ id }) => (
            <Select
              id={id}
              value={filters.status}
              onChange={(event) => onChange({ status: event.target.value as TKycFilters['status'] })}
            >
              {KYC_QUEUE_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`admin.kyc.filter.${status}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('admin.kyc.filter_document')}>
          {({ id }) => (
            <Select
              id={id}
              value={filters.document_type}
              onChange={(event) =>
                onChange({ document_type: event.target.value as TKycFilters['document_type'] })
              }
            >
              <option value="all">{t('admin.kyc.all_documents')}</option>
              {KYC_DOCUMENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`admin.kyc.document.${type}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('admin.kyc.filter_from')}>
          {({ id }) => (
            <Input
              id={id}
              type="date"
              value={filters.from}
              max={filters.to || undefined}
              onChange={(event) => onChange({ from: event.target.value })}
            />
          )}
        </Field>
        <Field label={t('admin.kyc.filter_to')}>
          {({ id }) => (
            <Input
              id={id}
              type="date"
              value={filters.to}
              min={filters.from || undefined}
              onChange={(event) => onChange({ to: event.target.value })}
            />
          )}
        </Field>
      </div>
      {canClear ? (
        <Button size="sm" variant="ghost" onClick={onClear} data-testid="clear-filters">
          <X aria-hidden className="size-4" />
          {t('admin.kyc.clear_filters')}
        </Button>
      ) : null}
    </search>
  );
}
