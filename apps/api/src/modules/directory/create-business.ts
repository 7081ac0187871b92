import type { TBusiness, ZCreateBusinessSchema } from '@haat/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { requireTimeZone } from '../../lib/time-zones.ts';
import { businessPlace } from './business-place.ts';
import { toBusinessValues } from './business-values.ts';
import type { TDirectoryDeps } from './directory-deps.ts';
import { makeBusinessSlug } from './make-business-slug.ts';
import { presentBusiness } from './present-business.ts';
import { pruneDirectoryWords } from './prune-directory-words.ts';
import { insertBusiness } from './repository.ts';

type TCreateBusinessInput = z.output<typeof ZCreateBusinessSchema>;

/** Creates a business for the user; a chosen slug must be free, otherwise one is made from the name. */
export async function createBusiness(
  deps: TDirectoryDeps,
  userId: string,
  input: TCreateBusinessInput,
): Promise<TBusiness> {
  const timeZone = input.time_zone && (await requireTimeZone(deps.db, input.time_zone, 'time_zone'));
  const values = {
    ...toBusinessValues({ ...input, time_zone: timeZone }),
    ...businessPlace(input, undefined, deps.config.defaultCountry),
  };
  for (let attempt = 0; ; attempt += 1) {
    const slug = input.slug ?? makeBusinessSlug(input.name);
    try {
      const row = await insertBusiness(deps.db, {
        ...values,
        name: input.name,
        type: input.type,
        country: input.country ?? deps.config.defaultCountry,
        ownerId: userId,
        slug,
      });
      await pruneDirectoryWords(deps);
      return presentBusiness(row, { appUrl: deps.config.appUrl, storage: deps.storage });
    } catch (error) {
      if (!isUniqueViolation(error, 'businesses_slug_unique')) throw error;
      if (input.slug || attempt >= 4) throw AppError.fields({ slug: 'validation.slug_taken' });
    }
  }
}
