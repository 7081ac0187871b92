import type {
  TAdminWhatsappItem,
  TWhatsappMethod,
  TWhatsappStatus,
} from '@haat/shared/trust/whatsapp-schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { adminWhatsappKeys } from './keys.ts';

/*
 * The shared schema module's lists, kept here so this chunk takes only types from it (its values
 * would bring zod and the phone-number metadata); `satisfies` keeps them in step.
 */
export const STATUSES = [
  'pending',
  'verified',
  'rejected',
  'expired',
  'cancelled',
] as const satisfies readonly TWhatsappStatus[];
export const METHODS = ['code', 'manual'] as const satisfies readonly TWhatsappMethod[];

export interface TWhatsappFilters {
  status: TWhatsappStatus | 'all';
  method: TWhatsappMethod | 'all';
  /** The number, the reference, or the person's name or email. */
  q: string;
}

export const WHATSAPP_PER_PAGE = 20;

export function listUrl(filters: TWhatsappFilters, page: number, perPage: number): string {
  const params = new URLSearchParams();
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.method !== 'all') params.set('method', filters.method);
  if (filters.q.trim()) params.set('q', filters.q.trim());
  params.set('page', String(page));
  params.set('per_page', String(perPage));
  return `/api/admin/whatsapp-verifications?${params}`;
}

/** `GET /api/admin/whatsapp-verifications`: every verification with its person, by status, method and search ("Load more"). */
export function useAdminWhatsappList(filters: TWhatsappFilters) {
  return usePagedList<TAdminWhatsappItem>(
    adminWhatsappKeys.list(`${filters.status}|${filters.method}|${filters.q.trim()}`),
    (page) => listUrl(filters, page, WHATSAPP_PER_PAGE),
  );
}

/** How many verifications wait for staff (the heading's count). */
export function usePendingWhatsappCount() {
  return useQuery({
    queryKey: adminWhatsappKeys.pendingCount,
    queryFn: async ({ signal }) =>
      (
        await api.get<{ meta: { total: number } }>(
          listUrl({ status: 'pending', method: 'manual', q: '' }, 1, 1),
          signal,
        )
      ).meta.total,
  });
}
