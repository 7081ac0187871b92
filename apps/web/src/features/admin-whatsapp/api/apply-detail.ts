import type { TAdminWhatsappDetail } from '@haat/shared/trust/whatsapp-schemas';
import type { QueryClient } from '@tanstack/react-query';
import { applyDecision } from '../../admin/api/update-lists.ts';
import { adminWhatsappKeys } from './keys.ts';

/**
 * A staff action answered the verification with its history: it replaces the cached detail and
 * shows in every loaded list at once (leaving the pending queue when decided), before the refetch.
 */
export function applyDetail(client: QueryClient, detail: TAdminWhatsappDetail): void {
  client.setQueryData(adminWhatsappKeys.detail(detail.verification.id), detail);
  applyDecision(client, adminWhatsappKeys.lists, detail.verification);
}
