import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronDown, Inbox } from 'lucide-react';
import { Fragment, type ReactNode, useId, useState } from 'react';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Card, EmptyState, Skeleton } from '../../../../components/ui/card.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';
import { useMedia } from '../../../../lib/use-media.ts';
import { sortParts } from './list-params.ts';
import type { TRowSelection } from './use-row-selection.ts';

export interface TColumn<Row> {
  key: string;
  /** The translated column name (also the label of the value on phone cards). */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Makes the header a sort button for this API sort field. */
  sortField?: string;
  /** The direction of the first click (dates usually start newest first). */
  firstSort?: 'asc' | 'desc';
  align?: 'start' | 'end';
  /** The card's title on phones (usually the cell with the row's link). */
  primary?: boolean;
  /** Left out of phone cards (e.g. a column repeated by the title). */
  hideOnCard?: boolean;
  className?: string;
}

/** The parts of a TanStack query result the table reads (pass the result itself). */
export interface TListStatus {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData?: boolean;
  refetch: () => unknown;
}

interface TDataTableProps<Row> {
  /** What the list is (the table's caption, read by screen readers). */
  label: string;
  columns: readonly TColumn<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  /** Names a row for its checkbox and details button ("Select Rahim Uddin"). */
  rowLabel: (row: Row) => string;
  /** The current sort (`field` / `-field`) and what a header click does. */
  sort?: string;
  onSort?: (field: string, first: 'asc' | 'desc') => void;
  /** Turns on row checkboxes (bulk actions). */
  selection?: TRowSelection;
  status: TListStatus;
  /** Shown instead of the table when there are no rows (defaults to a generic empty state). */
  empty?: ReactNode;
  /** A row's details, shown under it when expanded (e.g. the audit diff). */
  detail?: (row: Row) => ReactNode;
  /** The error text (defaults to a generic one). */
  errorText?: string;
  testId?: string;
}

const SKELETON_ROWS = 5;

/**
 * An admin list: a table with sort buttons in the headers (aria-sort), optional row checkboxes with
 * select-all on the page, optional expandable details; cards instead of the table below 640 px; a
 * skeleton while the first page loads, faded rows while another loads, the error with a retry, and
 * the empty state. A row links through a cell (a `<Link>` in a column's `cell`), never by a click on
 * the row alone.
 */
export function DataTable<Row>(props: TDataTableProps<Row>) {
  const { t } = useTranslation();
  const wide = useMedia('(min-width: 640px)');
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const { status, rows, testId = 'data-table' } = props;

  if (status.isPending && !rows) return <TableSkeleton testId={testId} />;
  if (status.isError && !rows) {
    return (
      <Alert tone="error">
        <p data-testid={`${testId}-error`}>{props.errorText ?? t('admin.table.load_failed')}</p>
        <Button size="sm" variant="secondary" className="mt-2" onClick={() => status.refetch()}>
          {t('admin.table.retry')}
        </Button>
      </Alert>
    );
  }
  if (!rows || rows.length === 0) {
    return (
      <div data-testid={`${testId}-empty`}>
        {props.empty ?? (
          <Card>
            <EmptyState icon={<Inbox className="size-8" />} title={t('admin.table.empty')} />
          </Card>
        )}
      </div>
    );
  }

  const toggleOpen = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const shared = { ...props, rows, open, toggleOpen };
  return (
    <div
      className={clsx('transition-opacity', status.isFetching && status.isPlaceholderData && 'opacity-60')}
      aria-busy={status.isFetching || undefined}
    >
      {status.isError ? (
        <Alert tone="error" className="mb-3">
          <p>{props.errorText ?? t('admin.table.load_failed')}</p>
          <Button size="sm" variant="secondary" className="mt-2" onClick={() => status.refetch()}>
            {t('admin.table.retry')}
          </Button>
        </Alert>
      ) : null}
      {wide ? <TableLayout {...shared} testId={testId} /> : <CardLayout {...shared} testId={testId} />}
    </div>
  );
}

type TLayoutProps<Row> = TDataTableProps<Row> & {
  rows: readonly Row[];
  open: ReadonlySet<string>;
  toggleOpen: (id: string) => void;
  testId: string;
};

function ariaSort(sort: string | undefined, field: string | undefined) {
  if (!sort || !field) return undefined;
  const parts = sortParts(sort);
  if (parts.field !== field) return 'none' as const;
  return parts.descending ? ('descending' as const) : ('ascending' as const);
}

