import { KYC_DOCUMENT_TYPES } from '@haat/shared/trust/kyc-schemas';
import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input, Select } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { KYC_QUEUE_STATUSES, type TKycFilters } from '../review-logic.ts';

/** How long typing pauses before the search applies. */
const SEARCH_PAUSE_MS = 400;

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
  const [text, setText] = useState(filters.q);
  // The address changed from elsewhere (Back, Clear): the box follows it.
  const [seen, setSeen] = useState(filters.q);
  if (seen !== filters.q) {
    setSeen(filters.q);
    setText(filters.q);
  }
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const typed = (value: string) => {
    setText(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => onChange({ q: value.trim() }), SEARCH_PAUSE_MS);
  };

  return (
    <search
      aria-label={t('admin.kyc.filters')}
      className="@container mb-4 space-y-3"
      data-testid="kyc-filters"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          window.clearTimeout(timer.current);
          onChange({ q: text.trim() });
        }}
      >
        <Field label={t('admin.kyc.search')} hint={t('admin.kyc.search_hint')}>
          {({ id, describedBy }) => (
            <div className="relative">
              <Search
                aria-hidden
                className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
              />
              <Input
                id={id}
                type="search"
                name="q"
                value={text}
                maxLength={100}
                autoComplete="off"
                onChange={(event) => typed(event.target.value)}
                aria-describedby={describedBy}
                className="ps-9"
              />
            </div>
          )}
        </Field>
      </form>
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
