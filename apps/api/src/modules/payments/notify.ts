import type { TExecutor } from '../../db/client.ts';
import { insertNotification } from './repository.ts';

/** Kinds of notification; `data` carries what the screen needs to word it (amounts in poisha). */
export type TNotificationType =
  | 'top_up_succeeded'
  | 'top_up_approved'
  | 'top_up_rejected'
  | 'referral_bonus'
  | 'transfer_received'
  | 'withdrawal_paid'
  | 'withdrawal_rejected';

/**
 * Writes a notification for `userId`. Call it with the transaction of the event it tells about, so
 * the notice exists exactly when the event does.
 */
export async function notify(
  tx: TExecutor,
  userId: string,
  type: TNotificationType,
  data: Record<string, unknown>,
): Promise<void> {
  await insertNotification(tx, { userId, type, data });
}
