import { sql } from 'drizzle-orm';
import { completeDueOrders } from './complete-due-orders.ts';
import type { TOrdersDeps } from './orders-deps.ts';

/** One sweep at a time across every instance sharing the database. */
const SWEEP_LOCK = 0x6861_6174_7002n; // "haat" p2
const SWEEP_EVERY_MS = 60_000;

/**
 * Every minute, completes delivered orders whose time has come (completeDueOrders). A transaction-scoped
 * advisory lock lets one instance sweep at a time; errors are logged and
 * the next tick tries again. Answers a function that stops it (call it on close).
 */
export function startOrdersSweep(deps: TOrdersDeps, everyMs = SWEEP_EVERY_MS): () => void {
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      // The lock lives as long as this transaction; each order completes in its own.
      await deps.db.transaction(async (tx) => {
        const got = await tx.execute<{ got: boolean }>(
          sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK}) as got`,
        );
        if (!got.rows[0]?.got) return;
        const completed = await completeDueOrders(deps);
        if (completed > 0) deps.log.info({ completed }, 'delivered orders completed by themselves');
      });
    } catch (error) {
      deps.log.error({ err: error }, 'orders sweep failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void sweep(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
