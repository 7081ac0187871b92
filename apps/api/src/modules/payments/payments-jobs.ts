import type { TDeps } from '../../lib/deps.ts';
import { defineJob, type TJobDefinition } from '../jobs/job-types.ts';
import { pruneIdempotencyKeys } from '../ledger/idempotency.ts';
import { reconcilePayments } from './reconcile-payments.ts';
import { sweepReferralBonuses } from './referral-bonus.ts';
import { paymentsSettings } from './top-up-method.ts';

/**
 * The payments area's scheduled jobs (decision 064; each runs on one instance at a time, once per
 * its minute):
 * - `payments.sweep`: the payments sweep (`reconcilePayments`), then referral bonuses whose holding
 *   period is over and the ones that waited for a referrer's daily cap (decision 052). Every
 *   `PAYMENTS_RECONCILE_SECONDS` (default 60) rounded up to whole minutes; 0 = never.
 * - `payments.prune-idempotency-keys`: hourly, deletes idempotency keys past their keeping time
 *   (IDEMPOTENCY_KEEP_DAYS). Off with the sweep, as before.
 * A failed run is logged and the next one tries again (no retries).
 */
export function paymentsJobs(deps: TDeps): TJobDefinition[] {
  const seconds = paymentsSettings(deps.config).reconcileSeconds ?? 60;
  return [
    defineJob({
      name: 'payments.sweep',
      cron: seconds ? cronEvery(seconds) : undefined,
      expireSeconds: 10 * 60,
      handler: async () => {
        const summary = await reconcilePayments(deps);
        if (summary.checked > 0) deps.log.info(summary, 'payments sweep');
        const bonuses = await sweepReferralBonuses(deps);
        if (bonuses.released + bonuses.held > 0) deps.log.info(bonuses, 'referral bonuses swept');
      },
    }),
    defineJob({
      name: 'payments.prune-idempotency-keys',
      cron: seconds ? '0 * * * *' : undefined,
      expireSeconds: 10 * 60,
      handler: async () => {
        const pruned = await pruneIdempotencyKeys(deps.db);
        if (pruned > 0) deps.log.info({ pruned }, 'old idempotency keys deleted');
      },
    }),
  ];
}

/** A UTC cron expression for "every `seconds`", in whole minutes (at least one) or hours. */
export function cronEvery(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes === 1) return '* * * * *';
  if (minutes < 60) return `*/${minutes} * * * *`;
  return `0 */${Math.min(24, Math.ceil(minutes / 60))} * * *`;
}
