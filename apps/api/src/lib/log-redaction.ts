import type { FastifyRequest } from 'fastify';

/*
 * What the request log may never contain (decision 022): bearer tokens, cookies, secrets in query
 * strings (`/reset-password?token=…&email=…`, `/verify-email?token=…`), passwords in bodies, and
 * the parameters a failed database query carries in its error message.
 */
const SECRET_QUERY = /([?&](?:token|password|secret|signature|sig|key|code|otp|email)=)[^&#]*/gi;
const CENSOR = '[redacted]';

/** The URL with the values of secret-looking query parameters replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, `$1${CENSOR}`);
}

/** Removes the `params: …` part of a failed query's message (Drizzle puts the bound values there). */
export function redactQueryParams(text: string | undefined): string | undefined {
  return text?.replace(/(\bparams: )[\s\S]*?(?=\n\s+at |$)/g, `$1${CENSOR}`);
}

interface TSerializedError {
  type: string;
  message: string | undefined;
  stack: string | undefined;
  code?: unknown;
  statusCode?: unknown;
  cause?: TSerializedError | { message: string };
}

function serializeError(error: unknown, depth = 0): TSerializedError | { message: string } {
  if (!(error instanceof Error)) return { message: redactQueryParams(String(error)) ?? '' };
  const detail = error as Error & { code?: unknown; statusCode?: unknown; cause?: unknown };
  const serialized: TSerializedError = {
    type: error.name,
    message: redactQueryParams(error.message),
    stack: redactQueryParams(error.stack),
  };
  if (detail.code !== undefined) serialized.code = detail.code;
  if (detail.statusCode !== undefined) serialized.statusCode = detail.statusCode;
  if (detail.cause !== undefined && depth < 3) serialized.cause = serializeError(detail.cause, depth + 1);
  return serialized;
}

const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-csrf-token"]',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'body.password',
  'body.current_password',
  'body.password_confirmation',
  'body.token',
];

const serializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
  err: serializeError,
};

/** Adds the redaction and serializers to Fastify's logger option (false stays false). */
export function withLogRedaction(
  logger: boolean | Record<string, unknown>,
): boolean | Record<string, unknown> {
  if (logger === false) return false;
  const base = logger === true ? {} : logger;
  const redact = base.redact as { paths?: string[] } | string[] | undefined;
  const paths = Array.isArray(redact) ? redact : (redact?.paths ?? []);
  return {
    ...base,
    redact: { paths: [...new Set([...REDACT_PATHS, ...paths])], censor: CENSOR },
    serializers: { ...serializers, ...(base.serializers as Record<string, unknown> | undefined) },
  };
}
