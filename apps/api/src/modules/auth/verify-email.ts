import type { TUser } from '@haat/shared';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { sha256 } from '../../lib/secrets.ts';
import { qualifyReferralBonus } from '../payments/referral-bonus.ts';
import { presentUser } from '../users/present-user.ts';
import { findUserById, updateUser } from '../users/repository.ts';
import { takeUserToken } from './repository.ts';

/** Marks the address verified with the token from the emailed link (single use, 24 hours). */
export async function verifyEmail(deps: TDeps, token: string): Promise<TUser> {
  const user = await deps.db.transaction(async (tx) => {
    const taken = await takeUserToken(tx, 'email_verification', sha256(token));
    if (!taken) return undefined;
    const found = await findUserById(tx, taken.userId);
    if (!found) return undefined;
    if (found.emailVerifiedAt) return found;
    const verified = await updateUser(tx, found.id, { emailVerifiedAt: new Date() });
    // A referral bonus waiting for this verification qualifies now (decision 052).
    await qualifyReferralBonus(tx, found.id);
    return verified;
  });
  if (!user) throw AppError.fields({ token: 'validation.verify_token_invalid' });
  return presentUser(user);
}
