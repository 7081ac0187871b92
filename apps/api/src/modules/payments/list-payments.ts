import type { TAdminPayment, TPageMeta, TPayment, TPaymentMethod, TPaymentStatus } from '@haat/shared';
import type { TDeps } from '../../lib/deps.ts';
import { findUserById } from '../users/repository.ts';
import { readPlatformSetting } from './platform-settings.ts';
import { presentPayment, reviewReason } from './present-payment.ts';
import { listPayments as listRows } from './repository.ts';

interface TQuery {
  status?: TPaymentStatus;
  method?: TPaymentMethod;
  page: number;
  per_page: number;
}

/** The user's own payments, newest first. */
export async function listOwnPayments(
  deps: TDeps,
  userId: string,
  query: TQuery,
): Promise<{ success: true; data: TPayment[]; meta: TPageMeta }> {
  const { rows, total } = await listRows(deps.db, { ...query, userId }, query.page, query.per_page);
  return {
    success: true,
    data: rows.map(presentPayment),
    meta: { page: query.page, perPage: query.per_page, total },
  };
}

/**
 * Everyone's payments for staff (e.g. `status=pending&method=manual_bkash`), with their users,
 * whether a decision needs two staff members and the first approval when one was given.
 */
export async function listAllPayments(
  deps: TDeps,
  query: TQuery,
): Promise<{ success: true; data: TAdminPayment[]; meta: TPageMeta }> {
  const [{ rows, total }, twoAbove] = await Promise.all([
    listRows(deps.db, query, query.page, query.per_page),
    readPlatformSetting(deps.db, 'second_approval_above'),
  ]);
  const userIds = [
    ...new Set(rows.flatMap((row) => (row.approvedBy ? [row.userId, row.approvedBy] : [row.userId]))),
  ];
  const found = await Promise.all(userIds.map((id) => findUserById(deps.db, id)));
  const users = new Map(found.filter((user) => user !== undefined).map((user) => [user.id, user]));
  return {
    success: true,
    data: rows.map((row) => {
      const user = users.get(row.userId);
      const approver = row.approvedBy ? users.get(row.approvedBy) : undefined;
      return {
        ...presentPayment(row),
        review: reviewReason(row),
        needs_second_approval: row.amount > BigInt(twoAbove),
        first_approval:
          row.approvedBy && row.approvedAt
            ? { by: { id: row.approvedBy, name: approver?.name ?? '' }, at: row.approvedAt.toISOString() }
            : null,
        user: user ? { id: user.id, name: user.name, email: user.email, phone: user.phone } : null,
      };
    }),
    meta: { page: query.page, perPage: query.per_page, total },
  };
}
