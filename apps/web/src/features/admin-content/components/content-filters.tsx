import { REPORT_SUBJECT_TYPES } from '@haat/shared/admin/moderation';
import { REPORT_REASONS } from '@haat/shared/social/constants';
import { X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Select } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { CONTENT_SORTS, type TContentFilters } from '../content-filters-logic.ts';

/** The queue's filters (waiting or decided, kind of content, reason) and its order, all in the address. */
export function ContentFilters({
  filters,
  onChange,
  onClear,
  canClear,
}: {
  filters: TContentFilters;
  onChange: (changes: Partial<TContentFilters>) => void;
  onClear: () => void;
  canClear: boolean;
}) {
  const { t } = useTranslation();
  return (
    <search
      aria-label={t('moderation.filters')}
      className="@container mb-4 space-y-3"
      data-testid="content-filters"
    >
      <div className="grid gap-3 @md:grid-cols-2 @4xl:grid-cols-4">
        <Field label={t('moderation.filter_status')}>
          {({ id }) => (
            <Select
              id={id}
              value={filters.status}
              onChange={(event) => onChange({ status: event.target.value as TContentFilters['status'] })}
            >
              <option value="open">{t('moderation.status.open')}</option>
              <option value="decided">{t('moderation.status.decided')}</option>
            </Select>
          )}
        </Field>
        <Field label={t('moderation.filter_type')}>
          {({ id }) => (
            <Select
              id={id}
              value={filters.type}
              onChange={(event) => onChange({ type: event.target.value as TContentFilters['type'] })}
              data-testid="filter-type"
            >
              <option value="all">{t('moderation.all_types')}</option>
              {REPORT_SUBJECT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`moderation.types.${type}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('moderation.filter_reason')}>
          {({ id }) => (
            <Select
              id={id}
              value={filters.reason}
              onChange={(event) => onChange({ reason: event.target.value as TContentFilters['reason'] })}
            >
              <option value="all">{t('moderation.all_reasons')}</option>
              {REPORT_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {t(`report.reasons.${reason}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('moderation.sort')}>
          {({ id }) => (
            <Select
              id={id}
              value={filters.sort}
              onChange={(event) => onChange({ sort: event.target.value as TContentFilters['sort'] })}
            >
              {CONTENT_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`moderation.sorts.${sort === '-count' ? 'most' : sort}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      {canClear ? (
        <Button size="sm" variant="ghost" onClick={onClear}>
          <X aria-hidden className="size-4" />
          {t('moderation.clear_filters')}
        </Button>
      ) : null}
    </search>
  );
}
