import type { TUserRole } from '@haat/shared/admin/roles';
import type {
  TAdminCreateUser,
  TAdminUserDetail,
  TAdminUsersBulk,
  TAdminUsersBulkResult,
} from '@haat/shared/admin/user-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { adminUserKeys } from './keys.ts';

const path = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`;

/** An answer that carries the person as they are after the action, and what happened. */
type TDetailAnswer = TEnvelope<TAdminUserDetail> & { message?: string };

/** `GET /api/admin/users/:id`: the person and what they have on Haat. */
export function adminUserQuery(id: string) {
  return queryOptions({
    queryKey: adminUserKeys.detail(id),
    queryFn: async ({ signal }) => (await api.get<TEnvelope<TAdminUserDetail>>(path(id), signal)).data,
  });
}

export function useAdminUser(id: string) {
  return useQuery(adminUserQuery(id));
}

/** After an action on one person: their page shows the answer at once; every list is read again. */
function useAfterAction() {
  const client = useQueryClient();
  return (answer: TDetailAnswer) => {
    client.setQueryData(adminUserKeys.detail(answer.data.user.id), answer.data);
    void client.invalidateQueries({ queryKey: adminUserKeys.lists });
  };
}

export function useSuspendUser() {
  const after = useAfterAction();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.post<TDetailAnswer>(`${path(id)}/suspend`, { reason }),
    onSuccess: after,
  });
}

export function useUnsuspendUser() {
  const after = useAfterAction();
  return useMutation({
    mutationFn: (id: string) => api.post<TDetailAnswer>(`${path(id)}/unsuspend`),
    onSuccess: after,
  });
}

export function useChangeRole() {
  const after = useAfterAction();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: TUserRole }) =>
      api.post<TDetailAnswer>(`${path(id)}/role`, { role }),
    onSuccess: after,
  });
}

export function useResendVerification() {
  const after = useAfterAction();
  return useMutation({
    mutationFn: (id: string) => api.post<TDetailAnswer>(`${path(id)}/resend-verification`),
    onSuccess: after,
  });
}

export function useCreateUser() {
  const after = useAfterAction();
  return useMutation({
    mutationFn: (body: TAdminCreateUser) => api.post<TDetailAnswer>('/api/admin/users', body),
    onSuccess: after,
  });
}

/** Suspend or unsuspend many: the answer names who changed and who was refused (and why). */
export function useBulkUsers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TAdminUsersBulk) =>
      api.post<TEnvelope<TAdminUsersBulkResult>>('/api/admin/users/bulk', body).then((answer) => answer.data),
    onSuccess: () => client.invalidateQueries({ queryKey: adminUserKeys.all }),
  });
}
