import type { TPlatformSettings } from '@haat/shared/payments/settings';
import { describe, expect, it } from 'vitest';
import { changesOf, formFrom, percentText, phoneText, riskyChanges, takaText } from './settings-form.ts';

const SETTINGS: TPlatformSettings = {
  referral_bonus: 5_000,
  referral_min_top_up: 50_000,
  referral_hold_days: 7,
  referral_daily_cap: 5,
  second_approval_above: 1_000_000,
  transfer_password_above: 500_000,
  order_commission_bp: 525,
  order_auto_complete_days: 7,
  feature_price_per_day: 1_250,
  bkash_number: '+8801712345678',
  nagad_number: '',
  configured_numbers: { bkash: '01700-000000', nagad: null },
  registration_open: true,
  maintenance_mode: false,
  maintenance_message: '',
  updated_at: null,
  updated_by: null,
};

describe('the settings form', () => {
  it('shows poisha as taka, basis points as a percentage and numbers as written in Bangladesh', () => {
    expect(takaText(5_000)).toBe('50');
    expect(takaText(1_250)).toBe('12.50');
    expect(takaText(1_205)).toBe('12.05');
    expect(percentText(500)).toBe('5');
    expect(percentText(525)).toBe('5.25');
    expect(percentText(250)).toBe('2.5');
    expect(percentText(5)).toBe('0.05');
    expect(phoneText('+8801712345678')).toBe('01712-345678');
    expect(phoneText('')).toBe('');
    const form = formFrom(SETTINGS);
    expect(form).toMatchObject({
      referral_bonus: '50',
      order_commission_bp: '5.25',
      feature_price_per_day: '12.50',
      bkash_number: '01712-345678',
      registration_open: true,
    });
  });

  it('sends only what changed, converted exactly (no floating-point poisha)', () => {
    const initial = formFrom(SETTINGS);
    expect(changesOf(initial, initial)).toEqual({ body: {}, problems: {}, count: 0 });
    const changed = changesOf(
      {
        ...initial,
        referral_bonus: '৳ 1,234.56',
        feature_price_per_day: '0.29',
        order_commission_bp: '7.5 %',
        referral_hold_days: '১০',
        nagad_number: ' 01812-345678 ',
        maintenance_mode: true,
        maintenance_message: 'Back soon',
        bkash_number: '01712-345678 ',
      },
      initial,
    );
    expect(changed.problems).toEqual({});
    expect(changed.body).toEqual({
      referral_bonus: 123_456,
      feature_price_per_day: 29,
      order_commission_bp: 750,
      referral_hold_days: 10,
      nagad_number: '01812-345678',
      maintenance_mode: true,
      maintenance_message: 'Back soon',
    });
    expect(changed.count).toBe(7);
  });

  it('clears a number with an empty field, and says which fields cannot be read', () => {
    const initial = formFrom(SETTINGS);
    const { body, problems } = changesOf(
      {
        ...initial,
        bkash_number: '',
        referral_bonus: '12.345',
        order_commission_bp: 'five',
        referral_daily_cap: '2.5',
      },
      initial,
    );
    expect(body).toEqual({ bkash_number: '' });
    expect(problems).toEqual({
      referral_bonus: 'admin_settings.errors.taka',
      order_commission_bp: 'admin_settings.errors.percent',
      referral_daily_cap: 'admin_settings.errors.whole',
    });
  });

  it('asks first before maintenance goes on or registration closes, not when they go back', () => {
    expect(riskyChanges({ maintenance_mode: true }, SETTINGS)).toEqual({
      maintenanceOn: true,
      registrationOff: false,
    });
    expect(riskyChanges({ registration_open: false }, SETTINGS)).toEqual({
      maintenanceOn: false,
      registrationOff: true,
    });
    expect(
      riskyChanges(
        { maintenance_mode: false, registration_open: true },
        { ...SETTINGS, maintenance_mode: true, registration_open: false },
      ),
    ).toEqual({ maintenanceOn: false, registrationOff: false });
  });
});
