import {
  type TAdminBusinessBulkAnswer,
  type TLanguageCode,
  translate,
  type ZAdminBusinessBulkSchema,
} from '@haat/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import type { TStaffContext } from '../audit/record-staff-action.ts';
import { changeBusinessBadge } from '../directory/set-business-badge.ts';
import { suspendBusiness, unsuspendBusiness } from './suspend-business.ts';

type TInput = z.output<typeof ZAdminBusinessBulkSchema>;
type TResult = TAdminBusinessBulkAnswer['results'][number];

/**
 * `POST /api/admin/businesses/bulk`: one action for each business named, each in its own
 * transaction with its own audit row, so one refusal (staff's own business, already suspended)
 * leaves the others done. Answers what became of each.
 */
export async function bulkBusinessAction(
  deps: TDeps,
  staff: TStaffContext,
  input: TInput,
  language: TLanguageCode,
): Promise<TAdminBusinessBulkAnswer> {
  const results: TResult[] = [];
  for (const id of input.ids) {
    try {
      if (input.action === 'verify' || input.action === 'unverify') {
        const badge = input.action === 'verify' ? 'granted' : 'revoked';
        const state = await changeBusinessBadge(deps, staff, id, { badge });
        results.push({ id, outcome: state.changed ? 'done' : 'unchanged' });
      } else if (input.action === 'suspend') {
        await suspendBusiness(deps, staff, id, input.reason ?? '');
        results.push({ id, outcome: 'done' });
      } else {
        await unsuspendBusiness(deps, staff, id);
        results.push({ id, outcome: 'done' });
      }
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const outcome =
        error.code === 'NOT_FOUND' ? 'not_found' : error.code === 'CONFLICT' ? 'unchanged' : 'refused';
      results.push({ id, outcome, message: translate(language, error.message, error.values) });
    }
  }
  return { results, done: results.filter((result) => result.outcome === 'done').length };
}
