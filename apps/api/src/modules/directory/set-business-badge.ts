import type { TBusinessBadgeState, TSetBusinessBadge } from '@haat/shared';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { recordSecurityEvent } from '../audit/record-security-event.ts';
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
 * recorded on the owner's account (who, when, what). Staff cannot set their own businesses' badge.
 */
export async function changeBusinessBadge(
  deps: TDeps,
  staff: { id: string },
  id: string,
  input: TSetBusinessBadge,
  place: { ip: string | null; userAgent: string | null },
): Promise<TBusinessBadgeState> {
  return deps.db.transaction(async (tx) => {
    const before = await findBusinessBadge(tx, id);
    if (!before) throw new AppError('NOT_FOUND', 'api.not_found');
    if (before.ownerId === staff.id) throw new AppError('FORBIDDEN', 'kyc.own_case');
    const after = await setBusinessBadge(tx, id, input.badge === 'owner' ? null : input.badge);
    if (!after) throw new AppError('NOT_FOUND', 'api.not_found');
    await recordSecurityEvent(tx, {
      userId: before.ownerId,
      actorId: staff.id,
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
    return { id, verified: after.verified, badge: after.badge };
  });
}
