import type { FastifyRequest } from 'fastify';
import type { TLimit } from '../../plugins/rate-limit.ts';

/**
 * Who is writing: the email (lower-cased) or the phone number (its last ten digits, so 01712345678
 * and +8801712345678 are one sender) typed into the form; undefined when neither was given.
 */
export function contactSender(request: FastifyRequest): string | undefined {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
  if (email) return `e:${email.slice(0, 254)}`;
  const digits = typeof body.phone === 'string' ? body.phone.replace(/\D/g, '') : '';
  return digits ? `p:${digits.slice(-10)}` : undefined;
}

const slugOf = (request: FastifyRequest) => (request.params as { slug?: string }).slug ?? '';

/**
 * Contact-form limits count senders, never a card as a whole, so nobody can close a card's form to
 * other visitors (decision 037):
 * - per address, generous because many mobile users share one carrier-grade NAT address;
 * - per sender (the email or phone given), the limit a real person meets;
 * - per address and card, which keeps one address from flooding one owner's inbox.
 */
export const CONTACT_FORM_LIMITS: TLimit[] = [
  { name: 'card-form-ip', max: 30, windowSeconds: 600 },
  { name: 'card-form-sender', max: 5, windowSeconds: 600, key: contactSender },
  {
    name: 'card-form-ip-card',
    max: 20,
    windowSeconds: 3600,
    key: (request) => `${request.ip}:${slugOf(request)}`,
  },
];
