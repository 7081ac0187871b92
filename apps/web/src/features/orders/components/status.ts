import type { TOrderAction, TOrderStatus } from '@haat/shared/orders/schemas';

/*
 * How order statuses and actions read and look. Kept apart from the shared schemas (which bring zod
 * and the phone metadata) so the list and order screens stay light; status.test.ts checks that the
 * notes asked for here match ORDER_TRANSITIONS.
 */

/** Badge colours per status (text and background meet contrast in light and dark). */
export const STATUS_TONES: Record<TOrderStatus, string> = {
  placed: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
  confirmed: 'bg-indigo-100 text-indigo-900 dark:bg-indigo-900 dark:text-indigo-100',
  shipped: 'bg-violet-100 text-violet-900 dark:bg-violet-900 dark:text-violet-100',
  delivered: 'bg-teal-100 text-teal-900 dark:bg-teal-900 dark:text-teal-100',
  completed: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  cancelled: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
  refund_requested: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  refunded: 'bg-rose-100 text-rose-900 dark:bg-rose-900 dark:text-rose-100',
};

/** The catalogue key of a status's name. */
export const statusKey = (status: TOrderStatus) => `orders.status.${status}`;

/** The catalogue key of an action's button. */
export const actionKey = (action: TOrderAction) => `orders.action.${action}`;

/** What an action asks for before it runs: a reason (required), a tracking note (optional) or nothing. */
export type TNoteNeed = 'reason' | 'tracking' | 'none';

export function noteNeed(action: TOrderAction): TNoteNeed {
  if (action === 'cancel' || action === 'request_refund' || action === 'decline_refund') return 'reason';
  if (action === 'ship') return 'tracking';
  return 'none';
}

/** Actions that undo or refuse something get the red button. */
export function isDestructive(action: TOrderAction): boolean {
  return action === 'cancel' || action === 'decline_refund';
}

/** The order the actions' buttons appear in: the way forward first. */
const ACTION_ORDER: TOrderAction[] = [
  'confirm',
  'ship',
  'deliver',
  'complete',
  'refund',
  'request_refund',
  'decline_refund',
  'cancel',
];

export function sortActions(actions: readonly TOrderAction[]): TOrderAction[] {
  return ACTION_ORDER.filter((action) => actions.includes(action));
}

/** Statuses in the list filter, in the order an order passes them. */
export const FILTER_STATUSES: TOrderStatus[] = [
  'placed',
  'confirmed',
  'shipped',
  'delivered',
  'completed',
  'refund_requested',
  'refunded',
  'cancelled',
];

/** Reads a `status` from the address, ignoring anything that is not one. */
export function parseStatus(value: string | null): TOrderStatus | undefined {
  return value && (FILTER_STATUSES as string[]).includes(value) ? (value as TOrderStatus) : undefined;
}

/** Reads a day (YYYY-MM-DD) from the address. */
export function parseDay(value: string | null): string | undefined {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;
}
