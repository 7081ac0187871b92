import { isManualMethod, type TCreateTopUp, type TLanguageCode, type TTopUpStart } from '@haat/shared';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { hashRequest, withIdempotency } from '../ledger/idempotency.ts';
import { notifyStaff } from '../notifications/notify.ts';
import { findUserById } from '../users/repository.ts';
import { findEnabledMethod } from './methods/index.ts';
import { paymentsSettingsNow } from './payments-now.ts';
import { presentPayment } from './present-payment.ts';
import { addProviderData, hasProviderTransaction, insertPayment } from './repository.ts';

const USED = { transaction_id: 'validation.transaction_id_used' };

/**
 * Starts a top-up: records a pending payment and asks its method what happens next (a hosted page
 * to open, or instructions). Once per Idempotency-Key: a replay answers the first result.
 */
export async function createTopUp(
  deps: TDeps,
  input: { userId: string; lang: TLanguageCode; idempotencyKey: string; body: TCreateTopUp },
): Promise<{ status: number; body: TTopUpStart; replayed: boolean }> {
  const { body } = input;
  const method = findEnabledMethod(await paymentsSettingsNow(deps), body.method);
  if (!method) throw AppError.fields({ method: 'validation.payment_method_unavailable' });
  const providerTransactionId = isManualMethod(body.method) ? (body.transaction_id ?? null) : null;
  const requestHash = hashRequest([body.method, body.amount, providerTransactionId]);

  return withIdempotency(
    deps,
    { userId: input.userId, scope: 'payments.top-up', key: input.idempotencyKey, requestHash },
    async (tx) => {
      if (providerTransactionId && (await hasProviderTransaction(tx, body.method, providerTransactionId)))
        throw AppError.fields(USED);
      const payment = await insertPayment(tx, {
        userId: input.userId,
        method: body.method,
        amount: BigInt(body.amount),
        providerTransactionId,
      });
      // Two users racing with the same transaction id: the unique index lets one through.
      if (!payment) throw AppError.fields(USED);
      const started = await method.start(deps, payment, input.lang, tx);
      if (started.providerData) await addProviderData(tx, payment.id, started.providerData);
      if (providerTransactionId) {
        const user = await findUserById(tx, input.userId);
        await notifyStaff(tx, 'staff_top_up_submitted', {
          payment_id: payment.id,
          amount: body.amount,
          method: body.method,
          user_name: user?.name ?? '',
        });
      }
      return {
        status: 201,
        body: {
          payment: presentPayment(payment),
          redirect_url: started.redirectUrl,
          instructions: started.instructions,
        },
      };
    },
  );
}
