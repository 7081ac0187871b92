import type { TStaffPermission } from '@haat/shared';
import type { TExecutor } from '../../db/client.ts';
import { listStaffIds } from '../users/repository.ts';
import { insertNotification, insertNotifications } from './repository.ts';

/** Throttles a kind of notice (e.g. one "liked your post" an hour): has it gone out lately? */
export { notifiedWithin } from './repository.ts';

/** Kinds of notification; `data` carries what the screen needs to word it (amounts in poisha). */
export type TNotificationType =
  | 'top_up_succeeded'
  | 'top_up_approved'
  | 'top_up_rejected'
  | 'referral_bonus'
  | 'referral_bonus_held'
  | 'transfer_received'
  | 'withdrawal_paid'
  | 'withdrawal_rejected'
  | 'order_placed'
  | 'order_status_changed'
  | 'two_factor_enabled'
  | 'two_factor_disabled'
  | 'two_factor_recovery_codes_regenerated'
  | 'two_factor_recovery_code_used'
  | 'kyc_approved'
  | 'kyc_rejected'
  | 'business_badge_changed'
  | 'business_suspended'
  | 'business_unsuspended'
  | 'whatsapp_verified'
  | 'whatsapp_rejected'
  | 'new_follower'
  | 'post_liked'
  | 'post_commented'
  | 'post_failed'
  | 'content_hidden'
  | 'content_removed'
  | 'content_restored'
  | 'account_warned';

/**
 * What staff hear about: money waiting at /admin/payments, identity documents at /admin/kyc, manual
 * WhatsApp verifications at /admin/whatsapp-verifications.
 */
export type TStaffNotificationType =
  | 'staff_top_up_submitted'
  | 'staff_payment_held'
  | 'staff_withdrawal_requested'
  | 'staff_kyc_submitted'
  | 'staff_whatsapp_requested'
  | 'staff_content_reported';

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

/** Which staff hear of each kind of work: those whose role may act on it (decision 066). */
const STAFF_NOTICE_PERMISSION: Record<TStaffNotificationType, TStaffPermission> = {
  staff_top_up_submitted: 'money',
  staff_payment_held: 'money',
  staff_withdrawal_requested: 'money',
  staff_kyc_submitted: 'kyc',
  staff_whatsapp_requested: 'whatsapp',
  staff_content_reported: 'content',
};

/**
 * Tells the staff members who can act on it about work waiting for them (a manual top-up to check,
 * a withdrawal to pay out, identity documents, a report), in the event's transaction.
 */
export async function notifyStaff(
  tx: TExecutor,
  type: TStaffNotificationType,
  data: Record<string, unknown>,
): Promise<void> {
  const staff = await listStaffIds(tx, STAFF_NOTICE_PERMISSION[type]);
  await insertNotifications(
    tx,
    staff.map((userId) => ({ userId, type, data })),
  );
}
