import type { TAdminWhatsappDetail } from '@haat/shared/trust/whatsapp-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { adminWhatsappKeys } from './keys.ts';

/** `GET /api/admin/whatsapp-verifications/:id`: the verification and its history, with who did what. */
export const whatsappVerificationQuery = (id: string) =>
  queryOptions({
    queryKey: adminWhatsappKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await api.get<TEnvelope<TAdminWhatsappDetail>>(`/api/admin/whatsapp-verifications/${id}`, signal))
        .data,
  });

/** Read only while the history is open (`enabled`). */
export function useWhatsappVerification(id: string, enabled: boolean) {
  return useQuery({ ...whatsappVerificationQuery(id), enabled });
}
