import type { TWhatsappStatusView } from '@haat/shared/trust/whatsapp-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { fetchUser } from '../../auth/api/session.ts';
import { whatsappKeys } from './keys.ts';

/** While staff have a manual request to confirm, the status is read again this often. */
export const MANUAL_POLL_MS = 30_000;

/**
 * `GET /api/whatsapp`: the verified number, the verification under way, the last one that ended
 * without success, and which ways (code, manual) are on offer.
 */
export const whatsappStatusQuery = queryOptions({
  queryKey: whatsappKeys.status,
  queryFn: async ({ signal }) =>
    (await api.get<TEnvelope<TWhatsappStatusView>>('/api/whatsapp', signal)).data,
  // A manual request is decided by staff elsewhere: look again now and then (and on focus).
  refetchInterval: (query) => (query.state.data?.pending?.method === 'manual' ? MANUAL_POLL_MS : false),
});

/** The status; when a read shows another verified number (staff approved it), the user is read again. */
export function useWhatsappStatus(enabled = true) {
  const query = useQuery({ ...whatsappStatusQuery, enabled });
  const number = query.data?.number;
  const seen = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (number === undefined) return;
    if (seen.current !== undefined && seen.current !== number) void fetchUser().catch(() => undefined);
    seen.current = number;
  }, [number]);
  return query;
}
