import type { TWhatsappStatusView } from '@haat/shared';
import type { TDeps } from '../../lib/deps.ts';
import { findUserById } from '../users/repository.ts';
import { presentVerification } from './present-whatsapp.ts';
import { expireStale, findLastClosed, findPendingOfUser } from './repository.ts';
import { codeAvailable, platformNumberOf, whatsappSettings } from './whatsapp-settings.ts';

/**
 * `GET /api/whatsapp` and the answer of every change: the verified number, the verification under
 * way, the last one that ended without success, and the ways on offer. Closes stale ones first.
 */
export async function getWhatsappStatus(
  deps: Pick<TDeps, 'db' | 'config'>,
  userId: string,
): Promise<TWhatsappStatusView> {
  await expireStale(deps.db, userId);
  const [user, pending, lastClosed] = await Promise.all([
    findUserById(deps.db, userId),
    findPendingOfUser(deps.db, userId),
    findLastClosed(deps.db, userId),
  ]);
  const settings = whatsappSettings(deps.config);
  const verified = !!user?.whatsappVerifiedAt && !!user.whatsappNumber;
  return {
    number: verified ? (user?.whatsappNumber ?? null) : null,
    verified_at: verified ? (user?.whatsappVerifiedAt?.toISOString() ?? null) : null,
    pending: pending ? presentVerification(pending) : null,
    last_closed: lastClosed ? presentVerification(lastClosed) : null,
    code_available: codeAvailable(settings),
    platform_number: platformNumberOf(settings),
    platform_number_demo: !!settings.demoPlatformNumber && !!platformNumberOf(settings),
  };
}
