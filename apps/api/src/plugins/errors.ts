import type { TErrorResponse, TFieldLabels, TLanguageCode } from '@haat/shared';
import { issuesToFieldErrors, translate } from '@haat/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import { moreFieldErrorsOf } from '../lib/more-field-errors.ts';
import { wantsSpa } from './web.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Field labels for this route's messages where the shared one does not fit (`name` of a business). */
    fieldLabels?: TFieldLabels;
  }
}

function translateFieldErrors(
  errors: Record<string, string[]>,
  lang: TLanguageCode,
  labels: TFieldLabels = {},
  values: Record<string, string | number> = {},
): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, keys]) => [
      field,
      keys.map((key) =>
        translate(lang, key, { ...values, field: translate(lang, labels[field] ?? `fields.${field}`) }),
      ),
    ]),
  );
}

function send(
  reply: FastifyReply,
  status: number,
  body: TErrorResponse,
  headers: Record<string, string> = {},
) {
  return reply.status(status).headers(headers).type('application/json; charset=utf-8').send(body);
}

/** Maps any failure to the one error shape `{ success: false, code, message, errors? }`. */
function handleError(error: FastifyError | AppError | Error, request: FastifyRequest, reply: FastifyReply) {
  const lang = request.lang();
  if (error instanceof AppError) {
    const body: TErrorResponse = {
      success: false,
      code: error.code,
      message: translate(lang, error.message, error.values),
    };
    if (error.errors)
      body.errors = translateFieldErrors(
        error.errors,
        lang,
        request.routeOptions.config?.fieldLabels,
        error.values,
      );
    return send(reply, error.status, body, error.headers);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((v) => ({
      path: v.instancePath.split('/').filter(Boolean),
      message: v.message ?? '',
      minimum: (v.params as { minimum?: unknown }).minimum,
      maximum: (v.params as { maximum?: unknown }).maximum,
    }));
    const labels = request.routeOptions.config?.fieldLabels;
    const errors = issuesToFieldErrors(issues, lang, labels);
    for (const [field, key] of Object.entries(moreFieldErrorsOf(error) ?? {}))
      errors[field] ??= translateFieldErrors({ [field]: [key] }, lang, labels)[field] ?? [];
    return send(reply, 422, {
      success: false,
      code: 'VALIDATION_FAILED',
      message: translate(lang, 'api.validation_failed'),
      errors,
    });
  }
  const status = (error as FastifyError).statusCode ?? 500;
  const code = (error as FastifyError).code ?? '';
  if (status === 413) {
    return send(reply, 413, {
      success: false,
      code: 'PAYLOAD_TOO_LARGE',
      message: translate(lang, 'api.payload_too_large'),
    });
  }
  if (status === 415) {
    return send(reply, 415, {
      success: false,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: translate(lang, 'api.unsupported_media_type'),
    });
  }
  if (status === 400 && (code.startsWith('FST_ERR_CTP') || error instanceof SyntaxError)) {
    return send(reply, 400, {
      success: false,
      code: 'INVALID_JSON',
      message: translate(lang, 'api.invalid_json'),
    });
  }
  if (status >= 400 && status < 500) {
    return send(reply, status, {
      success: false,
      code: 'BAD_REQUEST',
      message: translate(lang, 'api.bad_request'),
    });
  }
  // PostgreSQL refuses NUL in text (22021) and untranslatable characters (22P05): bad input, not a crash.
  const pgCode = ((error as { cause?: { code?: string } }).cause ?? (error as { code?: string })).code;
  if (pgCode === '22021' || pgCode === '22P05') {
    return send(reply, 400, {
      success: false,
      code: 'BAD_REQUEST',
      message: translate(lang, 'api.nul_character'),
    });
  }
  if (isDatabaseBusy(error, pgCode)) {
    // Nothing was done (the transaction never began or was rolled back): the client may retry.
    request.log.warn({ err: error }, 'database busy');
    return send(
      reply,
      503,
      { success: false, code: 'UNAVAILABLE', message: translate(lang, 'api.unavailable') },
      { 'retry-after': '2' },
    );
  }
  request.log.error({ err: error }, 'unhandled error');
  return send(reply, 500, { success: false, code: 'INTERNAL', message: translate(lang, 'api.server_error') });
}

/** PostgreSQL's codes for "not now": too many connections, starting or shutting down, ended, serialization, deadlock. */
const BUSY_CODES = ['53300', '57P01', '57P02', '57P03', '08000', '08003', '08006', '40001', '40P01'];
/** The database cannot be reached (restarting, or a network cut). */
const UNREACHABLE = ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE'];
const UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated unexpectedly',
];

/**
 * The database could not take the work now: no pooled connection came within the pool's wait
 * (a machine or database under heavy load), it refuses connections (53300 too many, 57P03 starting
 * or shutting down), it ended them or cannot be reached (57P01/57P02, 08xxx, a restart after a
 * crash: decision 071), or it gave up a transaction to keep others consistent (40001 serialization,
 * 40P01 deadlock). A passing state, not a fault: 503 with Retry-After rather than 500 (money moves
 * carry idempotency keys, so a retry after an unknown outcome is safe).
 */
function isDatabaseBusy(error: Error, pgCode: string | undefined): boolean {
  if (pgCode && BUSY_CODES.includes(pgCode)) return true;
  const cause = (error as { cause?: { message?: string; code?: string } }).cause;
  const codes = [(error as { code?: string }).code, cause?.code];
  if (codes.some((code) => code && (UNREACHABLE.includes(code) || BUSY_CODES.includes(code)))) return true;
  return [error.message, cause?.message].some((message) => message && UNAVAILABLE_MESSAGES.includes(message));
}

/** True when any string in `value` (nested objects and arrays included) contains U+0000. */
function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Buffer.isBuffer(value)) return false;
  for (const [key, item] of Object.entries(value))
    if (key.includes('\u0000') || hasNul(item, depth + 1)) return true;
  return false;
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // PostgreSQL cannot store U+0000 in text: refuse it in the path, query and JSON body up front,
  // with one clear message, instead of letting a query fail half-way.
  app.addHook('preValidation', async (request) => {
    if (hasNul(request.params) || hasNul(request.query) || hasNul(request.body))
      throw new AppError('BAD_REQUEST', 'api.nul_character');
  });
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((request, reply) => {
    if (wantsSpa(request)) return app.sendIndex(request, reply);
    const lang = request.lang();
    return send(reply, 404, {
      success: false,
      code: 'NOT_FOUND',
      message: translate(lang, 'api.route_not_found', {
        method: request.method,
        url: request.url.split('?')[0],
      }),
    });
  });
});
