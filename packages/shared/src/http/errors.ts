import { z } from 'zod';

/** Every error code the API answers with. The HTTP status is fixed per code. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  INVALID_JSON: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 422,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** A product in the cart has fewer units left than asked for (checkout changes nothing). */
  OUT_OF_STOCK: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  CSRF_MISMATCH: 419,
  VALIDATION_FAILED: 422,
  /** A wallet or hold would go below zero (ledger). */
  INSUFFICIENT_FUNDS: 422,
  /** An Idempotency-Key was reused with a different request. */
  IDEMPOTENCY_MISMATCH: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  /** Staff turned maintenance mode on (admin → settings): the message is theirs. */
  MAINTENANCE: 503,
} as const;

export type TErrorCode = keyof typeof ERROR_STATUS;

export const ZErrorResponseSchema = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponseSchema>;

/** Wraps a data schema in the success envelope `{ success, message?, data, meta? }`. */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.literal(true),
    message: z.string().optional(),
    data,
  });
}

export const ZPageMetaSchema = z.object({
  page: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
});
export type TPageMeta = z.infer<typeof ZPageMetaSchema>;
