import { defineJob, type TJobDefinition } from '../jobs/job-types.ts';
import { completeDueOrders } from './complete-due-orders.ts';
import type { TOrdersDeps } from './orders-deps.ts';

/**
 * The orders area's scheduled job (decision 064): every minute, on one instance at a time,
 * `orders.complete-due-orders` completes delivered orders whose time has come (completeDueOrders,
 * each order in its own transaction). A failed run is logged and the next minute tries again.
 */
export function ordersJobs(deps: TOrdersDeps): TJobDefinition[] {
  return [
    defineJob({
      name: 'orders.complete-due-orders',
      cron: '* * * * *',
      expireSeconds: 10 * 60,
      handler: async () => {
        const completed = await completeDueOrders(deps);
        if (completed > 0) deps.log.info({ completed }, 'delivered orders completed by themselves');
      },
    }),
  ];
}
