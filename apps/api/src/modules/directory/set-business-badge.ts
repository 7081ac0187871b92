import type { TBusinessBadgeState, TSetBusinessBadge } from '@haat/shared';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { recordSecurityEvent } from '../audit/record-security-event.ts';
import { recordStaffAction, type TStaffContext } from '../audit/record-staff-action.ts';
import { notify } from '../notifications/notify.ts';
import { findBusinessBadge, setBusinessBadge } from './repository.ts';

/** Staff's verified badge of a business as it is (decision 062). */
export async function getBusinessBadge(deps: TDeps, id: string): Promise<TBusinessBadgeState> {
  const row = await findBusinessBadge(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND', 'api.not_found');
  return { id: row.id, verified: row.verified, badge: row.badge };
}

/**
 * Grants or revokes a business's verified badge, or lets it follow the owner's identity again;
 * recorded on the owner's account (who, when, what) and, when it changed, in the audit log
 * (`businesses.verify` / `businesses.unverify`). Staff cannot set their own businesses' badge.
 */
export async function changeBusinessBadge(
  deps: TDeps,
  staff: TStaffContext,
  id: string,
  input: TSetBusinessBadge,
): Promise<TBusinessBadgeState & { changed: boolean }> {
  const place = { ip: staff.ip, userAgent: staff.userAgent };
  return deps.db.transaction(async (tx) => {
    const before = await findBusinessBadge(tx, id);
    if (!before) throw new AppError('NOT_FOUND', 'api.not_found');
    if (before.ownerId === staff.actor.id) throw new AppError('FORBIDDEN', 'kyc.own_case');
    const after = await setBusinessBadge(tx, id, input.badge === 'owner' ? null : input.badge);
    if (!after) throw new AppError('NOT_FOUND', 'api.not_found');
    await recordSecurityEvent(tx, {
      userId: before.ownerId,
      actorId: staff.actor.id,
      action: 'business_badge_changed',
      detail: { business_id: id, from: before.badge, to: after.badge, verified: after.verified },
      ip: place.ip,
      userAgent: place.userAgent,
    });
    if (before.verified !== after.verified)
      await notify(tx, before.ownerId, 'business_badge_changed', {
        business_id: id,
        name: before.name,
        slug: before.slug,
        verified: after.verified,
      });
    const changed = before.badge !== after.badge || before.verified !== after.verified;
    if (changed)
      await recordStaffAction(tx, staff, {
        action: after.verified ? 'businesses.verify' : 'businesses.unverify',
        targetType: 'business',
        targetId: id,
        targetLabel: before.name,
        before: {
          ...(before.verified !== after.verified ? { verified: before.verified } : {}),
          ...(before.badge !== after.badge ? { verified_badge: before.badge } : {}),
        },
        after: {
          ...(before.verified !== after.verified ? { verified: after.verified } : {}),
          ...(before.badge !== after.badge ? { verified_badge: after.badge } : {}),
        },
      });
    return { id, verified: after.verified, badge: after.badge, changed };
  });
}
