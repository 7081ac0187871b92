import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/card.tsx';
import { SearchField } from '../../../components/ui/search-field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import {
  BulkBar,
  DataTable,
  DateRange,
  ExportButton,
  FilterBar,
  FilterSelect,
  Pager,
  type TBulkAction,
  type TFilterOption,
  type TListAnswer,
  type TListStatus,
  type useListParams,
} from './data-table/index.ts';

type TList<K extends string> = ReturnType<typeof useListParams<K>>;

/** A staff list's header: title, intro and icon, with "Export CSV" (this view) and "Create …". */
export function StaffListHeader({
  title,
  intro,
  icon,
  exportHref,
  exportName,
  create,
}: {
  title: string;
  intro: string;
  icon: ReactNode;
  exportHref: string;
  exportName: string;
  create: { to: string; label: string; testId: string };
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <PageHeader title={title} subtitle={intro} icon={icon} />
      <div className="mb-4 flex flex-wrap gap-2">
        <ExportButton href={exportHref} filename={exportName} />
        <ButtonLink to={create.to} data-testid={create.testId}>
          <Plus aria-hidden className="size-4" />
          {create.label}
        </ButtonLink>
      </div>
    </div>
  );
}

/**
 * A staff list's filter bar: the search (`q`), one select per `selects` entry (each bound to its
 * address parameter, labelled `<ns>.filters.<key>`, test id `filter-<key>`, with the `<ns>.filters.any`
 * choice) and the creation date range (`from`/`to`). Clearing returns to the default view.
 */
export function ListFilters<K extends string>({
  list,
  ns,
  searchTestId,
  searchWide,
  selects,
}: {
  list: TList<K | 'q' | 'from' | 'to'>;
  ns: 'admin_users' | 'admin_businesses';
  searchTestId: string;
  /** The search spans two columns on wider screens. */
  searchWide?: boolean;
  selects: readonly { key: K; options: readonly TFilterOption[] }[];
}) {
  const { t } = useTranslation();
  return (
    <FilterBar filtered={list.filtered} onClear={list.reset}>
      <SearchField
        label={t(`${ns}.filters.search`)}
        placeholder={t(`${ns}.filters.search_hint`)}
        value={list.filters.q}
        onSearch={(q) => list.setFilter('q', q)}
        className={searchWide ? 'sm:col-span-2' : undefined}
        testId={searchTestId}
      />
      {selects.map((select) => (
        <FilterSelect
          key={select.key}
          label={t(`${ns}.filters.${select.key}`)}
          value={list.filters[select.key]}
          onChange={(value) => list.setFilter(select.key, value)}
          anyLabel={t(`${ns}.filters.any`)}
          options={select.options}
          testId={`filter-${select.key}`}
        />
      ))}
      <DateRange
        from={list.filters.from}
        to={list.filters.to}
        onChange={(range) => list.setFilters(range as Partial<Record<K | 'q' | 'from' | 'to', string>>)}
        fromLabel={t(`${ns}.filters.from`)}
        toLabel={t(`${ns}.filters.to`)}
      />
    </FilterBar>
  );
}

type TTableProps<Row> = Parameters<typeof DataTable<Row>>[0];

/**
 * The list's bulk-action bar (while rows are selected), its table (sorted as the address says) and,
 * once a page has come, its pager.
 */
export function ListTable<K extends string, Row>({
  list,
  answer,
  actions,
  ...table
}: Omit<TTableProps<Row>, 'rows' | 'status' | 'sort' | 'onSort'> & {
  list: TList<K>;
  answer: TListStatus & { data?: TListAnswer<Row> };
  actions?: TBulkAction[];
}) {
  return (
    <>
      {actions && table.selection ? (
        <BulkBar count={table.selection.count} actions={actions} onClear={table.selection.clear} />
      ) : null}
      <DataTable
        {...table}
        rows={answer.data?.data}
        sort={list.sort}
        onSort={list.toggleSort}
        status={answer}
      />
      {answer.data ? (
        <Pager
          page={list.page}
          perPage={list.perPage}
          total={answer.data.meta.total}
          onPage={list.setPage}
          onPerPage={list.setPerPage}
        />
      ) : null}
    </>
  );
}

/**
 * Bulk actions on the selected rows: each `send`s `{ action, ids, reason? }` (a reason only for
 * "suspend", which is red and requires one) and shows `summary` of the answer. The words are the
 * namespace's `bulk.<action>`, `bulk.<action>_title` (with the count) and `bulk.<action>_text`.
 */
export function bulkActions<A extends string, R>({
  t,
  ns,
  actions,
  ids,
  send,
  summary,
}: {
  t: (key: string, values?: Record<string, string | number>) => string;
  ns: string;
  actions: readonly A[];
  ids: ReadonlySet<string>;
  send: (body: { action: A; ids: string[]; reason?: string }) => Promise<R>;
  summary: (result: R) => string;
}): TBulkAction[] {
  return actions.map((action) => ({
    key: action,
    label: t(`${ns}.bulk.${action}`),
    title: (count) => t(`${ns}.bulk.${action}_title`, { count }),
    text: () => t(`${ns}.bulk.${action}_text`),
    reason: action === 'suspend' ? 'required' : undefined,
    danger: action === 'suspend',
    run: async (reason) =>
      summary(await send({ action, ids: [...ids], ...(action === 'suspend' ? { reason } : {}) })),
  }));
}
