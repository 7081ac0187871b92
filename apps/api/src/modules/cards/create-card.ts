import type { TCard, ZCreateCardSchema } from '@haat/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { TCardDeps } from './card-deps.ts';
import { toCardValues } from './card-values.ts';
import { makeSlug } from './make-slug.ts';
import { presentCard } from './present-card.ts';
import { insertVcard } from './repository.ts';

type TCreateCardInput = z.output<typeof ZCreateCardSchema>;

/** Creates a card for the user; a chosen slug must be free, otherwise one is made from the name. */
export async function createCard(deps: TCardDeps, userId: string, input: TCreateCardInput): Promise<TCard> {
  const values = toCardValues(input);
  for (let attempt = 0; ; attempt += 1) {
    const slug = input.slug ?? makeSlug(input.full_name);
    try {
      const row = await insertVcard(deps.db, { ...values, fullName: input.full_name, userId, slug });
      return presentCard(row, { appUrl: deps.config.appUrl, storage: deps.storage });
    } catch (error) {
      if (!isUniqueViolation(error, 'vcards_slug_unique')) throw error;
      if (input.slug || attempt >= 4) throw AppError.fields({ slug: 'validation.slug_taken' });
    }
  }
}
