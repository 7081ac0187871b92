import { isManualMethod, type TPayment } from '@haat/shared';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { manualBkash, manualNagad } from './methods/index.ts';
import type { TManualDecision } from './methods/manual.ts';
import { presentPayment } from './present-payment.ts';
import { findPayment } from './repository.ts';
import { applyOutcome } from './settle-payment.ts';

/**
 * Staff approve (credit the wallet) or reject (no money moves) a pending manual bKash/Nagad
 * top-up. The status change, the ledger posting and the notification commit together; when two
 * staff decide at once, the second finds it decided and gets a 409.
 */
export async function decideManualPayment(
  deps: TDeps,
  id: string,
  input: TManualDecision,
): Promise<TPayment> {
  const found = await findPayment(deps.db, id);
  if (!found || !isManualMethod(found.method)) throw new AppError('NOT_FOUND', 'api.not_found');
  const method = found.method === 'manual_bkash' ? manualBkash : manualNagad;
  const decided = await deps.db.transaction(async (tx) =>
    applyOutcome(tx, id, await method.confirm(deps, found, input)),
  );
  if (!decided) throw new AppError('CONFLICT', 'api.payment_decided');
  return presentPayment(decided);
}
