import type { TNotification } from '@haat/shared/notifications/schemas';
import { describe, expect, it } from 'vitest';
import { englishCatalogue, lookupKey, missingKeys } from '../../../testing/catalogue-keys.ts';
import { describeBusinessNotice, type TBusinessNoticeType } from './describe-business.ts';

/* The business notices of staff's decisions (issue 17), from the data the API writes (admin-businesses). */

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
};
const ID = '0b7c1f4e-7a59-4f3e-9d36-3f1d2b1f7a10';
const notice = (type: TBusinessNoticeType, data: Record<string, unknown>) =>
  describeBusinessNotice(
    { id: '1', type, data, read_at: null, created_at: '2026-11-27T04:00:00.000Z' } as TNotification & {
      type: TBusinessNoticeType;
    },
    words,
  );

describe('business notices', () => {
  it('names only keys that exist in English', () => {
    expect(
      missingKeys(['features/notifications/components/describe-business.ts'], ['notifications']),
    ).toEqual([]);
  });

  it('words a suspension with the reason, leading to the business', () => {
    expect(
      notice('business_suspended', { business_id: ID, name: 'Tea House', reason: 'Counterfeit goods' }),
    ).toEqual({
      kind: 'rejected',
      title: '[Tea House] was suspended',
      detail: 'Staff hid it from the directory and the marketplace. You still see it in your businesses.',
      reason: '[Counterfeit goods]',
      href: `/business-profiles/${ID}/edit`,
    });
  });

  it('words the end of a suspension and the badge both ways; odd data still reads', () => {
    expect(notice('business_unsuspended', { business_id: ID, name: 'Tea House' }).title).toBe(
      '[Tea House] is public again',
    );
    expect(
      notice('business_badge_changed', { business_id: ID, name: 'Tea House', verified: true }).title,
    ).toBe('[Tea House] is verified');
    expect(notice('business_badge_changed', { name: 'Tea House', verified: false })).toMatchObject({
      kind: 'other',
      href: '/business-profiles',
    });
    const odd = notice('business_suspended', { business_id: 'x', name: 5, kind: 'personal' });
    expect(odd).toMatchObject({
      title: '[your business] was suspended',
      reason: undefined,
      href: '/business-profiles',
    });
  });
});
