import { AppError } from '../../lib/app-error.ts';
import type { TCardDeps } from './card-deps.ts';
import { deleteOwnedVcard } from './repository.ts';

/** Deletes the user's card with its events and leads (cascade) and its photo files. */
export async function deleteCard(deps: TCardDeps, userId: string, id: string): Promise<void> {
  const row = await deleteOwnedVcard(deps.db, userId, id);
  if (!row) throw new AppError('NOT_FOUND', 'api.not_found');
  for (const key of [row.photoKey, row.photoThumbKey]) {
    if (key)
      await deps.storage
        .delete(key)
        .catch((error) => deps.log.warn({ err: error, key }, 'photo delete failed'));
  }
}
