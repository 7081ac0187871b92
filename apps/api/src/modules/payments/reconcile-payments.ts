import type { TDeps } from '../../lib/deps.ts';
import { demoMethod } from './methods/demo.ts';
import { sslcommerzMethod } from './methods/sslcommerz.ts';
import { listStalePendingPayments } from './repository.ts';
import { applyOutcome } from './settle-payment.ts';
import { paymentsSettings, type TPaymentOutcome } from './top-up-method.ts';

/** A gateway gets this long to call back before we ask it ourselves. */
const QUERY_AFTER_MS = 2 * 60_000;
/** However it stands, a gateway payment is closed after a day. */
const HARD_EXPIRY_MS = 24 * 60 * 60_000;
const BATCH = 100;

export const DEFAULT_EXPIRE_MINUTES = 60;

export interface TReconcileSummary {
  checked: number;
  succeeded: number;
  expired: number;
  closed: number;
}

/**
 * The payments sweep: for gateway payments still pending after a while, ask the gateway what
 * happened (SSLCommerz's transaction query by our `tran_id`, for IPNs that never came) and close
 * the ones left unfinished past `PAYMENTS_EXPIRE_MINUTES` as expired. Each decision goes through
 * `applyOutcome`, so a late IPN racing the sweep still credits once. Payments held for staff
 * review are left to staff. Safe to run from several instances at once.
 */
export async function reconcilePayments(deps: TDeps, now = new Date()): Promise<TReconcileSummary> {
  const settings = paymentsSettings(deps.config);
  const expireMs = (settings.expireMinutes ?? DEFAULT_EXPIRE_MINUTES) * 60_000;
  const summary: TReconcileSummary = { checked: 0, succeeded: 0, expired: 0, closed: 0 };
  // SSLCommerz is asked after a short wait; demo payments have no one to ask and only expire.
  const due = [
    ...(settings.sslcommerz
      ? await listStalePendingPayments(deps.db, ['sslcommerz'], ago(now, QUERY_AFTER_MS), BATCH)
      : []),
    ...(await listStalePendingPayments(deps.db, ['demo'], ago(now, expireMs), BATCH)),
  ];
  for (const payment of due) {
    const age = now.getTime() - payment.createdAt.getTime();
    const expired = age >= expireMs;
    let outcome: TPaymentOutcome;
    if (payment.method === 'sslcommerz') {
      outcome = await sslcommerzMethod.confirm(deps, payment, {
        kind: 'query',
        expired,
        hardExpired: age >= HARD_EXPIRY_MS,
      });
    } else if (expired) {
      outcome = await demoMethod.confirm(deps, payment, { action: 'expire' });
    } else {
      continue;
    }
    summary.checked += 1;
    const decided = await deps.db.transaction((tx) => applyOutcome(tx, payment.id, outcome));
    if (!decided) continue;
    if (decided.status === 'succeeded') summary.succeeded += 1;
    else if (decided.reason === 'expired') summary.expired += 1;
    else summary.closed += 1;
  }
  return summary;
}

function ago(now: Date, ms: number): Date {
  return new Date(now.getTime() - ms);
}
