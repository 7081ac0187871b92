import type { TPlatformSettings, TUpdatePlatformSettings } from '@haat/shared/payments/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { SYSTEM_STATUS_KEY } from '../../system/api/get-system-status.ts';
import { ADMIN_SETTINGS_KEY } from './get-settings.ts';

/**
 * `PATCH /api/admin/settings` with only the changed settings. The answer (every setting now in
 * effect) replaces the cached one; the public status (maintenance banner, sign-up screen) is read again.
 */
export function useUpdateSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdatePlatformSettings) =>
      api.patch<TEnvelope<TPlatformSettings>>('/api/admin/settings', body),
    onSuccess: (answer) => {
      client.setQueryData(ADMIN_SETTINGS_KEY, answer.data);
      void client.invalidateQueries({ queryKey: SYSTEM_STATUS_KEY });
      // The top-up screen's numbers and the featuring price come from these settings.
      void client.invalidateQueries({ queryKey: ['payments'] });
      void client.invalidateQueries({ queryKey: ['seller', 'feature-price'] });
    },
  });
}
