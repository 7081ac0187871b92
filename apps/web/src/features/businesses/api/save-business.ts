import type { TBusiness, TCreateBusiness, TUpdateBusiness } from '@haat/shared/directory/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { businessKeys } from './keys.ts';

export function useCreateBusiness() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateBusiness) => api.post<TEnvelope<TBusiness>>('/api/my/businesses', body),
    onSuccess: (answer) => {
      client.setQueryData(businessKeys.detail(answer.data.id), answer.data);
      return client.invalidateQueries({ queryKey: businessKeys.list() });
    },
  });
}

export function useUpdateBusiness() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TUpdateBusiness }) =>
      api.patch<TEnvelope<TBusiness>>(`/api/my/businesses/${id}`, body),
    onSuccess: (answer) => {
      client.setQueryData(businessKeys.detail(answer.data.id), answer.data);
      return client.invalidateQueries({ queryKey: businessKeys.list() });
    },
  });
}
