import { z } from 'zod';
import { ZNotificationSchema } from '../notifications/schemas.ts';

/**
 * The signed-in dashboard (spec: quick actions, wallet balance, total earnings, active businesses,
 * total orders, recent activity; periods today, this week, this month, all time). Periods are in
 * Bangladesh time; a week starts on Saturday, as Bangladeshi calendars print it. Money in poisha.
 */
export const DASHBOARD_PERIODS = ['today', 'week', 'month', 'all'] as const;
export type TDashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

export const ZDashboardQuerySchema = z.object({
  period: z.enum(DASHBOARD_PERIODS, { error: 'validation.invalid' }).default('month'),
});

export const ZDashboardSchema = z.object({
  period: z.enum(DASHBOARD_PERIODS),
  /** Start of the period (null for all time). */
  since: z.string().nullable(),
  wallet_balance: z.number().int(),
  earnings: z.object({
    /** Completed sales in the period, less the platform's commission. */
    sales_net: z.number().int(),
    /** Referral bonuses that became spendable in the period. */
    referral_bonuses: z.number().int(),
    total: z.number().int(),
  }),
  /** The user's businesses (all of them are listed in the directory). */
  active_businesses: z.number().int(),
  orders: z.object({
    /** Orders the user placed in the period. */
    purchases: z.number().int(),
    /** Orders the user's businesses received in the period. */
    sales: z.number().int(),
    /** Sales waiting for the seller (placed or confirmed), whatever the period. */
    sales_to_handle: z.number().int(),
  }),
  recent_activity: z.array(ZNotificationSchema),
});
export type TDashboard = z.infer<typeof ZDashboardSchema>;
