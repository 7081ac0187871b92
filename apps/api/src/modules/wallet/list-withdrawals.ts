import type { TWithdrawal, TWithdrawalList } from '@haat/shared';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { readPlatformSetting } from '../payments/platform-settings.ts';
import { presentAdminWithdrawal, presentWithdrawal } from './present-wallet.ts';
import { findWithdrawal, listAllWithdrawals, listUserWithdrawals } from './repository.ts';

/** The user's withdrawals, newest first. */
export async function listWithdrawals(
  deps: Pick<TDeps, 'db'>,
  userId: string,
  query: { page: number; per_page: number },
): Promise<TWithdrawalList> {
  const { rows, total } = await listUserWithdrawals(deps.db, userId, {
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  return {
    success: true,
    data: rows.map(presentWithdrawal),
    meta: { page: query.page, perPage: query.per_page, total },
  };
}

/** One of the user's withdrawals (404 for anyone else's). */
export async function getWithdrawal(
  deps: Pick<TDeps, 'db'>,
  userId: string,
  id: string,
): Promise<TWithdrawal> {
  const row = await findWithdrawal(deps.db, id, { userId });
  if (!row) throw new AppError('NOT_FOUND', 'api.not_found');
  return presentWithdrawal(row);
}

/** Every user's withdrawals for staff, newest first, optionally by status. */
export async function listWithdrawalsForStaff(
  deps: Pick<TDeps, 'db'>,
  query: { status?: 'pending' | 'paid' | 'rejected'; page: number; per_page: number },
) {
  const [{ rows, total }, twoAbove] = await Promise.all([
    listAllWithdrawals(deps.db, query.status, {
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    }),
    readPlatformSetting(deps.db, 'second_approval_above'),
  ]);
  return {
    success: true as const,
    data: rows.map((row) => presentAdminWithdrawal(row, BigInt(twoAbove))),
    meta: { page: query.page, perPage: query.per_page, total },
  };
}
