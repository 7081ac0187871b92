import type { TBusiness, ZCreateBusinessSchema } from '@haat/shared';
import type { z } from 'zod';
import type { TTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { requireTimeZone } from '../../lib/time-zones.ts';
import { businessPlace } from './business-place.ts';
import { toBusinessValues } from './business-values.ts';
import type { TDirectoryDeps } from './directory-deps.ts';
import { makeBusinessSlug } from './make-business-slug.ts';
import { presentBusiness } from './present-business.ts';
import { pruneDirectoryWords } from './prune-directory-words.ts';
import { insertBusiness, type TBusinessRow } from './repository.ts';

type TCreateBusinessInput = z.output<typeof ZCreateBusinessSchema>;

/**
 * Creates a business for the user; a chosen slug must be free, otherwise one is made from the name.
 * `onCreated` runs in the insert's transaction (staff creating it for the user record it there).
 */
export async function createBusiness(
  deps: TDirectoryDeps,
  userId: string,
  input: TCreateBusinessInput,
  options: { onCreated?: (tx: TTx, row: TBusinessRow) => Promise<void> } = {},
): Promise<TBusiness> {
  const timeZone = input.time_zone && (await requireTimeZone(deps.db, input.time_zone, 'time_zone'));
  const values = {
    ...toBusinessValues({ ...input, time_zone: timeZone }),
    ...businessPlace(input, undefined, deps.config.defaultCountry),
  };
  for (let attempt = 0; ; attempt += 1) {
    const slug = input.slug ?? makeBusinessSlug(input.name);
    try {
      const row = await deps.db.transaction(async (tx) => {
        const inserted = await insertBusiness(tx, {
          ...values,
          name: input.name,
          type: input.type,
          country: input.country ?? deps.config.defaultCountry,
          ownerId: userId,
          slug,
        });
        await options.onCreated?.(tx, inserted);
        return inserted;
      });
      await pruneDirectoryWords(deps);
      return presentBusiness(row, { appUrl: deps.config.appUrl, storage: deps.storage });
    } catch (error) {
      if (!isUniqueViolation(error, 'businesses_slug_unique')) throw error;
      if (input.slug || attempt >= 4) throw AppError.fields({ slug: 'validation.slug_taken' });
    }
  }
}
