import { z } from 'zod';

/** Public platform figures for the home screen. Money is in poisha (1 taka = 100 poisha). */
export const ZPlatformStatsSchema = z.object({
  businesses: z.number().int(),
  users: z.number().int(),
  transactions: z.number().int(),
  revenue_poisha: z.number().int(),
});
export type TPlatformStats = z.infer<typeof ZPlatformStatsSchema>;
