import { ERROR_STATUS, type TErrorCode } from '@haat/shared';

/**
 * The one error type routes throw. `message` is a key of the shared catalogue (e.g. `api.not_found`)
 * or plain text; `errors` maps fields to message keys. The error handler translates both.
 */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly status: number;
  readonly errors?: Record<string, string[]>;
  readonly values?: Record<string, string | number>;
  readonly headers?: Record<string, string>;

  constructor(
    code: TErrorCode,
    message: string,
    options: {
      errors?: Record<string, string[]>;
      values?: Record<string, string | number>;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.errors = options.errors;
    this.values = options.values;
    this.headers = options.headers;
  }

  /** A 422 with messages for single fields, e.g. `AppError.fields({ email: 'validation.email_taken' })`. */
  static fields(fields: Record<string, string>): AppError {
    const errors = Object.fromEntries(Object.entries(fields).map(([field, key]) => [field, [key]]));
    return new AppError('VALIDATION_FAILED', 'api.validation_failed', { errors });
  }
}
