import { ConnectorError } from './connector-types.ts';

/*
 * What both connectors share: a request with a time limit whose network failures become
 * `unavailable`, the answer read as JSON when it is JSON, and the `Retry-After` header as seconds.
 * Nothing here logs: a request's URL or body may carry a token.
 */

export interface TAnswer {
  status: number;
  headers: Headers;
  /** The JSON object answered, or undefined (empty, not JSON, or not an object). */
  json: Record<string, unknown> | undefined;
}

/** Longest wait a platform may ask of us that we pass on (a day); longer waits are cut to it. */
const MAX_RETRY_AFTER = 86_400;

/** A fetch that never throws anything but `ConnectorError('unavailable')` for the network. */
export async function request(
  url: string,
  init: RequestInit,
  timeoutMs: number,
  platform: string,
): Promise<TAnswer> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const name = (error as Error).name;
    const words =
      name === 'TimeoutError' || name === 'AbortError'
        ? `${platform}: no answer within ${Math.round(timeoutMs / 1000)} s`
        : `${platform}: could not be reached`;
    throw new ConnectorError('unavailable', words);
  }
  let json: Record<string, unknown> | undefined;
  try {
    const text = await response.text();
    const value = text ? (JSON.parse(text) as unknown) : undefined;
    json =
      value && typeof value === 'object' && !Array.isArray(value)
        ? (value as Record<string, unknown>)
        : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, json };
}

/** `Retry-After` as seconds (a number of seconds or an HTTP date), or undefined. */
export function retryAfterSeconds(headers: Headers, now = Date.now()): number | undefined {
  const value = headers.get('retry-after')?.trim();
  if (!value) return undefined;
  const seconds = /^\d+$/.test(value) ? Number(value) : Math.ceil((Date.parse(value) - now) / 1000);
  if (!Number.isFinite(seconds) || seconds < 0) return undefined;
  return Math.min(seconds, MAX_RETRY_AFTER);
}

/** A platform's words for a refusal, one line of at most 300 characters. */
export function words(value: unknown, fallback: string): string {
  const text = typeof value === 'string' && value.trim() ? value.trim() : fallback;
  return text.replace(/\s+/g, ' ').slice(0, 300);
}

/** The bytes behind a media URL (LinkedIn uploads them itself), at most `maxBytes`. */
export async function download(
  url: string,
  maxBytes: number,
  timeoutMs: number,
): Promise<{ bytes: Buffer; type: string }> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    throw new ConnectorError('unavailable', `media could not be read: ${url}`);
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    const failure = response.status >= 500 ? 'unavailable' : 'rejected';
    throw new ConnectorError(failure, `media could not be read (HTTP ${response.status}): ${url}`);
  }
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body.cancel();
    throw new ConnectorError('rejected', `media is larger than ${maxBytes} bytes: ${url}`);
  }
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      total += chunk.byteLength;
      if (total > maxBytes)
        throw new ConnectorError('rejected', `media is larger than ${maxBytes} bytes: ${url}`);
      chunks.push(Buffer.from(chunk));
    }
  } catch (error) {
    if (error instanceof ConnectorError) throw error;
    throw new ConnectorError('unavailable', `media could not be read: ${url}`);
  }
  return {
    bytes: Buffer.concat(chunks),
    type: response.headers.get('content-type') ?? 'application/octet-stream',
  };
}
