import type { TAdminUsersBulkResult, ZAdminUsersBulkSchema } from '@haat/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import type { TStaffContext } from '../audit/record-staff-action.ts';
import { suspendPerson, unsuspendPerson } from './suspend-user.ts';

type TBulkInput = z.output<typeof ZAdminUsersBulkSchema>;

/**
 * `POST /api/admin/users/bulk`: suspends (with one reason) or unsuspends each chosen person. Each
 * person is its own transaction, checked exactly as the single action is (self, a moderator and a
 * staff member, already in that state, the last admin): one refusal must not undo or block the
 * others, and each change commits with its own audit row. People are taken one after another in the
 * order given, so the last-admin rule sees the changes made before. `translate` turns a refusal's
 * message key into the staff member's language.
 */
export async function bulkUsers(
  deps: Pick<TDeps, 'db'>,
  staff: TStaffContext,
  input: TBulkInput,
  translate: (key: string, values?: Record<string, string | number>) => string,
): Promise<TAdminUsersBulkResult> {
  const result: TAdminUsersBulkResult = { done: [], refused: [] };
  for (const id of input.ids) {
    try {
      await deps.db.transaction((tx) =>
        input.action === 'suspend'
          ? suspendPerson(tx, staff, id, input.reason?.trim() ?? '')
          : unsuspendPerson(tx, staff, id),
      );
      result.done.push(id);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      result.refused.push({ id, code: error.code, message: translate(error.message, error.values) });
    }
  }
  return result;
}
