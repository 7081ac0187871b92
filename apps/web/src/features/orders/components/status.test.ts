import { ORDER_ACTIONS, ORDER_STATUSES, ORDER_TRANSITIONS } from '@haat/shared/orders/schemas';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/orders.json';
import {
  actionKey,
  FILTER_STATUSES,
  noteNeed,
  parseDay,
  parseStatus,
  STATUS_TONES,
  sortActions,
  statusKey,
} from './status.ts';

function lookup(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en);
}

describe('order status labels', () => {
  it('names and colours every status, and filters by each', () => {
    for (const status of ORDER_STATUSES) {
      expect(typeof lookup(statusKey(status))).toBe('string');
      expect(STATUS_TONES[status]).toMatch(/dark:/);
    }
    expect([...FILTER_STATUSES].sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('names every action and asks for a reason exactly where the server needs one', () => {
    for (const action of ORDER_ACTIONS) {
      expect(typeof lookup(actionKey(action))).toBe('string');
      expect(noteNeed(action) === 'reason').toBe(!!ORDER_TRANSITIONS[action].noteRequired);
    }
    expect(noteNeed('ship')).toBe('tracking');
  });

  it('puts the way forward first', () => {
    expect(sortActions(['cancel', 'confirm'])).toEqual(['confirm', 'cancel']);
  });

  it('reads filters from the address safely', () => {
    expect(parseStatus('shipped')).toBe('shipped');
    expect(parseStatus('lost')).toBeUndefined();
    expect(parseDay('2026-11-05')).toBe('2026-11-05');
    expect(parseDay('5/11/2026')).toBeUndefined();
    expect(parseDay(null)).toBeUndefined();
  });
});
