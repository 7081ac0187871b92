import type { TNotification } from '@haat/shared/notifications/schemas';
import { type TValues, useTranslation } from '../../../lib/i18n.ts';
import { useInText } from '../../wallet/components/in-text.ts';
import type { TDescribed } from './describe.ts';

/** Staff's decisions on reported content (issue 17): told to its owner, with staff's note. */
export const MODERATION_TYPES = [
  'content_hidden',
  'content_removed',
  'content_restored',
  'account_warned',
] as const;
export type TModerationType = (typeof MODERATION_TYPES)[number];

const SUBJECTS = ['post', 'comment', 'product', 'business', 'business_review', 'product_review', 'card'];

/** Where the owner finds each kind of their content. */
const OWN_LISTS: Record<string, string> = {
  post: '/social/posts?status=published',
  comment: '/social',
  product: '/marketplace/listings',
  business: '/business-profiles',
  card: '/vcard',
};

export function isModerationType(type: string): type is TModerationType {
  return (MODERATION_TYPES as readonly string[]).includes(type);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

export interface TModerationWords {
  t: (key: string, values?: TValues) => string;
  /** Outside text inside a sentence (isolated in right-to-left languages). */
  name: (value: string) => string;
}

/** Words a moderation notice (pure, for tests: the words come in). */
export function describeModeration(
  item: TNotification & { type: TModerationType },
  { t, name }: TModerationWords,
): TDescribed {
  const data = item.data ?? {};
  const type = text(data.subject_type);
  const known = type && SUBJECTS.includes(type) ? type : undefined;
  const what = t(`notifications.moderation_subject.${known ?? 'other'}`);
  const label = text(data.label);
  const subject = label ? t('notifications.moderation_named', { what, label: name(label) }) : what;
  const url = text(data.url);
  const key = `notifications.type.${item.type}`;
  const note = text(data.note);
  return {
    kind:
      item.type === 'content_restored'
        ? 'success'
        : item.type === 'account_warned'
          ? 'security_alert'
          : 'rejected',
    title: t(`${key}.title`),
    detail: t(`${key}.detail`, { subject }),
    reason: note ? name(note) : undefined,
    href:
      item.type === 'content_restored' && url?.startsWith('/') && !url.startsWith('//')
        ? url
        : known
          ? OWN_LISTS[known]
          : undefined,
  };
}

/** `describeModeration` with the screen's language. */
export function useDescribeModeration() {
  const { t } = useTranslation();
  const inText = useInText();
  return (item: TNotification & { type: TModerationType }): TDescribed =>
    describeModeration(item, { t, name: inText.name });
}
