import { createHash } from 'node:crypto';
import { safeEqual } from '../../../lib/secrets.ts';

/*
 * SSLCommerz API v4 (developer.sslcommerz.com/doc/v4): session init
 * `POST {base}/gwprocess/v4/api.php` (form fields) → `{ status: 'SUCCESS', sessionkey, GatewayPageURL }`;
 * order validation `GET {base}/validator/api/validationserverAPI.php?val_id&store_id&store_passwd&format=json`
 * → `{ status: 'VALID' | 'VALIDATED' | 'INVALID_TRANSACTION', tran_id, amount, currency, … }`;
 * transaction query by our id `GET {base}/validator/api/merchantTransIDvalidationAPI.php?tran_id&store_id&store_passwd&format=json`
 * → `{ APIConnect: 'DONE', no_of_trans_found, element: [{ status, tran_id, val_id, amount, … }] }`.
 */
export interface TSslcommerzStore {
  storeId: string;
  storePassword: string;
  baseUrl: string;
}

export const SSLCOMMERZ_SESSION_PATH = '/gwprocess/v4/api.php';
export const SSLCOMMERZ_VALIDATION_PATH = '/validator/api/validationserverAPI.php';
export const SSLCOMMERZ_QUERY_PATH = '/validator/api/merchantTransIDvalidationAPI.php';
const TIMEOUT_MS = 15_000;

export type TSslcommerzFields = Record<string, string>;

export class SslcommerzError extends Error {
  constructor(
    message: string,
    readonly answer?: unknown,
  ) {
    super(message);
    this.name = 'SslcommerzError';
  }
}

async function readJson(response: Response): Promise<Record<string, unknown>> {
  const text = await response.text();
  try {
    const value = JSON.parse(text) as unknown;
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new SslcommerzError(`SSLCommerz answered ${response.status} without a JSON object`);
}

/** Opens a checkout session; answers the hosted page address and the session key. */
export async function initSession(
  store: TSslcommerzStore,
  fields: TSslcommerzFields,
): Promise<{ gatewayPageUrl: string; sessionKey: string }> {
  const body = new URLSearchParams({ store_id: store.storeId, store_passwd: store.storePassword, ...fields });
  const response = await fetch(`${store.baseUrl}${SSLCOMMERZ_SESSION_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const answer = await readJson(response);
  const url = answer.GatewayPageURL;
  if (answer.status !== 'SUCCESS' || typeof url !== 'string' || !/^https?:\/\//.test(url)) {
    throw new SslcommerzError(
      `SSLCommerz refused the session: ${String(answer.failedreason ?? answer.status)}`,
      answer,
    );
  }
  return { gatewayPageUrl: url, sessionKey: String(answer.sessionkey ?? '') };
}

/** Asks SSLCommerz itself about a payment (`val_id` from an IPN or redirect). */
export async function validatePayment(
  store: TSslcommerzStore,
  valId: string,
): Promise<Record<string, unknown>> {
  const query = new URLSearchParams({
    val_id: valId,
    store_id: store.storeId,
    store_passwd: store.storePassword,
    v: '1',
    format: 'json',
  });
  const response = await fetch(`${store.baseUrl}${SSLCOMMERZ_VALIDATION_PATH}?${query}`, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  return readJson(response);
}

/**
 * Asks SSLCommerz what became of our `tran_id` (for payments whose IPN never came): the attempts it
 * knows, each with its status (VALID, VALIDATED, PENDING, FAILED, CANCELLED, UNATTEMPTED, EXPIRED)
 * and, when paid, the `val_id` to validate. Throws SslcommerzError unless the API answered `DONE`.
 */
export async function queryTransaction(
  store: TSslcommerzStore,
  tranId: string,
): Promise<Record<string, unknown>[]> {
  const query = new URLSearchParams({
    tran_id: tranId,
    store_id: store.storeId,
    store_passwd: store.storePassword,
    format: 'json',
  });
  const response = await fetch(`${store.baseUrl}${SSLCOMMERZ_QUERY_PATH}?${query}`, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const answer = await readJson(response);
  if (answer.APIConnect !== 'DONE') {
    throw new SslcommerzError(`SSLCommerz transaction query answered ${String(answer.APIConnect)}`, answer);
  }
  const elements = Array.isArray(answer.element) ? answer.element : [];
  return elements.filter(
    (element): element is Record<string, unknown> =>
      !!element && typeof element === 'object' && (element as { tran_id?: unknown }).tran_id === tranId,
  );
}

/**
 * Checks `verify_sign` of a post from SSLCommerz: md5 over the fields named in `verify_key` plus
 * `store_passwd` = md5(password), sorted by name, as `k=v&k=v`. Proves the post came from someone
 * who knows the store password.
 */
export function hasValidSignature(fields: TSslcommerzFields, storePassword: string): boolean {
  const sign = fields.verify_sign;
  const keys = fields.verify_key;
  if (!sign || !keys) return false;
  const data: Record<string, string> = { store_passwd: md5(storePassword) };
  for (const key of keys.split(',')) {
    if (!key || key === 'store_passwd') return false;
    data[key] = fields[key] ?? '';
  }
  const text = Object.keys(data)
    .sort()
    .map((key) => `${key}=${data[key]}`)
    .join('&');
  return safeEqual(md5(text), sign.toLowerCase());
}

export function md5(text: string): string {
  return createHash('md5').update(text).digest('hex');
}

/** `"1250.50"` → 125050n poisha; undefined unless a plain non-negative amount (extra decimals must be 0). */
export function amountToPoisha(value: unknown): bigint | undefined {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string') return undefined;
  const match = /^(\d{1,12})(?:\.(\d{1,6}))?$/.exec(text.trim());
  if (!match) return undefined;
  const fraction = (match[2] ?? '').padEnd(2, '0');
  if (/[^0]/.test(fraction.slice(2))) return undefined;
  return BigInt(match[1] ?? '0') * 100n + BigInt(fraction.slice(0, 2));
}

/** 125050n → `"1250.50"`. */
export function poishaToAmount(poisha: bigint): string {
  return `${poisha / 100n}.${String(poisha % 100n).padStart(2, '0')}`;
}
