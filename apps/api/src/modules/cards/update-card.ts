import type { TCard, ZUpdateCardSchema } from '@haat/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { TCardDeps } from './card-deps.ts';
import { toCardValues } from './card-values.ts';
import { presentCard } from './present-card.ts';
import { countUnreadLeads, updateOwnedVcard } from './repository.ts';

type TUpdateCardInput = z.output<typeof ZUpdateCardSchema>;

/** Changes the fields sent of the user's card; another user's card is "not found". */
export async function updateCard(
  deps: TCardDeps,
  userId: string,
  id: string,
  input: TUpdateCardInput,
): Promise<TCard> {
  try {
    const row = await updateOwnedVcard(deps.db, userId, id, toCardValues(input));
    if (!row) throw new AppError('NOT_FOUND', 'api.not_found');
    const unread = await countUnreadLeads(deps.db, [row.id]);
    return presentCard(row, {
      appUrl: deps.config.appUrl,
      storage: deps.storage,
      unreadLeads: unread.get(row.id),
    });
  } catch (error) {
    if (isUniqueViolation(error, 'vcards_slug_unique'))
      throw AppError.fields({ slug: 'validation.slug_taken' });
    throw error;
  }
}
