import { and, asc, eq, like, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { securityEvents } from '../../db/schema/audit.ts';
import { users } from '../../db/schema/users.ts';

/**
 * What happened to an account's security and trust, and who did it (for the audit log of issue 17).
 * Areas prefix their actions: `two_factor_…`, `kyc_…`, `whatsapp_…`.
 */
export type TSecurityAction =
  | 'two_factor_enabled'
  | 'two_factor_disabled'
  | 'two_factor_recovery_codes_regenerated'
  | 'two_factor_recovery_code_used'
  | 'kyc_submitted'
  | 'kyc_resubmitted'
  | 'kyc_approved'
  | 'kyc_rejected'
  | 'kyc_document_viewed'
  | 'business_badge_changed'
  | 'whatsapp_requested'
  | 'whatsapp_code_sent'
  | 'whatsapp_code_send_failed'
  | 'whatsapp_code_failed'
  | 'whatsapp_verified'
  | 'whatsapp_approved'
  | 'whatsapp_rejected'
  | 'whatsapp_resent'
  | 'whatsapp_cancelled'
  | 'whatsapp_removed'
  | 'social_connected'
  | 'social_disconnected';

export interface TSecurityEventInput {
  /** Whose account it is about. */
  userId: string;
  /** Who did it: the person, a staff member, or null (the system). */
  actorId: string | null;
  action: TSecurityAction;
  detail?: Record<string, unknown>;
  ip?: string | null;
  userAgent?: string | null;
}

/** Records an event; call it with the transaction of what it tells about. Events are never changed. */
export async function recordSecurityEvent(db: TExecutor, values: TSecurityEventInput): Promise<void> {
  await db.insert(securityEvents).values({ ...values, detail: values.detail ?? {} });
}

export interface TSecurityEvent {
  action: TSecurityAction;
  detail: Record<string, unknown>;
  actor: { id: string; name: string } | null;
  createdAt: Date;
}

/**
 * A person's events whose action starts with `prefix` (e.g. `kyc_`), oldest first; `detail` filter
 * keeps those whose detail has this key and value (e.g. one verification's events), at most `limit`.
 */
export async function listSecurityEvents(
  db: TExecutor,
  userId: string,
  options: { prefix: string; detail?: { key: string; value: string }; limit?: number },
): Promise<TSecurityEvent[]> {
  const filters = [eq(securityEvents.userId, userId), like(securityEvents.action, `${options.prefix}%`)];
  if (options.detail)
    filters.push(sql`${securityEvents.detail} ->> ${options.detail.key} = ${options.detail.value}`);
  const rows = await db
    .select({
      action: securityEvents.action,
      detail: securityEvents.detail,
      createdAt: securityEvents.createdAt,
      actorId: securityEvents.actorId,
      actorName: users.name,
    })
    .from(securityEvents)
    .leftJoin(users, eq(users.id, securityEvents.actorId))
    .where(and(...filters))
    .orderBy(asc(securityEvents.createdAt), asc(securityEvents.id))
    .limit(options.limit ?? 200);
  return rows.map((row) => ({
    action: row.action as TSecurityAction,
    detail: row.detail,
    actor: row.actorId && row.actorName ? { id: row.actorId, name: row.actorName } : null,
    createdAt: row.createdAt,
  }));
}
