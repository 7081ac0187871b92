import type { FastifyRequest } from 'fastify';
import type { TExecutor } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { requestPlace } from '../../lib/request-place.ts';
import { currentAuth } from '../../plugins/auth.ts';

/** Who acts in the back office and from where: written with every staff action (decision 066). */
export interface TStaffContext {
  actor: { id: string; name: string; role: string };
  ip: string | null;
  userAgent: string | null;
}

/** The staff member of a request guarded by `requireStaff`, and where it came from. */
export function staffContextOf(request: FastifyRequest): TStaffContext {
  const { user } = currentAuth(request);
  const place = requestPlace(request);
  return {
    actor: { id: user.id, name: user.name, role: user.role },
    ip: place.ip ?? null,
    userAgent: place.userAgent,
  };
}

export interface TStaffActionInput {
  /** `area.verb`: `users.suspend`, `payments.approve`, `settings.update`, `reports.hide`, … */
  action: string;
  /** `user`, `business`, `payment`, `withdrawal`, `kyc_submission`, `setting`, `report`, … */
  targetType: string;
  targetId?: string | null;
  /** A readable name of the target as it is now (kept: the target may change or go later). */
  targetLabel?: string | null;
  /** Only the values the action changed, as they were and as they became. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
}

/**
 * Writes one staff action to the audit log. Call it with the transaction of the action itself, so
 * the action and its record commit or fail together. The log is append-only (the database refuses
 * changes); the actor's name and role are kept as they were.
 */
export async function recordStaffAction(
  db: TExecutor,
  staff: TStaffContext,
  input: TStaffActionInput,
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: staff.actor.id,
    actorName: staff.actor.name,
    actorRole: staff.actor.role,
    action: input.action,
    targetType: input.targetType,
    targetId: input.targetId ?? null,
    targetLabel: input.targetLabel ?? null,
    before: input.before ?? null,
    after: input.after ?? null,
    reason: input.reason ?? null,
    ip: staff.ip,
    userAgent: staff.userAgent,
  });
}
