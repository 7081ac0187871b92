import { type TWallet, WALLET_CURRENCY } from '@haat/shared';
import type { TDeps } from '../../lib/deps.ts';
import { readCachedSetting } from '../payments/platform-settings.ts';
import { walletBalances } from './repository.ts';

/**
 * The user's spendable balance, the amount held for pending withdrawals, referral bonuses still in
 * their holding period, and from which amount a transfer asks for the password (decision 052).
 */
export async function getWallet(deps: Pick<TDeps, 'db'>, userId: string): Promise<TWallet> {
  const [{ balance, held, bonusHeld }, passwordAbove] = await Promise.all([
    walletBalances(deps.db, userId),
    readCachedSetting(deps.db, 'transfer_password_above'),
  ]);
  return {
    balance: Number(balance),
    held: Number(held),
    bonus_held: Number(bonusHeld),
    transfer_password_above: passwordAbove,
    currency: WALLET_CURRENCY,
  };
}
