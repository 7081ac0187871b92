import { SlidersHorizontal, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Field, Input, Select } from '../../../../components/ui/field.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';
import { useMedia } from '../../../../lib/use-media.ts';

/**
 * The filters above a list: its children (a SearchField, FilterSelects, a DateRange) in a wrapping
 * grid, and "Clear filters" while a filter is set. On phones the filters fold behind a "Filters"
 * button (open from the start when one is set).
 */
export function FilterBar({
  children,
  filtered,
  onClear,
  label,
}: {
  children: ReactNode;
  /** True while a filter differs from its default (shows "Clear filters"). */
  filtered: boolean;
  onClear: () => void;
  /** The group's accessible name (defaults to "Filters"). */
  label?: string;
}) {
  const { t } = useTranslation();
  const wide = useMedia('(min-width: 640px)');
  const [shown, setShown] = useState(filtered);
  const open = wide || shown;
  return (
    <search
      aria-label={label ?? t('admin.table.filters')}
      className="mb-4 rounded-xl border border-slate-200 bg-white p-3 shadow-sm dark:border-slate-800 dark:bg-slate-900"
      data-testid="filter-bar"
    >
      {!wide ? (
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={open}
          onClick={() => setShown(!shown)}
          className="w-full justify-start"
          data-testid="show-filters"
        >
          <SlidersHorizontal aria-hidden className="size-4" />
          {t('admin.table.filters')}
        </Button>
      ) : null}
      {open ? (
        <div className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,12rem),1fr))] items-end gap-3">
          {children}
          {filtered ? (
            <div>
              <Button
                variant="secondary"
                onClick={onClear}
                data-testid="clear-filters"
                className="w-full sm:w-auto"
              >
                <X aria-hidden className="size-4" />
                {t('admin.table.clear_filters')}
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
    </search>
  );
}

export interface TFilterOption {
  value: string;
  label: string;
}

/**
 * A labelled select filter. `anyLabel` adds the "any" choice (value `''`); `groups` puts options
 * under optgroup headings (e.g. audit actions by area).
 */
export function FilterSelect({
  label,
  value,
  onChange,
  options = [],
  groups,
  anyLabel,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options?: readonly TFilterOption[];
  groups?: readonly { label: string; options: readonly TFilterOption[] }[];
  anyLabel?: string;
  testId?: string;
}) {
  return (
    <Field label={label}>
      {({ id }) => (
        <Select id={id} value={value} onChange={(event) => onChange(event.target.value)} data-testid={testId}>
          {anyLabel !== undefined ? <option value="">{anyLabel}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {groups?.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ))}
        </Select>
      )}
    </Field>
  );
}

/**
 * Two date fields (`YYYY-MM-DD`, both ends included) for a date filter. An end before the start is
 * refused by the browser's `min`/`max`.
 */
export function DateRange({
  from,
  to,
  onChange,
  fromLabel,
  toLabel,
  testId = 'date',
}: {
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
  fromLabel?: string;
  toLabel?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Field label={fromLabel ?? t('admin.table.from')}>
        {({ id }) => (
          <Input
            id={id}
            type="date"
            value={from}
            max={to || undefined}
            onChange={(event) => onChange({ from: event.target.value, to })}
            data-testid={`${testId}-from`}
          />
        )}
      </Field>
      <Field label={toLabel ?? t('admin.table.to')}>
        {({ id }) => (
          <Input
            id={id}
            type="date"
            value={to}
            min={from || undefined}
            onChange={(event) => onChange({ from, to: event.target.value })}
            data-testid={`${testId}-to`}
          />
        )}
      </Field>
    </>
  );
}
