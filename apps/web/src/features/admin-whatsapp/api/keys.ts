/** Query keys of staff's WhatsApp verifications; a decision invalidates the whole area. */
export const adminWhatsappKeys = {
  all: ['admin', 'whatsapp'] as const,
  /** Lists end with their filters, status first (`pending|all|`), as `applyDecision` expects. */
  lists: ['admin', 'whatsapp', 'list'] as const,
  list: (filters: string) => ['admin', 'whatsapp', 'list', filters] as const,
  pendingCount: ['admin', 'whatsapp', 'pending-count'] as const,
  detail: (id: string) => ['admin', 'whatsapp', 'detail', id] as const,
};
