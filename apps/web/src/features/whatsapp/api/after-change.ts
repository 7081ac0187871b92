import type { TWhatsappStatusView } from '@haat/shared/trust/whatsapp-schemas';
import type { QueryClient } from '@tanstack/react-query';
import { fetchUser } from '../../auth/api/session.ts';
import { whatsappKeys } from './keys.ts';

/**
 * After a change that answered the new status: it replaces the cached one, and when the verified
 * number changed the signed-in user is read again (its `whatsapp_number` fills the card and
 * business forms' "Use my verified WhatsApp number").
 */
export function afterWhatsappChange(client: QueryClient, status: TWhatsappStatusView): void {
  const before = client.getQueryData<TWhatsappStatusView>(whatsappKeys.status);
  client.setQueryData(whatsappKeys.status, status);
  if (before?.number !== status.number) void fetchUser().catch(() => undefined);
}
