/*
 * Admin list kit (react-admin/refine-like). Usage in a screen:
 *   const DEFAULTS: TListDefaults<'q' | 'status'> = { filters: { q: '', status: '' }, sort: '-created_at', sortable: ['created_at', 'name'] };
 *   const list = useListParams(DEFAULTS);                       // filters/sort/page in the address (saved views)
 *   const answer = useListQuery<TRow>(['admin', 'users'], '/api/admin/users', list.query);
 *   const selection = useRowSelection(list.query);               // cleared when the view changes
 *   <FilterBar filtered={list.filtered} onClear={list.reset}>
 *     <SearchField label=… value={list.filters.q} onSearch={(q) => list.setFilter('q', q)} />
 *     <FilterSelect label=… value={list.filters.status} onChange={(v) => list.setFilter('status', v)} anyLabel=… options=… />
 *     <DateRange from={list.filters.from} to={list.filters.to} onChange={(range) => list.setFilters(range)} />
 *   </FilterBar>
 *   <ExportButton href={`/api/admin/users/export.csv?${list.exportQuery}`} filename="users.csv" />
 *   <BulkBar count={selection.count} onClear={selection.clear} actions={[{ key, label, title: (n) => t('…', { count: n }), reason: 'required', run }]} />
 *   <DataTable label=… columns={COLUMNS} rows={answer.data?.data} rowKey={(r) => r.id} rowLabel={(r) => r.name}
 *     sort={list.sort} onSort={list.toggleSort} selection={selection} status={answer} detail={optional} />
 *   {answer.data ? <Pager page={list.page} perPage={list.perPage} total={answer.data.meta.total} onPage={list.setPage} onPerPage={list.setPerPage} /> : null}
 * Strings: `admin.table.*` (admin namespace). Below 640 px the table becomes cards (column.primary = title).
 */
export { BulkBar, type TBulkAction } from './bulk-bar.tsx';
export { DataTable, type TColumn, type TListStatus } from './data-table.tsx';
export { ExportButton } from './export-button.tsx';
export { DateRange, FilterBar, FilterSelect, type TFilterOption } from './filter-bar.tsx';
export {
  applyListChange,
  hasActiveFilters,
  listQuery,
  nextSort,
  PER_PAGE_CHOICES,
  readListState,
  sortParts,
  type TListDefaults,
  type TListParams,
  type TListState,
  useListParams,
} from './list-params.ts';
export { Pager, pageCount } from './pager.tsx';
export { type TListAnswer, useListQuery } from './use-list-query.ts';
export { type TRowSelection, useRowSelection } from './use-row-selection.ts';
