import { apiRequest, type TEnvelope } from '../../../lib/api-client.ts';

/** A fresh Idempotency-Key: one per user intent, reused on every retry of that intent. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** POSTs a money movement with its `Idempotency-Key`: the server moves money once per key. */
export function moneyPost<T>(path: string, body: unknown, key: string): Promise<TEnvelope<T>> {
  return apiRequest<TEnvelope<T>>(path, { method: 'POST', body, headers: { 'Idempotency-Key': key } });
}
