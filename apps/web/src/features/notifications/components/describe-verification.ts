import type { TNotification } from '@haat/shared/notifications/schemas';
import { useTranslation } from '../../../lib/i18n.ts';
import { languageInfo } from '../../../lib/languages.ts';
import { useInText } from '../../wallet/components/in-text.ts';
import type { TDescribed } from './describe.ts';

/** Identity (decision 062) and WhatsApp number (decision 063) verification: the person's and staff's news. */
export const VERIFICATION_TYPES = [
  'kyc_approved',
  'kyc_rejected',
  'whatsapp_verified',
  'whatsapp_rejected',
  'staff_kyc_submitted',
  'staff_whatsapp_requested',
] as const;
export type TVerificationType = (typeof VERIFICATION_TYPES)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PARTS = ['details', 'front', 'back', 'selfie'];
const REASONS = ['blurry', 'expired', 'name_mismatch', 'document_not_accepted', 'selfie_mismatch', 'other'];

export function isVerificationType(type: string): type is TVerificationType {
  return (VERIFICATION_TYPES as readonly string[]).includes(type);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** The rejected parts of a `kyc_rejected` notice (`[{ part, reason }]`), known ones only. */
function rejections(value: unknown): { part: string; reason: string }[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const part = text((item as { part?: unknown })?.part);
    const reason = text((item as { reason?: unknown })?.reason);
    return part && PARTS.includes(part)
      ? [{ part, reason: reason && REASONS.includes(reason) ? reason : 'other' }]
      : [];
  });
}

/** Words the verification notices; the person's lead to where they act, staff's to the case or their queue. */
export function useDescribeVerification() {
  const { t, language } = useTranslation();
  const inText = useInText();
  const list = (items: string[]) => {
    try {
      return new Intl.ListFormat(languageInfo(language).tag, { type: 'conjunction' }).format(items);
    } catch {
      return items.join(', ');
    }
  };

  return (item: TNotification & { type: TVerificationType }): TDescribed => {
    const data = item.data ?? {};
    const key = `notifications.type.${item.type}`;
    const name = text(data.user_name);
    const phone = text(data.phone);
    switch (item.type) {
      case 'kyc_approved':
        return {
          kind: 'success',
          title: t(`${key}.title`),
          detail: t(`${key}.detail`),
          href: '/kyc/verification',
        };
      case 'kyc_rejected': {
        const rejected = rejections(data.rejections);
        const reasons = [...new Set(rejected.map((r) => r.reason))];
        return {
          kind: 'rejected',
          title: t(`${key}.title`),
          detail: rejected.length
            ? t(`${key}.detail`, { parts: list(rejected.map((r) => t(`notifications.kyc_part.${r.part}`))) })
            : t(`${key}.detail_unknown`),
          reason: reasons.length ? list(reasons.map((r) => t(`notifications.kyc_reason.${r}`))) : undefined,
          href: '/kyc/verification',
        };
      }
      case 'whatsapp_verified':
        return {
          kind: 'success',
          title: t(`${key}.title`),
          detail: phone ? t(`${key}.detail`, { phone: inText.name(phone) }) : t(`${key}.detail_unknown`),
          href: '/profile',
        };
      case 'whatsapp_rejected': {
        const reason = text(data.reason);
        return {
          kind: 'rejected',
          title: t(`${key}.title`),
          detail: t(`${key}.detail`),
          reason: reason ? inText.name(reason) : undefined,
          href: '/profile',
        };
      }
      case 'staff_kyc_submitted': {
        const round = typeof data.round === 'number' && data.round > 1 ? data.round : undefined;
        const submission = UUID.test(text(data.submission_id) ?? '') ? text(data.submission_id) : undefined;
        return {
          kind: 'staff',
          title: name ? t(`${key}.title`, { name: inText.name(name) }) : t(`${key}.title_anonymous`),
          detail: round ? t(`${key}.detail_again`, { round }) : t(`${key}.detail`),
          href: submission ? `/admin/kyc/${submission}` : '/admin/kyc',
        };
      }
      case 'staff_whatsapp_requested':
        return {
          kind: 'staff',
          title: name ? t(`${key}.title`, { name: inText.name(name) }) : t(`${key}.title_anonymous`),
          detail: phone ? t(`${key}.detail`, { phone: inText.name(phone) }) : t(`${key}.detail_unknown`),
          href: '/admin/whatsapp-verifications',
        };
    }
  };
}
