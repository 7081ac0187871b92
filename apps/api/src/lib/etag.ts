import { createHash } from 'node:crypto';

/** A weak ETag of a body: same bytes, same tag; SHA-1 of a 10–20 KB answer takes about 10 µs. */
export function weakEtag(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** True when an If-None-Match header names this ETag or `*`, by weak comparison (RFC 9110 13.1.2). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((part) => {
    const tag = part.trim().replace(/^W\//, '');
    return tag === '*' || tag === bare;
  });
}
