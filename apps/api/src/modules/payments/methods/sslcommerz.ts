import { PAYMENT_CURRENCY, TOP_UP_MAX_POISHA, TOP_UP_MIN_POISHA, translate } from '@haat/shared';
import { AppError } from '../../../lib/app-error.ts';
import type { TDeps } from '../../../lib/deps.ts';
import { findUserById } from '../../users/repository.ts';
import type { TPaymentRow } from '../repository.ts';
import type { TPaymentOutcome, TTopUpMethod } from '../top-up-method.ts';
import { paymentsSettings } from '../top-up-method.ts';
import {
  amountToPoisha,
  initSession,
  poishaToAmount,
  queryTransaction,
  SslcommerzError,
  type TSslcommerzStore,
  validatePayment,
} from './sslcommerz-api.ts';

/** What a callback (IPN or browser redirect) told us; only `valId` can lead to a credit. */
export type TSslcommerzConfirm =
  | { kind: 'validate'; valId: string }
  /** A failure or cancellation whose post carried a valid `verify_sign`. */
  | { kind: 'closed'; status: 'failed' | 'cancelled'; gatewayStatus: string }
  /**
   * No callback came: ask SSLCommerz by our `tran_id`. `expired` (the payment is past its time)
   * closes it unless SSLCommerz knows of a successful attempt; `hardExpired` also when one is still
   * processing.
   */
  | { kind: 'query'; expired: boolean; hardExpired: boolean };

export const SSLCOMMERZ_CALLBACK_PATH = '/pay/sslcommerz';
export const SSLCOMMERZ_IPN_PATH = '/api/payments/sslcommerz/ipn';

/** The fields of the validation answer worth keeping on the payment. */
const KEPT = [
  'status',
  'tran_id',
  'val_id',
  'amount',
  'store_amount',
  'currency',
  'bank_tran_id',
  'card_type',
  'card_brand',
  'tran_date',
  'currency_type',
  'currency_amount',
  'risk_level',
  'risk_title',
] as const;

function kept(answer: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(KEPT.filter((key) => answer[key] !== undefined).map((key) => [key, answer[key]]));
}

/**
 * Why a validation answer must not credit the payment (undefined when it may): the gateway itself
 * says VALID/VALIDATED, for our `tran_id`, the same amount and BDT.
 */
export function validationProblem(
  answer: Record<string, unknown>,
  payment: { id: string; amount: bigint },
): string | undefined {
  if (answer.status !== 'VALID' && answer.status !== 'VALIDATED') return 'not_valid';
  if (answer.tran_id !== payment.id) return 'tran_id_mismatch';
  if (amountToPoisha(answer.amount) !== payment.amount) return 'amount_mismatch';
  if (answer.currency !== PAYMENT_CURRENCY) return 'currency_mismatch';
  if (answer.currency_type !== undefined && answer.currency_type !== PAYMENT_CURRENCY)
    return 'currency_mismatch';
  if (answer.currency_amount !== undefined && amountToPoisha(answer.currency_amount) !== payment.amount)
    return 'amount_mismatch';
  return undefined;
}

/**
 * SSLCommerz hosted checkout (cards, mobile banking, internet banking). On when
 * SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD are set. The wallet is credited only after
 * SSLCommerz's validation API confirms the payment (decision 051).
 */
