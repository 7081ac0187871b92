import { describe, expect, it } from 'vitest';
import { actionGroups, actionLabel, diffFields, valueShape } from './audit-logic.ts';

const t = (key: string, values?: { defaultValue?: string } & Record<string, string | number>) =>
  key === 'admin_audit.actions.users.suspend'
    ? 'Suspended a person'
    : key === 'admin_audit.filters.whole_area'
      ? `All: ${values?.area}`
      : (values?.defaultValue ?? key);

describe('actionLabel', () => {
  it('translates known actions and shows unknown ones by their raw name', () => {
    expect(actionLabel(t, 'users.suspend')).toBe('Suspended a person');
    expect(actionLabel(t, 'robots.dance')).toBe('robots.dance');
  });

  it('offers each area as a whole and each of its actions', () => {
    const users = actionGroups(t).find((group) => group.label === 'users');
    expect(users?.options.slice(0, 2)).toEqual([
      { value: 'users.', label: 'All: admin_audit.areas.users' },
      { value: 'users.suspend', label: 'Suspended a person' },
    ]);
  });
});

describe('diffFields', () => {
  it('lists every field of both sides, marking what changed and what is only on one side', () => {
    expect(
      diffFields({
        before: { status: 'pending', note: 'x' },
        after: { status: 'succeeded', credited: 50_000, note: 'x' },
      }),
    ).toEqual([
      {
        field: 'status',
        before: 'pending',
        after: 'succeeded',
        changed: true,
        onlyBefore: false,
        onlyAfter: false,
      },
      { field: 'note', before: 'x', after: 'x', changed: false, onlyBefore: false, onlyAfter: false },
      {
        field: 'credited',
        before: undefined,
        after: 50_000,
        changed: true,
        onlyBefore: false,
        onlyAfter: true,
      },
    ]);
  });

  it('handles a missing side and compares nested values', () => {
    expect(diffFields({ before: null, after: null })).toEqual([]);
    expect(diffFields({ before: { tags: ['a'] }, after: { tags: ['a'] } })[0]?.changed).toBe(false);
    expect(diffFields({ before: { gone: 1 }, after: null })[0]).toMatchObject({
      onlyBefore: true,
      changed: true,
    });
  });
});

describe('valueShape', () => {
  it('recognises money, times, yes/no, words and other text', () => {
    expect(valueShape('credited', 50_000)).toEqual({ kind: 'money', value: 50_000 });
    expect(valueShape('referral_bonus_poisha', 5_000)).toEqual({ kind: 'money', value: 5_000 });
    expect(valueShape('sends', 2)).toEqual({ kind: 'number', value: 2 });
    expect(valueShape('featured_until', '2026-01-02T10:00:00.000Z').kind).toBe('time');
    expect(valueShape('verified', true)).toEqual({ kind: 'boolean', value: true });
    expect(valueShape('status', 'pending')).toEqual({ kind: 'word', value: 'pending' });
    expect(valueShape('name', 'Rahim Uddin')).toEqual({ kind: 'text', value: 'Rahim Uddin' });
    expect(valueShape('rejections', [{ part: 'selfie' }])).toEqual({
      kind: 'text',
      value: '[{"part":"selfie"}]',
    });
    expect(valueShape('x', null)).toEqual({ kind: 'empty' });
  });
});
