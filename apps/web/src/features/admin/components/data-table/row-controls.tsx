import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronDown } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';
import { sortParts } from './list-params.ts';
import type { TColumn, TLayoutProps } from './types.ts';

export function ariaSort(sort: string | undefined, field: string | undefined) {
  if (!sort || !field) return undefined;
  const parts = sortParts(sort);
  if (parts.field !== field) return 'none' as const;
  return parts.descending ? ('descending' as const) : ('ascending' as const);
}

export function SelectAll<Row>({
  rows,
  rowKey,
  selection,
  inputId,
}: TLayoutProps<Row> & { inputId?: string }) {
  const { t } = useTranslation();
  if (!selection) return null;
  const ids = rows.map(rowKey);
  const chosen = ids.filter((id) => selection.isSelected(id)).length;
  return (
    <input
      id={inputId}
      type="checkbox"
      className="size-5 accent-emerald-700"
      checked={chosen > 0 && chosen === ids.length}
      ref={(input) => {
        if (input) input.indeterminate = chosen > 0 && chosen < ids.length;
      }}
      onChange={() => selection.togglePage(ids)}
      aria-label={t('admin.table.select_page')}
      data-testid="select-page"
    />
  );
}

export function RowCheckbox<Row>({ row, props }: { row: Row; props: TLayoutProps<Row> }) {
  const { t } = useTranslation();
  const { selection } = props;
  if (!selection) return null;
  const id = props.rowKey(row);
  return (
    <input
      type="checkbox"
      className="size-5 accent-emerald-700"
      checked={selection.isSelected(id)}
      onChange={() => selection.toggle(id)}
      aria-label={t('admin.table.select_row', { name: props.rowLabel(row) })}
      data-testid="select-row"
    />
  );
}

export function DetailButton({
  expanded,
  controls,
  name,
  onClick,
}: {
  expanded: boolean;
  controls: string;
  name: string;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Button
      size="sm"
      variant="ghost"
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onClick}
      data-testid="row-details"
    >
      <ChevronDown aria-hidden className={clsx('size-4 transition-transform', expanded && 'rotate-180')} />
      <span className="sr-only">
        {t(expanded ? 'admin.table.hide_details' : 'admin.table.show_details', { name })}
      </span>
    </Button>
  );
}

export function SortButton<Row>({
  column,
  sort,
  onSort,
}: {
  column: TColumn<Row>;
  sort: string | undefined;
  onSort: (field: string, first: 'asc' | 'desc') => void;
}) {
  const state = ariaSort(sort, column.sortField);
  const Icon = state === 'ascending' ? ArrowUp : state === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <button
      type="button"
      onClick={() => onSort(column.sortField as string, column.firstSort ?? 'asc')}
      className={clsx(
        '-mx-1 inline-flex min-h-9 items-center gap-1 rounded px-1 font-semibold hover:text-emerald-800 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-amber-500 dark:hover:text-emerald-300',
        column.align === 'end' && 'flex-row-reverse',
      )}
      data-testid={`sort-${column.sortField}`}
    >
      {column.header}
      <Icon aria-hidden className={clsx('size-4 shrink-0', state === 'none' && 'opacity-40')} />
    </button>
  );
}
