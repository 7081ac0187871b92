import { z } from 'zod';
import { ZPageMetaSchema } from '../http/errors.ts';

export const ZNotificationSchema = z.object({
  id: z.uuid(),
  /** e.g. `top_up_approved`, `top_up_rejected`, `referral_bonus`, `transfer_received`. */
  type: z.string(),
  /** What the screen needs to word it (amounts in poisha). */
  data: z.record(z.string(), z.unknown()),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type TNotification = z.infer<typeof ZNotificationSchema>;

export const ZListNotificationsQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(1, { error: 'validation.invalid' })
    .max(100_000, { error: 'validation.invalid' })
    .default(1),
  per_page: z.coerce
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(1, { error: 'validation.invalid' })
    .max(100, { error: 'validation.invalid' })
    .default(20),
});
export type TListNotificationsQuery = z.input<typeof ZListNotificationsQuerySchema>;

export const ZNotificationListSchema = z.object({
  success: z.literal(true),
  data: z.array(ZNotificationSchema),
  meta: ZPageMetaSchema.extend({ unread: z.number().int() }),
});

/** `{ ids: [...] }` marks those read; `{ all: true }` marks every one. */
export const ZMarkNotificationsReadSchema = z.union(
  [
    z
      .object({
        ids: z
          .array(z.uuid({ error: 'validation.invalid' }), { error: 'validation.invalid' })
          .min(1, { error: 'validation.required' })
          .max(100, { error: 'validation.invalid' }),
      })
      .strict(),
    z.object({ all: z.literal(true, { error: 'validation.invalid' }) }).strict(),
  ],
  { error: 'validation.invalid' },
);
export type TMarkNotificationsRead = z.infer<typeof ZMarkNotificationsReadSchema>;

export const ZMarkNotificationsReadResultSchema = z.object({
  updated: z.number().int(),
  unread: z.number().int(),
});
