import type { TWhatsappStatusView, TWhatsappVerification } from '@haat/shared/trust/whatsapp-schemas';

/*
 * What the WhatsApp section decides without React: which step to show, the link that opens WhatsApp
 * with the reference typed in, and how long until a new code may be asked for. No zod or phone
 * metadata here (the profile screen's chunk stays small); `phone-input.ts` reads numbers.
 */

/** What the section shows for a status. */
export type TWhatsappStep = 'verified' | 'code' | 'manual' | 'start';

export function stepOf(status: TWhatsappStatusView): TWhatsappStep {
  if (status.pending?.status === 'pending') return status.pending.method;
  return status.number ? 'verified' : 'start';
}

/**
 * The last verification that ended without success, when it is worth explaining: nothing is under
 * way, and it ended after the number now verified (if any) was verified.
 */
export function closedToExplain(status: TWhatsappStatusView): TWhatsappVerification | null {
  const closed = status.last_closed;
  if (!closed || status.pending || closed.status === 'cancelled' || closed.status === 'verified') return null;
  if (!status.verified_at) return closed;
  const ended = Date.parse(closed.decided_at ?? closed.created_at);
  return ended > Date.parse(status.verified_at) ? closed : null;
}

/** Whether a verification can be started at all (a connector sends codes, or a platform number exists). */
export function canStart(status: TWhatsappStatusView): boolean {
  return status.code_available || !!status.platform_number;
}

/**
 * `https://wa.me/<digits>?text=<reference>`: opens WhatsApp (the app on a phone, the web version on
 * a computer) with a chat to the platform's number and the reference already typed.
 */
export function whatsappLink(platformNumber: string, reference?: string | null): string {
  const digits = platformNumber.replace(/\D/g, '');
  return reference
    ? `https://wa.me/${digits}?text=${encodeURIComponent(reference)}`
    : `https://wa.me/${digits}`;
}

/** Whole seconds from `now` until `at` (rounded up), 0 when `at` is past or unknown. */
export function secondsUntil(at: string | null | undefined, now: number): number {
  if (!at) return 0;
  const time = Date.parse(at);
  if (Number.isNaN(time)) return 0;
  return Math.max(0, Math.ceil((time - now) / 1000));
}

/** A countdown as minutes and two-digit seconds (`1:05`, `0:42`), with `digit` writing each number. */
export function clock(seconds: number, digit: (value: number) => string = String): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${digit(minutes)}:${rest < 10 ? digit(0) : ''}${digit(rest)}`;
}
