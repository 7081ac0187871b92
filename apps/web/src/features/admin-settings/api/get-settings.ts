import type { TPlatformSettings } from '@haat/shared/payments/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';

export const ADMIN_SETTINGS_KEY = ['admin', 'settings'] as const;

/** `GET /api/admin/settings` (admins): every platform setting in effect and who changed them last. */
export const adminSettingsQuery = () =>
  queryOptions({
    queryKey: ADMIN_SETTINGS_KEY,
    queryFn: async ({ signal }) =>
      (await api.get<TEnvelope<TPlatformSettings>>('/api/admin/settings', signal)).data,
  });

export function useAdminSettings() {
  return useQuery(adminSettingsQuery());
}