export const sslcommerzMethod: TTopUpMethod<TSslcommerzConfirm> = {
  method: 'sslcommerz',
  enabled: (config) => !!config.sslcommerz,
  describe: (_config, lang) => ({
    method: 'sslcommerz',
    account_number: null,
    demo_number: false,
    instructions: translate(lang, 'payments.sslcommerz_instructions'),
    min_amount: TOP_UP_MIN_POISHA,
    max_amount: TOP_UP_MAX_POISHA,
  }),
  start: async (deps, payment, _lang, db) => {
    const store = sslcommerzStore(deps.config);
    const user = await findUserById(db, payment.userId);
    const appUrl = deps.config.appUrl;
    try {
      const session = await initSession(store, {
        total_amount: poishaToAmount(payment.amount),
        currency: PAYMENT_CURRENCY,
        tran_id: payment.id,
        success_url: `${appUrl}${SSLCOMMERZ_CALLBACK_PATH}/success`,
        fail_url: `${appUrl}${SSLCOMMERZ_CALLBACK_PATH}/fail`,
        cancel_url: `${appUrl}${SSLCOMMERZ_CALLBACK_PATH}/cancel`,
        ipn_url: `${appUrl}${SSLCOMMERZ_IPN_PATH}`,
        product_name: 'Haat wallet top-up',
        product_category: 'wallet',
        product_profile: 'non-physical-goods',
        shipping_method: 'NO',
        num_of_item: '1',
        cus_name: user?.name ?? 'Haat user',
        cus_email: user?.email ?? '',
        cus_phone: user?.phone ?? '',
        cus_add1: user?.country ?? 'BD',
        cus_city: user?.country ?? 'BD',
        cus_country: user?.country ?? 'BD',
        value_a: payment.id,
      });
      return {
        redirectUrl: session.gatewayPageUrl,
        instructions: null,
        providerData: { sslcommerz_session: session.sessionKey },
      };
    } catch (error) {
      deps.log.warn({ err: error, paymentId: payment.id }, 'SSLCommerz session init failed');
      throw new AppError('UNAVAILABLE', 'api.payment_gateway_unavailable');
    }
  },
  confirm: async (deps, payment, input): Promise<TPaymentOutcome> => {
    if (input.kind === 'closed') {
      return {
        status: input.status,
        reason: `sslcommerz_${input.gatewayStatus.toLowerCase()}`,
        providerData: { sslcommerz_status: input.gatewayStatus },
      };
    }
    if (input.kind === 'query') return queryOutcome(deps, payment, input);
    return validateOutcome(deps, payment, input.valId);
  },
};

/** Asks the validation API about `valId`; only a confirmed, matching payment credits. */
async function validateOutcome(deps: TDeps, payment: TPaymentRow, valId: string): Promise<TPaymentOutcome> {
  let answer: Record<string, unknown>;
  try {
    answer = await validatePayment(sslcommerzStore(deps.config), valId);
  } catch (error) {
    // Unreachable or garbled: decide nothing now; the IPN, the user's return or the sweep asks again.
    deps.log.warn(
      { err: error instanceof SslcommerzError ? error.message : error, paymentId: payment.id },
      'SSLCommerz validation failed',
    );
    return { status: 'pending' };
  }
  const problem = validationProblem(answer, payment);
  if (!problem) {
    if (answer.risk_level === '1' || answer.risk_level === 1) {
      // SSLCommerz asks merchants to hold risky payments and check the customer first.
      return {
        status: 'pending',
        providerData: { sslcommerz_validation: kept(answer), review: 'risk_level_1' },
      };
    }
    return { status: 'succeeded', providerData: { sslcommerz_validation: kept(answer) } };
  }
  // A forged or unknown val_id says nothing about this payment: keep nothing from it.
  if (problem === 'not_valid' || problem === 'tran_id_mismatch') return { status: 'pending' };
  // SSLCommerz confirms a payment for our tran_id but not for our amount/currency: hold for staff.
  return { status: 'pending', providerData: { sslcommerz_validation: kept(answer), review: problem } };
}

/**
 * What SSLCommerz knows of our `tran_id` when no callback reached us: a paid attempt is validated
 * (and credited) like an IPN; past its time, a payment nobody paid is closed as expired. When the
 * query fails nothing is decided: a lost answer must never fail a payment that was made.
 */
async function queryOutcome(
  deps: TDeps,
  payment: TPaymentRow,
  input: { expired: boolean; hardExpired: boolean },
): Promise<TPaymentOutcome> {
  let attempts: Record<string, unknown>[];
  try {
    attempts = await queryTransaction(sslcommerzStore(deps.config), payment.id);
  } catch (error) {
    deps.log.warn(
      { err: error instanceof Error ? error.message : error, paymentId: payment.id },
      'SSLCommerz transaction query failed',
    );
    return { status: 'pending' };
  }
  const paid = attempts.find(
    (attempt) =>
      (attempt.status === 'VALID' || attempt.status === 'VALIDATED') && typeof attempt.val_id === 'string',
  );
  if (paid) return validateOutcome(deps, payment, paid.val_id as string);
  if (!input.expired) return { status: 'pending' };
  const processing = attempts.some((attempt) => attempt.status === 'PENDING');
  if (processing && !input.hardExpired) return { status: 'pending' };
  return {
    status: 'failed',
    reason: 'expired',
    providerData: { sslcommerz_query: attempts.map((attempt) => String(attempt.status ?? '')) },
  };
}

export function sslcommerzStore(config: Parameters<typeof paymentsSettings>[0]): TSslcommerzStore {
  const store = paymentsSettings(config).sslcommerz;
  if (!store) throw new AppError('NOT_FOUND', 'api.not_found');
  return store;
}
