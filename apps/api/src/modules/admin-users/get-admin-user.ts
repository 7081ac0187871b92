import { canStaff, isStaffRole, type TAdminUserDetail } from '@haat/shared';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { countOwnedVcardsByStatus } from '../cards/repository.ts';
import { findSubmissionOfUser } from '../kyc/repository.ts';
import { moneyTotalsOf, summariseOrdersOf } from '../orders/repository.ts';
import { findUserById, findUserNames, type TUserRow } from '../users/repository.ts';
import { walletBalances } from '../wallet/repository.ts';
import { findPendingOfUser } from '../whatsapp/repository.ts';
import { presentAdminUser } from './present-admin-user.ts';
import { findLastActive, listAuditAbout, listBusinessesOf } from './repository.ts';

/** The staff member looking: who they are and their role. */
export interface TViewer {
  id: string;
  role: string;
}

/** Whether `viewer` may suspend or unsuspend `target`: not themselves; a moderator only non-staff. */
export function maySuspend(viewer: TViewer, target: Pick<TUserRow, 'id' | 'role'>): boolean {
  if (!canStaff(viewer.role, 'users') || viewer.id === target.id) return false;
  return viewer.role === 'admin' || !isStaffRole(target.role);
}

/**
 * `GET /api/admin/users/:id`: the person with what they have on Haat, each read through its own
 * area: businesses, cards, wallet and order figures (money only for staff with `money`), identity
 * and WhatsApp verification, who referred them, and the newest staff actions about them.
 */
export async function getAdminUser(
  deps: Pick<TDeps, 'db'>,
  viewer: TViewer,
  id: string,
): Promise<TAdminUserDetail> {
  const user = await findUserById(deps.db, id);
  if (!user) throw new AppError('NOT_FOUND', 'api.not_found');
  const seeMoney = canStaff(viewer.role, 'money');
  const [lastActive, owned, cards, orders, spent, wallet, kyc, whatsappPending, audit, referrer] =
    await Promise.all([
      findLastActive(deps.db, id),
      listBusinessesOf(deps.db, id),
      countOwnedVcardsByStatus(deps.db, id),
      summariseOrdersOf(deps.db, id, null),
      seeMoney ? moneyTotalsOf(deps.db, id) : undefined,
      seeMoney ? walletBalances(deps.db, id) : undefined,
      findSubmissionOfUser(deps.db, id),
      user.whatsappVerifiedAt ? undefined : findPendingOfUser(deps.db, id),
      listAuditAbout(deps.db, id),
      user.referredBy ? findUserNames(deps.db, [user.referredBy]) : undefined,
    ]);
  const referrerName = user.referredBy ? referrer?.get(user.referredBy) : undefined;
  return {
    user: {
      ...presentAdminUser(user, lastActive),
      language: user.language,
      email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
      identity_verified_at: user.identityVerifiedAt?.toISOString() ?? null,
      whatsapp_number: user.whatsappVerifiedAt ? user.whatsappNumber : null,
      whatsapp_verified_at: user.whatsappVerifiedAt?.toISOString() ?? null,
      referral_code: user.referralCode,
      referred_by:
        user.referredBy && referrerName !== undefined ? { id: user.referredBy, name: referrerName } : null,
    },
    businesses: owned.map((business) => ({
      id: business.id,
      name: business.name,
      slug: business.slug,
      kind: business.kind,
      verified: business.verified,
      suspended: !!business.suspendedAt,
    })),
    cards: { total: cards.active + cards.inactive + cards.draft, active: cards.active },
    wallet: wallet ? { balance: Number(wallet.balance), held: Number(wallet.held) } : null,
    orders: { bought: orders.purchases, spent: spent ? spent.purchases : null, sold: orders.sales },
    kyc: { status: kyc?.status ?? 'none' },
    whatsapp: { status: user.whatsappVerifiedAt ? 'verified' : whatsappPending ? 'pending' : 'none' },
    audit: audit.map((entry) => ({
      id: entry.id,
      action: entry.action,
      actor_name: entry.actorName,
      actor_role: entry.actorRole,
      before: entry.before ?? null,
      after: entry.after ?? null,
      reason: entry.reason,
      created_at: entry.createdAt.toISOString(),
    })),
    can: {
      suspend: maySuspend(viewer, user),
      change_role: canStaff(viewer.role, 'roles') && viewer.id !== user.id,
      see_money: seeMoney,
    },
  };
}
