import type { TOrderDetail } from '@haat/shared';
import { AppError } from '../../lib/app-error.ts';
import type { TOrdersDeps } from './orders-deps.ts';
import { presentOrderDetail } from './present-order.ts';
import { findOrderOfParty } from './repository.ts';

/** One order with its timeline, for its buyer or its seller (404 for anyone else). */
export async function getOrder(deps: TOrdersDeps, userId: string, orderId: string): Promise<TOrderDetail> {
  const row = await findOrderOfParty(deps.db, orderId, userId);
  if (!row) throw new AppError('NOT_FOUND', 'api.not_found');
  return presentOrderDetail(deps.db, deps.storage, row, userId);
}
