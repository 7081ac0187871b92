import { sql } from 'drizzle-orm';
import type { TDeps } from '../../lib/deps.ts';
import { pruneIdempotencyKeys } from '../ledger/idempotency.ts';
import { reconcilePayments } from './reconcile-payments.ts';
import { sweepReferralBonuses } from './referral-bonus.ts';
import { paymentsSettings } from './top-up-method.ts';

/** One sweep at a time across every instance sharing the database. */
const SWEEP_LOCK = 0x6861_6174_7001n; // "haat" p1
const PRUNE_EVERY_MS = 60 * 60_000;

/**
 * Runs the payments sweep (`reconcilePayments`) every `PAYMENTS_RECONCILE_SECONDS` (default 60;
 * 0 = never), then releases referral bonuses whose holding period is over and posts the ones that
 * waited for a referrer's daily cap (decision 052). A transaction-scoped advisory lock lets one instance sweep at a time; errors are
 * logged and the next tick tries again. Once an hour it also deletes idempotency keys past their
 * keeping time (IDEMPOTENCY_KEEP_DAYS). Answers a function that stops it (call it on close).
 */
export function startPaymentsSweep(deps: TDeps): () => void {
  const seconds = paymentsSettings(deps.config).reconcileSeconds ?? 60;
  if (!seconds) return () => undefined;
  let running = false;
  let prunedAt = 0;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      await deps.db.transaction(async (tx) => {
        const result = await tx.execute<{ got: boolean }>(
          sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK}) as got`,
        );
        if (!result.rows[0]?.got) return;
        const summary = await reconcilePayments(deps);
        if (summary.checked > 0) deps.log.info(summary, 'payments sweep');
        const bonuses = await sweepReferralBonuses(deps);
        if (bonuses.released + bonuses.held > 0) deps.log.info(bonuses, 'referral bonuses swept');
        if (Date.now() - prunedAt >= PRUNE_EVERY_MS) {
          prunedAt = Date.now();
          const pruned = await pruneIdempotencyKeys(deps.db);
          if (pruned > 0) deps.log.info({ pruned }, 'old idempotency keys deleted');
        }
      });
    } catch (error) {
      deps.log.error({ err: error }, 'payments sweep failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void sweep(), seconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
