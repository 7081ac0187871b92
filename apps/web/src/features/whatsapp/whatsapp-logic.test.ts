import type { TWhatsappStatusView, TWhatsappVerification } from '@haat/shared/trust/whatsapp-schemas';
import { describe, expect, it } from 'vitest';
import { whatsappE164 } from './phone-input.ts';
import { canStart, clock, closedToExplain, secondsUntil, stepOf, whatsappLink } from './whatsapp-logic.ts';

const NOW = Date.parse('2026-12-01T10:00:00Z');

function verification(changes: Partial<TWhatsappVerification> = {}): TWhatsappVerification {
  return {
    id: '7d1f0b7e-1c2a-4c5e-9f0a-2b3c4d5e6f70',
    phone: '+8801712345678',
    method: 'code',
    status: 'pending',
    reference: null,
    expires_at: '2026-12-01T10:10:00Z',
    resend_available_at: '2026-12-01T10:01:00Z',
    attempts_left: 5,
    delivery_failed: false,
    reason: null,
    created_at: '2026-12-01T10:00:00Z',
    decided_at: null,
    ...changes,
  };
}

function status(changes: Partial<TWhatsappStatusView> = {}): TWhatsappStatusView {
  return {
    number: null,
    verified_at: null,
    pending: null,
    last_closed: null,
    code_available: true,
    platform_number: '+8801700000000',
    platform_number_demo: false,
    ...changes,
  };
}

describe('stepOf', () => {
  it('shows the way under way first, then the verified number, else the start', () => {
    expect(stepOf(status())).toBe('start');
    expect(stepOf(status({ number: '+8801712345678', verified_at: '2026-11-01T00:00:00Z' }))).toBe(
      'verified',
    );
    expect(stepOf(status({ pending: verification() }))).toBe('code');
    expect(
      stepOf(
        status({ number: '+8801712345678', pending: verification({ method: 'manual', reference: 'HT-1' }) }),
      ),
    ).toBe('manual');
  });
});

describe('closedToExplain', () => {
  const rejected = verification({
    method: 'manual',
    status: 'rejected',
    reason: 'No message came',
    decided_at: '2026-11-20T00:00:00Z',
  });

  it('explains a rejected or expired verification when nothing is under way', () => {
    expect(closedToExplain(status({ last_closed: rejected }))).toBe(rejected);
    const expired = verification({ status: 'expired' });
    expect(closedToExplain(status({ last_closed: expired }))).toBe(expired);
  });

  it('says nothing while another is under way, for a cancelled one, or one older than the verified number', () => {
    expect(closedToExplain(status({ last_closed: rejected, pending: verification() }))).toBeNull();
    expect(closedToExplain(status({ last_closed: verification({ status: 'cancelled' }) }))).toBeNull();
    const verified = { number: '+8801712345678', verified_at: '2026-11-25T00:00:00Z' };
    expect(closedToExplain(status({ ...verified, last_closed: rejected }))).toBeNull();
    expect(
      closedToExplain(status({ ...verified, verified_at: '2026-11-10T00:00:00Z', last_closed: rejected })),
    ).toBe(rejected);
  });
});

describe('canStart', () => {
  it('needs a connector or a platform number', () => {
    expect(canStart(status())).toBe(true);
    expect(canStart(status({ code_available: false }))).toBe(true);
    expect(canStart(status({ platform_number: null }))).toBe(true);
    expect(canStart(status({ code_available: false, platform_number: null }))).toBe(false);
  });
});

describe('whatsappLink', () => {
  it('opens a chat with the platform number and the reference typed in', () => {
    expect(whatsappLink('+880 1700-000000', 'HT 4K7Q')).toBe('https://wa.me/8801700000000?text=HT%204K7Q');
    expect(whatsappLink('+8801700000000')).toBe('https://wa.me/8801700000000');
  });
});

describe('countdowns', () => {
  it('counts whole seconds up to a moment, never below zero', () => {
    expect(secondsUntil('2026-12-01T10:01:00Z', NOW)).toBe(60);
    expect(secondsUntil('2026-12-01T10:00:00.200Z', NOW)).toBe(1);
    expect(secondsUntil('2026-12-01T09:59:00Z', NOW)).toBe(0);
    expect(secondsUntil(null, NOW)).toBe(0);
    expect(secondsUntil('not a date', NOW)).toBe(0);
  });

  it('writes minutes and two-digit seconds, in the language’s digits', () => {
    expect(clock(65)).toBe('1:05');
    expect(clock(42)).toBe('0:42');
    expect(clock(0)).toBe('0:00');
    const bengali = (value: number) => String(value).replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)] as string);
    expect(clock(9, bengali)).toBe('০:০৯');
  });
});

describe('whatsappE164', () => {
  it('reads Bangladeshi numbers as people write them', () => {
    for (const typed of [
      '01712345678',
      '01712-345678',
      '1712345678',
      '+880 1712-345678',
      '8801712345678',
      '০১৭১২৩৪৫৬৭৮',
    ])
      expect(whatsappE164(typed, 'BD')).toBe('+8801712345678');
  });

  it('reads national numbers of the chosen country and international ones of any', () => {
    expect(whatsappE164('050 123 4567', 'AE')).toBe('+971501234567');
    expect(whatsappE164('+971 50 123 4567', 'BD')).toBe('+971501234567');
  });

  it('refuses what is not a mobile number', () => {
    expect(whatsappE164('', 'BD')).toBeUndefined();
    expect(whatsappE164('12345', 'BD')).toBeUndefined();
    expect(whatsappE164('call me', 'BD')).toBeUndefined();
  });
});
