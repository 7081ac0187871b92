import type {
  TAdminBusinessBulk,
  TAdminBusinessBulkAnswer,
  TAdminBusinessDetail,
  TAdminCreateBusiness,
} from '@haat/shared/admin/business-schemas';
import type { TBusiness, TUpdateBusiness } from '@haat/shared/directory/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { adminBusinessKeys } from './keys.ts';

const path = (id: string) => `/api/admin/businesses/${encodeURIComponent(id)}`;

/** `GET /api/admin/businesses/:id`: the business, its owner, counts and staff's actions about it. */
export function adminBusinessQuery(id: string) {
  return queryOptions({
    queryKey: adminBusinessKeys.detail(id),
    queryFn: async ({ signal }) => (await api.get<TEnvelope<TAdminBusinessDetail>>(path(id), signal)).data,
  });
}

export function useAdminBusiness(id: string) {
  return useQuery(adminBusinessQuery(id));
}

/** After any change: staff's lists and pages, and the public directory (badge, visibility). */
function useRefresh() {
  const client = useQueryClient();
  return async () => {
    await client.invalidateQueries({ queryKey: adminBusinessKeys.all });
    void client.invalidateQueries({ queryKey: ['directory'] });
  };
}

export function useSuspendBusiness() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.post<{ success: true; message: string }>(`${path(id)}/suspend`, { reason }),
    onSuccess: refresh,
  });
}

export function useUnsuspendBusiness() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api.post<{ success: true; message: string }>(`${path(id)}/unsuspend`),
    onSuccess: refresh,
  });
}

/** `PUT …/badge`: grant (verify) or revoke (unverify) the badge, or let it follow the owner. */
export function useSetBadge() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, badge }: { id: string; badge: 'granted' | 'revoked' | 'owner' }) =>
      api.put<TEnvelope<{ id: string; verified: boolean; badge: 'granted' | 'revoked' | null }>>(
        `${path(id)}/badge`,
        { badge },
      ),
    onSuccess: refresh,
  });
}

export function useBulkBusinesses() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (body: TAdminBusinessBulk) =>
      (await api.post<TEnvelope<TAdminBusinessBulkAnswer>>('/api/admin/businesses/bulk', body)).data,
    onSuccess: refresh,
  });
}

export function useCreateBusinessForOwner() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: TAdminCreateBusiness) => api.post<TEnvelope<TBusiness>>('/api/admin/businesses', body),
    onSuccess: refresh,
  });
}

export function useEditBusiness() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TUpdateBusiness }) =>
      api.patch<TEnvelope<TBusiness>>(path(id), body),
    onSuccess: refresh,
  });
}
