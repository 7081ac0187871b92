import type { FastifyReply, FastifyRequest } from 'fastify';
import { hmac, safeEqual, sha256 } from '../../lib/secrets.ts';

/*
 * A browser that has signed in to an account before carries a signed, HTTP-only cookie naming that
 * account (decision 022). Its sign-in attempts are throttled on their own, so strangers guessing
 * the password elsewhere cannot keep the owner out. Nothing is stored on the server: the cookie is
 * `<userId>.<issued, base 36>.<HMAC>` entries joined by `~`, at most five accounts per browser.
 */
export const DEVICE_COOKIE = 'haat_device';
const MAX_ACCOUNTS = 5;
const MAX_AGE_DAYS = 180;

function sign(appKey: string, userId: string, issued: string): string {
  return hmac(appKey, `known-device|${userId}|${issued}`).slice(0, 32);
}

interface TEntry {
  userId: string;
  issued: string;
  signature: string;
}

function readEntries(request: FastifyRequest, appKey: string): TEntry[] {
  const raw = request.cookies?.[DEVICE_COOKIE];
  if (!raw || raw.length > 1000) return [];
  const oldest = Date.now() - MAX_AGE_DAYS * 86_400_000;
  return raw
    .split('~')
    .slice(0, MAX_ACCOUNTS)
    .map((part) => part.split('.'))
    .filter((parts): parts is [string, string, string] => parts.length === 3)
    .map(([userId, issued, signature]) => ({ userId, issued, signature }))
    .filter(
      (entry) =>
        /^[0-9a-f-]{36}$/.test(entry.userId) &&
        /^[0-9a-z]{1,12}$/.test(entry.issued) &&
        Number.parseInt(entry.issued, 36) > oldest &&
        safeEqual(entry.signature, sign(appKey, entry.userId, entry.issued)),
    );
}

/** A short stable name of this browser for `userId` when its cookie vouches for it, else undefined. */
export function knownDeviceOf(request: FastifyRequest, appKey: string, userId: string): string | undefined {
  const entry = readEntries(request, appKey).find((e) => e.userId === userId);
  return entry ? sha256(entry.signature).slice(0, 16) : undefined;
}

/** Remembers this browser for `userId` (after a successful sign-in), keeping the other accounts it knows. */
export function rememberDevice(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { appKey: string },
  userId: string,
): void {
  const issued = Date.now().toString(36);
  const others = readEntries(request, options.appKey).filter((e) => e.userId !== userId);
  const entries = [{ userId, issued, signature: sign(options.appKey, userId, issued) }, ...others].slice(
    0,
    MAX_ACCOUNTS,
  );
  reply.setCookie(DEVICE_COOKIE, entries.map((e) => `${e.userId}.${e.issued}.${e.signature}`).join('~'), {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'lax',
    // Secure on an https site; a laptop on plain http (any host name) must still get the cookie back.
    secure: request.siteUrl().startsWith('https:'),
    maxAge: MAX_AGE_DAYS * 86_400,
  });
}
