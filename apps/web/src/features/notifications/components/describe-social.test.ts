import type { TNotification } from '@haat/shared/notifications/schemas';
import { REPORT_REASONS } from '@haat/shared/social/constants';
import { describe, expect, it } from 'vitest';
import { englishCatalogue, hasKey, lookupKey, missingKeys } from '../../../testing/catalogue-keys.ts';
import { describeSocial, POST_FAILURE_REASONS, SOCIAL_TYPES, type TSocialType } from './describe-social.ts';

/*
 * The social notifications (issue 16) in English, from the data the API writes with them
 * (modules/social/**: publish-post, follow-subject, like-post, comment-post, report-content).
 */

const catalogue = englishCatalogue();
const words = {
  t: (key: string, values: Record<string, unknown> = {}) => {
    const template = lookupKey(catalogue, key);
    if (typeof template !== 'string') return `missing:${key}`;
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
      values[name] === undefined ? match : String(values[name]),
    );
  },
  name: (value: string) => `[${value}]`,
  list: (items: string[]) => items.join(' and '),
};

const PERSON = '0b7c1f4e-7a59-4f3e-9d36-3f1d2b1f7a10';
const notice = (type: TSocialType, data: Record<string, unknown>) =>
  describeSocial(
    { id: '1', type, data, read_at: null, created_at: '2026-11-27T04:00:00.000Z' } as TNotification & {
      type: TSocialType;
    },
    words,
  );

describe('social notifications', () => {
  it('names only keys that exist in English', () => {
    expect(missingKeys(['features/notifications/components/describe-social.ts'], ['notifications'])).toEqual(
      [],
    );
    const keys = [
      ...SOCIAL_TYPES.map((type) => `notifications.type.${type}.title`),
      ...POST_FAILURE_REASONS.map((reason) => `notifications.post_failure.${reason}`),
      ...REPORT_REASONS.map((reason) => `notifications.report_reason.${reason}`),
      ...['feed', 'facebook', 'linkedin'].map((platform) => `notifications.social_platform.${platform}`),
    ];
    expect(keys.filter((key) => !hasKey(catalogue, key))).toEqual([]);
  });

  it('a failed post: the pages it missed, the reason in words, and the failed list', () => {
    expect(
      notice('post_failed', {
        post_id: PERSON,
        reason: 'social.posts.connection_expired',
        partial: true,
        targets: [
          { platform: 'facebook', name: 'Rina’s Shop' },
          { platform: 'linkedin', name: null },
        ],
      }),
    ).toEqual({
      kind: 'rejected',
      title: 'Your post was not published everywhere',
      detail:
        'Not published to [Rina’s Shop] (Facebook) and LinkedIn. You can retry it from your failed posts.',
      reason: 'the connection to the page expired; connect it again',
      href: '/social/posts?status=failed',
    });
    const whole = notice('post_failed', { reason: 'social.page_disconnected', partial: false, targets: 'x' });
    expect(whole.title).toBe('Your post could not be published');
    expect(whole.detail).toBe('You can retry it from your failed posts.');
    expect(whole.reason).toBe('the page was disconnected before the post went out');
    expect(notice('post_failed', { reason: 'something.unknown' }).reason).toBeUndefined();
  });

  it('a new follower of the person or of one of their businesses leads to the follower’s page', () => {
    expect(notice('new_follower', { follower_id: PERSON, follower_name: 'Omar' })).toEqual({
      kind: 'other',
      title: '[Omar] started following you',
      detail: 'See their profile and posts.',
      href: `/social/people/${PERSON}`,
    });
    const business = notice('new_follower', {
      follower_id: 'not-an-id',
      follower_name: 'Omar',
      business_id: PERSON,
      business_name: 'Mango Hut',
    });
    expect(business.title).toBe('[Omar] started following [Mango Hut]');
    expect(business.href).toBe('/social');
  });

  it('likes and comments lead to the feed; a missing name reads “Someone”', () => {
    expect(notice('post_liked', { post_id: PERSON, liker_name: 'Nusrat' })).toEqual({
      kind: 'other',
      title: '[Nusrat] liked your post',
      href: '/social',
    });
    expect(notice('post_commented', { commenter_name: 'Rahim', reply: false }).title).toBe(
      '[Rahim] commented on your post',
    );
    expect(notice('post_commented', { commenter_name: 'Rahim', reply: true }).title).toBe(
      '[Rahim] replied to a comment on your post',
    );
    expect(notice('post_liked', {}).title).toBe('[Someone] liked your post');
  });

  it('a report tells staff what was reported and why, and leads to the admin area', () => {
    expect(
      notice('staff_content_reported', { report_id: PERSON, subject_type: 'comment', reason: 'abuse' }),
    ).toEqual({
      kind: 'staff',
      title: 'A comment was reported',
      detail: 'Review it and decide whether it stays.',
      reason: 'abuse or harassment',
      href: '/admin/content',
    });
    const post = notice('staff_content_reported', { subject_type: 'post', reason: 'made-up' });
    expect(post.title).toBe('A post was reported');
    expect(post.reason).toBeUndefined();
  });
});
