import { useSearchParams } from 'react-router';

/** The page sizes a list offers (the API allows at most 100). */
export const PER_PAGE_CHOICES = [10, 25, 50, 100] as const;

/**
 * What a list screen keeps in the address: its filters (each a string; `''` = no filter), the sort
 * (`field` ascending, `-field` descending) and the page. Values equal to their default are left out
 * of the address, so `/admin/users` is the default view and `/admin/users?status=suspended&sort=name`
 * a bookmarkable one (a "saved view").
 */
export interface TListDefaults<K extends string> {
  /** Every filter with its default value (`''` for "any"). */
  filters: Record<K, string>;
  /** Allowed values of closed filters (selects); anything else in the address falls back to the default. */
  choices?: Partial<Record<K, readonly string[]>>;
  /** The default sort, e.g. `-created_at`. */
  sort: string;
  /** Fields that may be sorted on (an unknown `?sort=` falls back to the default). */
  sortable: readonly string[];
  /** Rows per page by default (one of PER_PAGE_CHOICES). */
  perPage?: number;
}

export interface TListState<K extends string> {
  filters: Record<K, string>;
  sort: string;
  page: number;
  perPage: number;
}

const DEFAULT_PER_PAGE = 25;

function positive(raw: string | null, fallback: number): number {
  if (raw === null || !/^\d{1,6}$/.test(raw)) return fallback;
  const value = Number(raw);
  return value >= 1 ? value : fallback;
}

/** The sort field and direction of `-created_at` → `{ field: 'created_at', descending: true }`. */
export function sortParts(sort: string): { field: string; descending: boolean } {
  return sort.startsWith('-')
    ? { field: sort.slice(1), descending: true }
    : { field: sort, descending: false };
}

/** Reads a list's state from the address, falling back to the defaults for missing or unknown values. */
export function readListState<K extends string>(
  params: URLSearchParams,
  defaults: TListDefaults<K>,
): TListState<K> {
  const filters = { ...defaults.filters };
  for (const key of Object.keys(defaults.filters) as K[]) {
    const raw = params.get(key);
    if (raw === null) continue;
    const value = raw.trim().slice(0, 200);
    const allowed = defaults.choices?.[key];
    if (allowed && value !== '' && !allowed.includes(value)) continue;
    filters[key] = value;
  }
  const rawSort = params.get('sort');
  const sort = rawSort && defaults.sortable.includes(sortParts(rawSort).field) ? rawSort : defaults.sort;
  const fallbackPerPage = defaults.perPage ?? DEFAULT_PER_PAGE;
  const rawPerPage = positive(params.get('per_page'), fallbackPerPage);
  const perPage = (PER_PAGE_CHOICES as readonly number[]).includes(rawPerPage) ? rawPerPage : fallbackPerPage;
  return { filters, sort, page: positive(params.get('page'), 1), perPage };
}

export type TListChange<K extends string> =
  | { type: 'filters'; values: Partial<Record<K, string>> }
  | { type: 'sort'; sort: string }
  | { type: 'page'; page: number }
  | { type: 'perPage'; perPage: number }
  | { type: 'reset' };

/**
 * The address after a change. A filter, sort or page-size change goes back to page 1; defaults are
 * removed; parameters the list does not own (e.g. `?view=`) stay.
 */
export function applyListChange<K extends string>(
  params: URLSearchParams,
  defaults: TListDefaults<K>,
  change: TListChange<K>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const put = (key: string, value: string, fallback: string) => {
    if (value === fallback) next.delete(key);
    else next.set(key, value);
  };
  switch (change.type) {
    case 'filters':
      for (const [key, value] of Object.entries(change.values) as [K, string | undefined][]) {
        put(key, (value ?? '').trim(), defaults.filters[key] ?? '');
      }
      next.delete('page');
      break;
    case 'sort':
      put('sort', change.sort, defaults.sort);
      next.delete('page');
      break;
    case 'page':
      put('page', String(Math.max(1, Math.floor(change.page))), '1');
      break;
    case 'perPage':
      put('per_page', String(change.perPage), String(defaults.perPage ?? DEFAULT_PER_PAGE));
      next.delete('page');
      break;
    case 'reset':
      for (const key of Object.keys(defaults.filters)) next.delete(key);
      for (const key of ['sort', 'page', 'per_page']) next.delete(key);
      break;
  }
  return next;
}

/** The sort after clicking a column: the same field flips direction, another starts with `first`. */
export function nextSort(current: string, field: string, first: 'asc' | 'desc' = 'asc'): string {
  const { field: currentField, descending } = sortParts(current);
  if (currentField === field) return descending ? field : `-${field}`;
  return first === 'desc' ? `-${field}` : field;
}

/**
 * The API query of a list state: every non-empty filter (defaults included, the API has its own),
 * `sort`, `page` and `per_page`, e.g. `q=rahim&status=active&sort=-created_at&page=2&per_page=25`.
 * `withPaging: false` leaves page and per_page out (the CSV export of the same filters).
 */
export function listQuery<K extends string>(state: TListState<K>, withPaging = true): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(state.filters) as [string, string][]) {
    if (value !== '') query.set(key, value);
  }
  query.set('sort', state.sort);
  if (withPaging) {
    query.set('page', String(state.page));
    query.set('per_page', String(state.perPage));
  }
  return query.toString();
}

/** True when some filter differs from its default (a "Clear filters" button is worth showing). */
export function hasActiveFilters<K extends string>(
  state: TListState<K>,
  defaults: TListDefaults<K>,
): boolean {
  return (Object.keys(defaults.filters) as K[]).some((key) => state.filters[key] !== defaults.filters[key]);
}

/**
 * A list's filters, sort and page kept in the address (`?q=&status=&sort=&page=&per_page=`), typed by
 * the defaults' filter names. Pass a constant (module-level) `defaults`.
 */
export function useListParams<K extends string>(defaults: TListDefaults<K>) {
  const [params, setParams] = useSearchParams();
  const state = readListState(params, defaults);
  const change = (next: TListChange<K>) =>
    setParams((current) => applyListChange(current, defaults, next), {
      preventScrollReset: next.type !== 'page',
    });
  return {
    ...state,
    /** True when a filter differs from its default. */
    filtered: hasActiveFilters(state, defaults),
    /** The API query of this view (filters, sort, page, per_page). */
    query: listQuery(state),
    /** The same filters and sort without paging (CSV export). */
    exportQuery: listQuery(state, false),
    setFilter: (key: K, value: string) =>
      change({ type: 'filters', values: { [key]: value } as Partial<Record<K, string>> }),
    setFilters: (values: Partial<Record<K, string>>) => change({ type: 'filters', values }),
    setSort: (sort: string) => change({ type: 'sort', sort }),
    /** Sorts by `field`, flipping the direction when it is already the sort. */
    toggleSort: (field: string, first: 'asc' | 'desc' = 'asc') =>
      change({ type: 'sort', sort: nextSort(state.sort, field, first) }),
    setPage: (page: number) => change({ type: 'page', page }),
    setPerPage: (perPage: number) => change({ type: 'perPage', perPage }),
    /** Back to the default view. */
    reset: () => change({ type: 'reset' }),
  };
}

export type TListParams<K extends string> = ReturnType<typeof useListParams<K>>;
