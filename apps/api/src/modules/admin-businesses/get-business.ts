import type { TAdminBusinessDetail } from '@haat/shared';
import { AppError } from '../../lib/app-error.ts';
import type { TDirectoryDeps } from '../directory/directory-deps.ts';
import { presentBusiness } from '../directory/present-business.ts';
import { findBusinessForStaff } from '../directory/repository.ts';
import { findUserById } from '../users/repository.ts';
import { countBusinessContents, listBusinessAudit } from './repository.ts';

/** `GET /api/admin/businesses/:id`: the business as its owner edits it, its owner, counts and staff's actions. */
export async function getBusinessForStaff(deps: TDirectoryDeps, id: string): Promise<TAdminBusinessDetail> {
  const row = await findBusinessForStaff(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND', 'api.not_found');
  const [owner, counts, audit] = await Promise.all([
    findUserById(deps.db, row.ownerId),
    countBusinessContents(deps.db, id),
    listBusinessAudit(deps.db, id),
  ]);
  if (!owner) throw new AppError('NOT_FOUND', 'api.not_found');
  return {
    business: presentBusiness(row, { appUrl: deps.config.appUrl, storage: deps.storage }),
    owner: { id: owner.id, name: owner.name, email: owner.email, phone: owner.phone },
    verified_badge: row.verifiedBadge,
    suspended_at: row.suspendedAt?.toISOString() ?? null,
    suspended_reason: row.suspendedReason,
    counts,
    audit: audit.map((entry) => ({
      id: entry.id,
      action: entry.action,
      actor: { id: entry.actorId, name: entry.actorName, role: entry.actorRole },
      before: entry.before,
      after: entry.after,
      reason: entry.reason,
      created_at: entry.createdAt.toISOString(),
    })),
  };
}
