import type { FastifyReply, FastifyRequest } from 'fastify';
import { hmac, safeEqual } from '../../lib/secrets.ts';

/*
 * "Remember this browser for 30 days" after a two-factor sign-in (decision 061): a signed, HTTP-only
 * cookie `<userId>.<expires, base 36>.<HMAC>` per account, at most five, joined by `~`. The signature
 * covers when two-factor was turned on, so turning it off and on again (a new key) forgets every
 * remembered browser. Nothing is stored on the server.
 */
export const REMEMBER_COOKIE = 'haat_2fa';
const DAYS = 30;
const MAX_ACCOUNTS = 5;

function sign(appKey: string, userId: string, expires: string, enabledAt: Date): string {
  return hmac(appKey, `two-factor-remember|${userId}|${expires}|${enabledAt.getTime()}`).slice(0, 32);
}

function entries(request: FastifyRequest): { userId: string; expires: string; signature: string }[] {
  const raw = request.cookies?.[REMEMBER_COOKIE];
  if (!raw || raw.length > 1000) return [];
  return raw
    .split('~')
    .slice(0, MAX_ACCOUNTS)
    .map((part) => part.split('.'))
    .filter((parts): parts is [string, string, string] => parts.length === 3)
    .map(([userId, expires, signature]) => ({ userId, expires, signature }))
    .filter((e) => /^[0-9a-f-]{36}$/.test(e.userId) && /^[0-9a-z]{1,12}$/.test(e.expires));
}

/** True when this browser was remembered for the user's current two-factor and the 30 days have not passed. */
export function isRememberedBrowser(
  request: FastifyRequest,
  appKey: string,
  userId: string,
  enabledAt: Date,
): boolean {
  const entry = entries(request).find((e) => e.userId === userId);
  if (!entry || Number.parseInt(entry.expires, 36) <= Date.now()) return false;
  return safeEqual(entry.signature, sign(appKey, userId, entry.expires, enabledAt));
}

/** Remembers this browser for the user for 30 days, keeping the other accounts it remembers. */
export function rememberBrowser(
  request: FastifyRequest,
  reply: FastifyReply,
  appKey: string,
  userId: string,
  enabledAt: Date,
): void {
  const expires = (Date.now() + DAYS * 86_400_000).toString(36);
  const others = entries(request).filter((e) => e.userId !== userId);
  const all = [{ userId, expires, signature: sign(appKey, userId, expires, enabledAt) }, ...others].slice(
    0,
    MAX_ACCOUNTS,
  );
  reply.setCookie(REMEMBER_COOKIE, all.map((e) => `${e.userId}.${e.expires}.${e.signature}`).join('~'), {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.siteUrl().startsWith('https:'),
    maxAge: DAYS * 86_400,
  });
}
