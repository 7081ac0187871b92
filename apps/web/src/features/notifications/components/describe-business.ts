import type { TNotification } from '@haat/shared/notifications/schemas';
import { type TValues, useTranslation } from '../../../lib/i18n.ts';
import { useInText } from '../../wallet/components/in-text.ts';
import type { TDescribed } from './describe.ts';

/** Staff's decisions about a person's business (issue 17): its badge, a suspension and its end. */
export const BUSINESS_NOTICE_TYPES = [
  'business_badge_changed',
  'business_suspended',
  'business_unsuspended',
] as const;
export type TBusinessNoticeType = (typeof BUSINESS_NOTICE_TYPES)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isBusinessNoticeType(type: string): type is TBusinessNoticeType {
  return (BUSINESS_NOTICE_TYPES as readonly string[]).includes(type);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

export interface TBusinessNoticeWords {
  t: (key: string, values?: TValues) => string;
  /** Outside text inside a sentence (isolated in right-to-left languages). */
  name: (value: string) => string;
}

/**
 * Words a business notice (pure, for tests: the words come in); each leads to the owner's business
 * (its edit screen), or their list for a personal shop.
 */
export function describeBusinessNotice(
  item: TNotification & { type: TBusinessNoticeType },
  { t, name: isolate }: TBusinessNoticeWords,
): TDescribed {
  const data = item.data ?? {};
  const key = `notifications.type.${item.type}`;
  const name = isolate(text(data.name) ?? t('notifications.business_unnamed'));
  const id = text(data.business_id);
  const href =
    id && UUID.test(id) && data.kind !== 'personal' ? `/business-profiles/${id}/edit` : '/business-profiles';
  switch (item.type) {
    case 'business_badge_changed':
      return data.verified === true
        ? {
            kind: 'success',
            title: t(`${key}.verified_title`, { name }),
            detail: t(`${key}.verified_detail`),
            href,
          }
        : {
            kind: 'other',
            title: t(`${key}.removed_title`, { name }),
            detail: t(`${key}.removed_detail`),
            href,
          };
    case 'business_suspended': {
      const reason = text(data.reason);
      return {
        kind: 'rejected',
        title: t(`${key}.title`, { name }),
        detail: t(`${key}.detail`),
        reason: reason ? isolate(reason) : undefined,
        href,
      };
    }
    case 'business_unsuspended':
      return { kind: 'success', title: t(`${key}.title`, { name }), detail: t(`${key}.detail`), href };
  }
}

export function useDescribeBusiness() {
  const { t } = useTranslation();
  const inText = useInText();
  return (item: TNotification & { type: TBusinessNoticeType }) =>
    describeBusinessNotice(item, { t, name: inText.name });
}