function SelectAll<Row>({ rows, rowKey, selection, inputId }: TLayoutProps<Row> & { inputId?: string }) {
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

function RowCheckbox<Row>({ row, props }: { row: Row; props: TLayoutProps<Row> }) {
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

function DetailButton({
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

function TableLayout<Row>(props: TLayoutProps<Row>) {
  const { t } = useTranslation();
  const { columns, rows, rowKey, sort, onSort, selection, detail, open, toggleOpen, testId } = props;
  const baseId = useId();
  const span = columns.length + (selection ? 1 : 0) + (detail ? 1 : 0);
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full text-start text-sm" data-testid={testId}>
        <caption className="sr-only">{props.label}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-700 dark:border-slate-800 dark:bg-slate-800/60 dark:text-slate-300">
          <tr>
            {selection ? (
              <th scope="col" className="w-12 px-3 py-2">
                <SelectAll {...props} />
              </th>
            ) : null}
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                aria-sort={ariaSort(sort, column.sortField)}
                className={clsx(
                  'px-3 py-2 font-semibold whitespace-nowrap',
                  column.align === 'end' ? 'text-end' : 'text-start',
                )}
              >
                {column.sortField && onSort ? (
                  <SortButton column={column} sort={sort} onSort={onSort} />
                ) : (
                  column.header
                )}
              </th>
            ))}
            {detail ? (
              <th scope="col" className="w-12">
                <span className="sr-only">{t('admin.table.details')}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const id = rowKey(row);
            const expanded = open.has(id);
            const detailId = `${baseId}-${id}`;
            return (
              <Fragment key={id}>
                <tr
                  className={clsx(
                    'border-b border-slate-100 last:border-0 dark:border-slate-800',
                    selection?.isSelected(id) && 'bg-emerald-50 dark:bg-emerald-950/50',
                  )}
                  data-testid="table-row"
                >
                  {selection ? (
                    <td className="px-3 py-2">
                      <RowCheckbox row={row} props={props} />
                    </td>
                  ) : null}
                  {columns.map((column) => (
                    <td
                      key={column.key}
                      className={clsx(
                        'px-3 py-2 align-top text-slate-800 dark:text-slate-200',
                        column.align === 'end' ? 'text-end tabular-nums' : 'text-start',
                        column.className,
                      )}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                  {detail ? (
                    <td className="px-1 py-1 text-end">
                      <DetailButton
                        expanded={expanded}
                        controls={detailId}
                        name={props.rowLabel(row)}
                        onClick={() => toggleOpen(id)}
                      />
                    </td>
                  ) : null}
                </tr>
                {detail && expanded ? (
                  <tr
                    id={detailId}
                    className="border-b border-slate-100 bg-slate-50 dark:border-slate-800 dark:bg-slate-950/40"
                  >
                    <td colSpan={span} className="px-4 py-3">
                      {detail(row)}
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function SortButton<Row>({
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

function CardLayout<Row>(props: TLayoutProps<Row>) {
  const { t } = useTranslation();
  const { columns, rows, rowKey, sort, onSort, selection, detail, open, toggleOpen, testId } = props;
  const baseId = useId();
  const selectId = `${baseId}-all`;
  const sortable = columns.filter((column) => column.sortField);
  const primary = columns.find((column) => column.primary) ?? columns[0];
  const rest = columns.filter((column) => column !== primary && !column.hideOnCard);
  const current = sort ? sortParts(sort) : undefined;
  return (
    <div className="space-y-3">
      {selection || (sortable.length > 0 && onSort) ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {selection ? (
            <span className="inline-flex min-h-11 items-center gap-2 text-sm font-medium">
              <SelectAll {...props} inputId={selectId} />
              <label htmlFor={selectId}>{t('admin.table.select_page_short')}</label>
            </span>
          ) : (
            <span />
          )}
          {sortable.length > 0 && onSort && current ? (
            <label className="inline-flex items-center gap-2 text-sm">
              <span className="font-medium">{t('admin.table.sort')}</span>
              <select
                className="min-h-11 rounded-lg border border-slate-400 bg-white px-2 text-sm dark:border-slate-500 dark:bg-slate-900"
                value={sort}
                onChange={(event) => {
                  const value = event.target.value;
                  const parts = sortParts(value);
                  onSort(parts.field, parts.descending ? 'desc' : 'asc');
                }}
                data-testid="card-sort"
              >
                {sortable.flatMap((column) => [
                  <option key={`${column.sortField}-a`} value={column.sortField}>
                    {t('admin.table.sort_ascending', { column: column.header })}
                  </option>,
                  <option key={`${column.sortField}-d`} value={`-${column.sortField}`}>
                    {t('admin.table.sort_descending', { column: column.header })}
                  </option>,
                ])}
              </select>
            </label>
          ) : null}
        </div>
      ) : null}
      <ul className="space-y-3" aria-label={props.label} data-testid={testId}>
        {rows.map((row) => {
          const id = rowKey(row);
          const expanded = open.has(id);
          const detailId = `${baseId}-${id}`;
          return (
            <li key={id} data-testid="table-row">
              <Card
                as="article"
                className={clsx(selection?.isSelected(id) && 'border-emerald-400 dark:border-emerald-700')}
              >
                <div className="flex items-start gap-3">
                  {selection ? (
                    <div className="pt-0.5">
                      <RowCheckbox row={row} props={props} />
                    </div>
                  ) : null}
                  <div className="min-w-0 flex-1 font-medium text-slate-900 dark:text-white">
                    {primary?.cell(row)}
                  </div>
                  {detail ? (
                    <DetailButton
                      expanded={expanded}
                      controls={detailId}
                      name={props.rowLabel(row)}
                      onClick={() => toggleOpen(id)}
                    />
                  ) : null}
                </div>
                {rest.length > 0 ? (
                  <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                    {rest.map((column) => (
                      <Fragment key={column.key}>
                        <dt className="text-slate-600 dark:text-slate-400">{column.header}</dt>
                        <dd className="min-w-0 break-words text-slate-800 dark:text-slate-200">
                          {column.cell(row)}
                        </dd>
                      </Fragment>
                    ))}
                  </dl>
                ) : null}
                {detail && expanded ? (
                  <div id={detailId} className="mt-3 border-t border-slate-200 pt-3 dark:border-slate-800">
                    {detail(row)}
                  </div>
                ) : null}
              </Card>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function TableSkeleton({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-2" aria-busy="true" data-testid={`${testId}-loading`}>
      <span className="sr-only" role="status">
        {t('admin.table.loading')}
      </span>
      {Array.from({ length: SKELETON_ROWS }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Card key={i} as="div" className="flex items-center gap-3">
          <Skeleton className="size-5" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="hidden h-4 w-1/5 sm:block" />
          <Skeleton className="hidden h-4 w-1/6 sm:block" />
        </Card>
      ))}
    </div>
  );
}
