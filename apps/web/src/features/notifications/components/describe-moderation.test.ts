import { describe, expect, it } from 'vitest';
import { describeModeration, type TModerationType } from './describe-moderation.ts';

/* The owner's notices of staff's decisions (issue 17), with a stand-in translator. */

const words = {
  t: (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key),
  name: (value: string) => `[${value}]`,
};

function notice(type: TModerationType, data: Record<string, unknown>) {
  return describeModeration(
    { id: 'n1', type, data, read_at: null, created_at: '2026-11-27T08:00:00Z' } as never,
    words,
  );
}

describe('moderation notices', () => {
  it('name what was decided and why, and lead to the owner’s own list', () => {
    const hidden = notice('content_hidden', {
      subject_type: 'product',
      label: 'Fake bag',
      note: 'Counterfeit',
    });
    expect(hidden).toMatchObject({ kind: 'rejected', title: 'notifications.type.content_hidden.title' });
    expect(hidden.detail).toContain('Fake bag');
    expect(hidden.reason).toBe('[Counterfeit]');
    expect(hidden.href).toBe('/marketplace/listings');
  });

  it('lead a restored item back to where it is shown, and never off the site', () => {
    expect(notice('content_restored', { subject_type: 'card', url: '/c/nusrat' }).href).toBe('/c/nusrat');
    expect(notice('content_restored', { subject_type: 'card', url: '//evil.example' }).href).toBe('/vcard');
    expect(notice('account_warned', { subject_type: 'planet' })).toMatchObject({
      kind: 'security_alert',
      href: undefined,
    });
  });
});
