/** Query keys of WhatsApp verification; every change answers the new status, which replaces `status`. */
export const whatsappKeys = {
  all: ['whatsapp'] as const,
  status: ['whatsapp', 'status'] as const,
};
