import type { TNotification } from '@haat/shared/notifications/schemas';
import { formatDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { shortRef, useInText } from '../../wallet/components/in-text.ts';
import { isBusinessNoticeType, useDescribeBusiness } from './describe-business.ts';
import { isModerationType, useDescribeModeration } from './describe-moderation.ts';
import { isSocialType, useDescribeSocial } from './describe-social.ts';
import { isVerificationType, useDescribeVerification } from './describe-verification.ts';

/** How a notification reads and where it leads. */
export interface TDescribed {
  /** Picks the icon and its tone. */
  kind:
    | 'success'
    | 'rejected'
    | 'money_in'
    | 'bonus'
    | 'paid_out'
    | 'staff'
    | 'order'
    | 'security'
    | 'security_alert'
    | 'other';
  title: string;
  detail?: string;
  /** Staff's reason for a rejection, shown as "Reason: …". */
  reason?: string;
  /** The sender's note on a transfer. */
  note?: string;
  /** The money movement's one short reference, as the wallet history and lists show it (decision 053). */
  reference?: string;
  href?: string;
}

const KNOWN = [
  'top_up_succeeded',
  'top_up_approved',
  'top_up_rejected',
  'transfer_received',
  'referral_bonus',
  'referral_bonus_held',
  'withdrawal_paid',
  'withdrawal_rejected',
  'staff_top_up_submitted',
  'staff_payment_held',
  'staff_withdrawal_requested',
] as const;
type TKnown = (typeof KNOWN)[number];

/** The order actions a status change names (as in @haat/shared's ORDER_ACTIONS, without loading zod here). */
const ORDER_ACTIONS = [
  'confirm',
  'ship',
  'deliver',
  'complete',
  'cancel',
  'request_refund',
  'refund',
  'decline_refund',
] as const;

/** Two-factor sign-in's events (decision 061); each leads to `/two-factor-setup`. */
const SECURITY_TYPES = [
  'two_factor_enabled',
  'two_factor_disabled',
  'two_factor_recovery_codes_regenerated',
  'two_factor_recovery_code_used',
] as const;

/** Whole numbers of 0 or more (a count in a notification's data). */
function count(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

function poisha(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}

/**
 * Words a notification in the user's language from its `type` and `data` (amounts in poisha). A type
 * this version does not know, or data missing what its wording needs, gets a generic wording.
 */
export function useDescribe() {
  const { t, language } = useTranslation();
  const inText = useInText();
  const describeVerification = useDescribeVerification();
  const describeSocial = useDescribeSocial();
  const describeModeration = useDescribeModeration();
  const describeBusiness = useDescribeBusiness();

  const methodName = (value: unknown) => {
    const method = text(value)?.replace(/^manual_/, '');
    return method
      ? t(`wallet.method.${method}`, { defaultValue: t('notifications.method_other') })
      : t('notifications.method_other');
  };

  return (item: TNotification): TDescribed => {
    const described = describe(item);
    const data = item.data ?? {};
    // The id that names the movement: the payment, the withdrawal, the transfer or the referred friend.
    const id = [data.payment_id, data.withdrawal_id, data.transaction_id, data.referred_user_id]
      .map(text)
      .find((value) => value && UUID.test(value));
    return described.kind === 'other' || !id ? described : { ...described, reference: shortRef(id) };
  };

  /** Orders (issue 14): a new order for a seller, and a party's action for the other party. */
  function describeOrder(item: TNotification): TDescribed | undefined {
    const data = item.data ?? {};
    const orderId = text(data.order_id);
    const number = text(data.number);
    if (!orderId || !UUID.test(orderId) || !number) return undefined;
    const href = `/orders/${orderId}`;
    const business = text(data.business_name);
    const total = poisha(data.total);
    if (item.type === 'order_placed')
      return {
        kind: 'order',
        title: t('notifications.type.order_placed.title', { number: inText.name(number) }),
        detail:
          total === undefined
            ? undefined
            : t('notifications.type.order_placed.detail', {
                amount: inText.money(total),
                business: inText.name(business ?? t('notifications.someone')),
              }),
        href,
      };
    const action = text(data.action);
    const known = action && (ORDER_ACTIONS as readonly string[]).includes(action) ? action : 'other';
    return {
      kind: action === 'cancel' || action === 'decline_refund' ? 'rejected' : 'order',
      title: t(`notifications.type.order_status_changed.${known}`, { number: inText.name(number) }),
      detail: business
        ? t('notifications.type.order_status_changed.detail', { business: inText.name(business) })
        : undefined,
      href,
    };
  }

  /** Two-factor sign-in turned on or off, new recovery codes, a recovery code used to sign in. */
  function describeSecurity(
    type: (typeof SECURITY_TYPES)[number],
    data: Record<string, unknown>,
  ): TDescribed {
    const key = `notifications.type.${type}`;
    const href = '/two-factor-setup';
    if (type === 'two_factor_recovery_code_used') {
      const left = count(data.codes_left);
      return {
        kind: 'security_alert',
        title: t(`${key}.title`),
        detail: left === undefined ? t(`${key}.detail_unknown`) : t(`${key}.detail`, { count: left }),
        href,
      };
    }
    return {
      kind: type === 'two_factor_disabled' ? 'security_alert' : 'security',
      title: t(`${key}.title`),
      detail: t(`${key}.detail`),
      href,
    };
  }

  function describe(item: TNotification): TDescribed {
    const data = item.data ?? {};
    if (isVerificationType(item.type)) return describeVerification({ ...item, type: item.type });
    if (isSocialType(item.type)) return describeSocial({ ...item, type: item.type });
    if (isModerationType(item.type)) return describeModeration({ ...item, type: item.type });
    if (isBusinessNoticeType(item.type)) return describeBusiness({ ...item, type: item.type });
    if ((SECURITY_TYPES as readonly string[]).includes(item.type))
      return describeSecurity(item.type as (typeof SECURITY_TYPES)[number], data);
    if (item.type === 'order_placed' || item.type === 'order_status_changed') {
      const order = describeOrder(item);
      if (order) return order;
    }
    const amount = poisha(data.amount);
    const type = (KNOWN as readonly string[]).includes(item.type) ? (item.type as TKnown) : undefined;
    if (!type || amount === undefined) {
      return {
        kind: 'other',
        title: t('notifications.type.other.title'),
        detail:
          amount === undefined
            ? undefined
            : t('notifications.type.other.detail', { amount: inText.money(amount) }),
      };
    }
    const money = inText.money(amount);
    const key = `notifications.type.${type}`;
    const title = t(`${key}.title`, { amount: money });
    const rawReason = text(data.reason);
    const reason = rawReason ? inText.name(rawReason) : undefined;
    const paymentId = text(data.payment_id);
    const paymentLink = paymentId && UUID.test(paymentId) ? `/payment?id=${paymentId}` : '/wallet';
    switch (type) {
      case 'top_up_succeeded':
      case 'top_up_approved':
        return {
          kind: 'success',
          title,
          detail: t(`${key}.detail`, { method: methodName(data.method) }),
          href: paymentLink,
        };
      case 'top_up_rejected':
        return {
          kind: 'rejected',
          title,
          detail: t(`${key}.detail`, { method: methodName(data.method) }),
          reason,
          href: paymentLink,
        };
      case 'transfer_received': {
        const from = text(data.from);
        const note = text(data.note);
        return {
          kind: 'money_in',
          title: t(`${key}.title`, {
            amount: money,
            name: inText.name(from ?? t('notifications.someone')),
          }),
          detail: t(`${key}.detail`),
          note: note ? inText.name(note) : undefined,
          href: '/wallet',
        };
      }
      case 'referral_bonus': {
        const name = text(data.referred_name);
        return {
          kind: 'bonus',
          title,
          detail: name ? t(`${key}.detail`, { name: inText.name(name) }) : t(`${key}.detail_anonymous`),
          href: '/referrals',
        };
      }
      case 'referral_bonus_held': {
        const until = text(data.release_at);
        return {
          kind: 'bonus',
          title,
          detail: until ? t(`${key}.detail`, { date: formatDate(until, language) }) : undefined,
          href: '/referrals',
        };
      }
      case 'withdrawal_paid':
        return {
          kind: 'paid_out',
          title,
          detail: t(`${key}.detail`, { method: methodName(data.method) }),
          href: '/wallet',
        };
      case 'withdrawal_rejected':
        return { kind: 'rejected', title, detail: t(`${key}.detail`), reason, href: '/wallet' };
      // Staff: work waiting at /admin/payments.
      case 'staff_top_up_submitted':
      case 'staff_payment_held':
      case 'staff_withdrawal_requested': {
        const name = inText.name(text(data.user_name) ?? t('notifications.someone'));
        return {
          kind: 'staff',
          title: t(`${key}.title`, { amount: money, name }),
          detail: t(`${key}.detail`, { method: methodName(data.method) }),
          href:
            type === 'staff_withdrawal_requested'
              ? '/admin/payments?view=withdrawals'
              : `/admin/payments?method=${type === 'staff_payment_held' ? 'sslcommerz' : (text(data.method) ?? '')}`,
        };
      }
    }
  }
}
