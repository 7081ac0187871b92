import type { TKycFileLink } from '@haat/shared';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { hmac, safeEqual } from '../../lib/secrets.ts';

/** How long a signed address of an identity image works (decision 067). */
export const KYC_LINK_SECONDS = 300;

export const ZKycLinkQuerySchema = z.object({
  reader: z.uuid({ error: 'validation.invalid' }),
  expires: z.coerce.number().int().positive(),
  signature: z.string().min(1).max(100),
});
export type TKycLinkQuery = z.infer<typeof ZKycLinkQuerySchema>;

const sign = (appKey: string, fileId: string, readerId: string, expires: number) =>
  hmac(appKey, `kyc-file-link|${fileId}|${readerId}|${expires}`);

/**
 * A signed address of `fileId` for `readerId` until `now + 5 minutes`: an HMAC with APP_KEY over the
 * file, the reader and the expiry, so any instance with the same APP_KEY accepts it and no cookie
 * or token is needed (an `<img>` loads it). Made only after the reader's right was checked.
 */
export function signKycFileLink(
  appKey: string,
  fileId: string,
  readerId: string,
  now = Date.now(),
): TKycFileLink {
  const expires = Math.floor(now / 1000) + KYC_LINK_SECONDS;
  const query = new URLSearchParams({
    reader: readerId,
    expires: String(expires),
    signature: sign(appKey, fileId, readerId, expires),
  });
  return {
    url: `/api/kyc/files/${fileId}/view?${query}`,
    expires_at: new Date(expires * 1000).toISOString(),
  };
}

/**
 * Checks a signed address: a signature that does not match (a changed file, reader or expiry, or
 * another APP_KEY) is 403 "not valid", a matching one past its expiry 403 "expired". Compared in
 * constant time.
 */
export function checkKycFileLink(
  appKey: string,
  fileId: string,
  query: TKycLinkQuery,
  now = Date.now(),
): void {
  if (!safeEqual(query.signature, sign(appKey, fileId, query.reader, query.expires)))
    throw new AppError('FORBIDDEN', 'api.kyc_link_invalid');
  if (query.expires * 1000 <= now) throw new AppError('FORBIDDEN', 'api.kyc_link_expired');
}
