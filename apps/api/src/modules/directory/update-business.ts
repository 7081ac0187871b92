import type { TBusiness, ZUpdateBusinessSchema } from '@haat/shared';
import type { z } from 'zod';
import type { TTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { requireTimeZone } from '../../lib/time-zones.ts';
import { businessPlace } from './business-place.ts';
import { toBusinessValues } from './business-values.ts';
import type { TDirectoryDeps } from './directory-deps.ts';
import { requireOwnedBusiness } from './get-business.ts';
import { presentBusiness } from './present-business.ts';
import { pruneDirectoryWords } from './prune-directory-words.ts';
import { type TBusinessRow, updateOwnedBusiness } from './repository.ts';

type TUpdateBusinessInput = z.output<typeof ZUpdateBusinessSchema>;

/**
 * Changes the fields sent of the user's business; another user's business is "not found".
 * `onUpdated` runs in the change's transaction with the row before and after (staff editing the
 * business record it there).
 */
export async function updateBusiness(
  deps: TDirectoryDeps,
  userId: string,
  id: string,
  input: TUpdateBusinessInput,
  options: { onUpdated?: (tx: TTx, before: TBusinessRow, after: TBusinessRow) => Promise<void> } = {},
): Promise<TBusiness> {
  const current = await requireOwnedBusiness(deps, userId, id);
  const timeZone = input.time_zone && (await requireTimeZone(deps.db, input.time_zone, 'time_zone'));
  try {
    const values = {
      ...toBusinessValues({ ...input, time_zone: timeZone }, current),
      ...businessPlace(input, current, deps.config.defaultCountry),
    };
    const row = await deps.db.transaction(async (tx) => {
      const updated = await updateOwnedBusiness(tx, userId, id, values);
      if (!updated) throw new AppError('NOT_FOUND', 'api.not_found');
      await options.onUpdated?.(tx, current, updated);
      return updated;
    });
    if (row.searchVector !== current.searchVector)
      await pruneDirectoryWords(deps, { former: current.searchVector, current: row.searchVector });
    return presentBusiness(row, { appUrl: deps.config.appUrl, storage: deps.storage });
  } catch (error) {
    if (isUniqueViolation(error, 'businesses_slug_unique'))
      throw AppError.fields({ slug: 'validation.slug_taken' });
    throw error;
  }
}
