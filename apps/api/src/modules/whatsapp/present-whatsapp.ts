import {
  type TAdminWhatsappItem,
  type TWhatsappEvent,
  type TWhatsappVerification,
  WHATSAPP_CODE_ATTEMPTS,
  WHATSAPP_RESEND_SECONDS,
} from '@haat/shared';
import type { TSecurityEvent } from '../audit/record-security-event.ts';
import type { TUserRow } from '../users/repository.ts';
import type { TWhatsappRow } from './repository.ts';

/** A verification as its owner (and staff) see it. Never the code or its hash. */
export function presentVerification(row: TWhatsappRow): TWhatsappVerification {
  const code = row.method === 'code';
  return {
    id: row.id,
    phone: row.phone,
    method: row.method,
    status: row.status,
    reference: row.reference,
    expires_at: row.expiresAt.toISOString(),
    resend_available_at:
      code && row.lastSentAt
        ? new Date(row.lastSentAt.getTime() + WHATSAPP_RESEND_SECONDS * 1000).toISOString()
        : null,
    attempts_left: code ? Math.max(0, WHATSAPP_CODE_ATTEMPTS - row.failedAttempts) : null,
    delivery_failed: code && row.deliveryError !== null,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

/** A row of staff's list: the verification, its person, how many codes went out and why the last failed. */
export function presentItem(row: TWhatsappRow, user: TUserRow): TAdminWhatsappItem {
  return {
    ...presentVerification(row),
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      phone: user.phone,
      whatsapp_number: user.whatsappVerifiedAt ? user.whatsappNumber : null,
    },
    sends: row.sends,
    delivery_error: row.deliveryError,
  };
}

const EVENT_ACTIONS: Record<string, TWhatsappEvent['action']> = {
  whatsapp_requested: 'requested',
  whatsapp_code_sent: 'code_sent',
  whatsapp_code_send_failed: 'code_send_failed',
  whatsapp_code_failed: 'code_failed',
  whatsapp_verified: 'verified',
  whatsapp_approved: 'approved',
  whatsapp_rejected: 'rejected',
  whatsapp_resent: 'resent',
  whatsapp_cancelled: 'cancelled',
  whatsapp_removed: 'removed',
};

/** A verification's history from the security events, oldest first, with who did what. */
export function presentHistory(events: TSecurityEvent[]): TWhatsappEvent[] {
  return events.flatMap((event) => {
    const action = EVENT_ACTIONS[event.action];
    if (!action) return [];
    const { verification_id: _id, ...detail } = event.detail;
    return [{ action, at: event.createdAt.toISOString(), actor: event.actor, detail }];
  });
}
