import type { TPayment } from '@haat/shared';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { presentPayment } from './present-payment.ts';
import { findOwnPayment } from './repository.ts';

/** One of the user's payments; 404 for another user's id as for an unknown one. */
export async function getPayment(deps: TDeps, userId: string, id: string): Promise<TPayment> {
  const row = await findOwnPayment(deps.db, userId, id);
  if (!row) throw new AppError('NOT_FOUND', 'api.not_found');
  return presentPayment(row);
}
