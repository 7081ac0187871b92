import type { TNotification } from '@haat/shared/notifications/schemas';
import { REPORT_REASONS } from '@haat/shared/social/constants';
import { type TValues, useTranslation } from '../../../lib/i18n.ts';
import { languageInfo, type TLanguageCode } from '../../../lib/languages.ts';
import { useInText } from '../../wallet/components/in-text.ts';
import type { TDescribed } from './describe.ts';

/** Social (issue 16): the author's failed post, followers, likes and comments, and staff's reports. */
export const SOCIAL_TYPES = [
  'post_failed',
  'new_follower',
  'post_liked',
  'post_commented',
  'staff_content_reported',
] as const;
export type TSocialType = (typeof SOCIAL_TYPES)[number];

/** Why a post could not go out, as the publisher stores it (a message key of @haat/shared). */
export const POST_FAILURE_REASONS = [
  'publish_failed',
  'connection_missing',
  'connection_expired',
  'connector_off',
  'platform_busy',
  'publish_interrupted',
  'page_disconnected',
] as const;

const PLATFORMS = ['feed', 'facebook', 'linkedin'];
/** Reported content other than posts and comments (issue 17), named by its kind. */
const REPORTED_OTHER = ['product', 'business', 'business_review', 'product_review', 'card'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isSocialType(type: string): type is TSocialType {
  return (SOCIAL_TYPES as readonly string[]).includes(type);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** `social.posts.platform_busy` or `social.page_disconnected` → `platform_busy`, `page_disconnected`. */
function failureReason(value: unknown): string | undefined {
  const key = text(value)?.replace(/^social\.(posts\.)?/, '');
  return key && (POST_FAILURE_REASONS as readonly string[]).includes(key) ? key : undefined;
}

/** The pages a post did not reach (`[{ platform, name }]`), each as "name (platform)". */
function failedTargets(value: unknown): { platform: string; name?: string }[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const platform = text((item as { platform?: unknown })?.platform);
    return platform && PLATFORMS.includes(platform)
      ? [{ platform, name: text((item as { name?: unknown })?.name) }]
      : [];
  });
}

export interface TSocialWords {
  t: (key: string, values?: TValues) => string;
  /** A name or other outside text inside a sentence (isolated in right-to-left languages). */
  name: (value: string) => string;
  /** "a, b and c" in the language. */
  list: (items: string[]) => string;
}

/** Words a social notification (pure, for tests: the words come in). */
export function describeSocial(item: TNotification & { type: TSocialType }, words: TSocialWords): TDescribed {
  const { t, name, list } = words;
  const data = item.data ?? {};
  const key = `notifications.type.${item.type}`;
  const who = (value: unknown) => name(text(value) ?? t('notifications.someone'));
  switch (item.type) {
    case 'post_failed': {
      const targets = failedTargets(data.targets).map((target) =>
        target.name
          ? t('notifications.social_target', {
              name: name(target.name),
              platform: t(`notifications.social_platform.${target.platform}`),
            })
          : t(`notifications.social_platform.${target.platform}`),
      );
      const reason = failureReason(data.reason);
      return {
        kind: 'rejected',
        title: data.partial === true ? t(`${key}.title_partial`) : t(`${key}.title`),
        detail: targets.length ? t(`${key}.detail`, { pages: list(targets) }) : t(`${key}.detail_unknown`),
        reason: reason ? t(`notifications.post_failure.${reason}`) : undefined,
        href: '/social/posts?status=failed',
      };
    }
    case 'new_follower': {
      const business = text(data.business_name);
      const follower = text(data.follower_id);
      return {
        kind: 'other',
        title: business
          ? t(`${key}.title_business`, { name: who(data.follower_name), business: name(business) })
          : t(`${key}.title`, { name: who(data.follower_name) }),
        detail: t(`${key}.detail`),
        href: follower && UUID.test(follower) ? `/social/people/${follower}` : '/social',
      };
    }
    case 'post_liked':
      return {
        kind: 'other',
        title: t(`${key}.title`, { name: who(data.liker_name) }),
        href: '/social',
      };
    case 'post_commented':
      return {
        kind: 'other',
        title: t(data.reply === true ? `${key}.title_reply` : `${key}.title`, {
          name: who(data.commenter_name),
        }),
        href: '/social',
      };
    case 'staff_content_reported': {
      const reason = text(data.reason);
      return {
        kind: 'staff',
        title:
          data.subject_type === 'comment'
            ? t(`${key}.title_comment`)
            : typeof data.subject_type === 'string' && REPORTED_OTHER.includes(data.subject_type)
              ? t(`${key}.title_subject`, {
                  what: t(`notifications.moderation_subject.${data.subject_type}`),
                })
              : t(`${key}.title`),
        detail: t(`${key}.detail`),
        reason:
          reason && (REPORT_REASONS as readonly string[]).includes(reason)
            ? t(`notifications.report_reason.${reason}`)
            : undefined,
        href: '/admin/content',
      };
    }
  }
}

function listFormat(language: TLanguageCode, items: string[]): string {
  try {
    return new Intl.ListFormat(languageInfo(language).tag, { type: 'conjunction' }).format(items);
  } catch {
    return items.join(', ');
  }
}

/** `describeSocial` with the screen's language. */
export function useDescribeSocial() {
  const { t, language } = useTranslation();
  const inText = useInText();
  const words: TSocialWords = { t, name: inText.name, list: (items) => listFormat(language, items) };
  return (item: TNotification & { type: TSocialType }): TDescribed => describeSocial(item, words);
}
