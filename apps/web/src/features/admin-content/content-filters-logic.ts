import { REPORT_SUBJECT_TYPES, type TReportSubjectType } from '@haat/shared/admin/moderation';
import { REPORT_REASONS, type TReportReason } from '@haat/shared/social/constants';

/* The queue's filters, kept in the address (`?status=&type=&reason=&sort=`; defaults left out). */

export const CONTENT_SORTS = ['-count', 'oldest', 'newest'] as const;
export type TContentSort = (typeof CONTENT_SORTS)[number];

export interface TContentFilters {
  status: 'open' | 'decided';
  type: TReportSubjectType | 'all';
  reason: TReportReason | 'all';
  sort: TContentSort;
}

export const DEFAULT_CONTENT_FILTERS: TContentFilters = {
  status: 'open',
  type: 'all',
  reason: 'all',
  sort: '-count',
};

function pick<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

export function contentFiltersFrom(params: URLSearchParams): TContentFilters {
  return {
    status: pick(params.get('status'), ['open', 'decided'] as const, 'open'),
    type: pick(params.get('type'), REPORT_SUBJECT_TYPES, 'all' as TReportSubjectType | 'all'),
    reason: pick(params.get('reason'), REPORT_REASONS, 'all' as TReportReason | 'all'),
    sort: pick(params.get('sort'), CONTENT_SORTS, '-count'),
  };
}

/** The address's search of the filters, defaults left out. */
export function contentSearchOf(filters: TContentFilters): Record<string, string> {
  const search: Record<string, string> = {};
  if (filters.status !== 'open') search.status = filters.status;
  if (filters.type !== 'all') search.type = filters.type;
  if (filters.reason !== 'all') search.reason = filters.reason;
  if (filters.sort !== '-count') search.sort = filters.sort;
  return search;
}

export function isContentFiltered(filters: TContentFilters): boolean {
  return Object.keys(contentSearchOf(filters)).length > 0;
}

/** The API's address of one page of the queue. */
export function contentQueueUrl(filters: TContentFilters, page: number, perPage: number): string {
  const query = new URLSearchParams({ status: filters.status, sort: filters.sort });
  if (filters.type !== 'all') query.set('subject_type', filters.type);
  if (filters.reason !== 'all') query.set('reason', filters.reason);
  query.set('page', String(page));
  query.set('per_page', String(perPage));
  return `/api/admin/reports?${query}`;
}
