import { ApiError, apiUrl, baseHeaders, type TEnvelope } from '../../../lib/api-client.ts';

/** A fresh Idempotency-Key: one per user intent, reused on every retry of that intent. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/**
 * POSTs a money movement with its `Idempotency-Key` (the shared client sends no custom headers).
 * Errors become `ApiError` exactly as the shared client makes them.
 */
export async function moneyPost<T>(path: string, body: unknown, key: string): Promise<TEnvelope<T>> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method: 'POST',
      headers: { ...baseHeaders(), 'Content-Type': 'application/json', 'Idempotency-Key': key },
      credentials: 'include',
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new ApiError(0, 'NETWORK', (error as Error).message || 'Network error');
  }
  const text = await response.text();
  let payload: unknown;
  try {
    payload = text ? JSON.parse(text) : undefined;
  } catch {
    payload = undefined;
  }
  if (!response.ok) {
    const error = (payload ?? {}) as { code?: string; message?: string; errors?: Record<string, string[]> };
    throw new ApiError(
      response.status,
      error.code ?? `HTTP_${response.status}`,
      error.message ?? response.statusText,
      error.errors,
      Number(response.headers.get('retry-after')) || undefined,
    );
  }
  return payload as TEnvelope<T>;
}
