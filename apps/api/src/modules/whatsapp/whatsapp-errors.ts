import { AppError } from '../../lib/app-error.ts';

/**
 * A 422 whose message and field error are the same sentence (`whatsapp.code_wrong` with `{left}` on
 * `code`): the screen shows it at the field, a client without fields still reads it.
 */
export function fieldError(field: string, key: string, values?: Record<string, string | number>): AppError {
  return new AppError('VALIDATION_FAILED', key, { errors: { [field]: [key] }, values });
}

export const notFound = () => new AppError('NOT_FOUND', 'api.not_found');
export const notPending = () => new AppError('CONFLICT', 'whatsapp.not_pending');
export const numberTaken = () => new AppError('CONFLICT', 'whatsapp.number_taken');

/** The index that keeps one account per verified number (schema/users.ts). */
export const NUMBER_INDEX = 'users_whatsapp_number_unique';
