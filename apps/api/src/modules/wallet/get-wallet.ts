import { type TWallet, WALLET_CURRENCY } from '@haat/shared';
import type { TDeps } from '../../lib/deps.ts';
import { walletBalances } from './repository.ts';

/** The user's spendable balance and the amount held for pending withdrawals. */
export async function getWallet(deps: Pick<TDeps, 'db'>, userId: string): Promise<TWallet> {
  const { balance, held } = await walletBalances(deps.db, userId);
  return { balance: Number(balance), held: Number(held), currency: WALLET_CURRENCY };
}
