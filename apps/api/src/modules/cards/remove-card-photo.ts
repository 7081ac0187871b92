import type { TCard } from '@haat/shared';
import { AppError } from '../../lib/app-error.ts';
import type { TCardDeps } from './card-deps.ts';
import { requireOwnedCard } from './get-card.ts';
import { presentCard } from './present-card.ts';
import { updateOwnedVcard } from './repository.ts';
import { removeFiles } from './upload-card-photo.ts';

/** Removes the card's photo. */
export async function removeCardPhoto(deps: TCardDeps, userId: string, id: string): Promise<TCard> {
  const card = await requireOwnedCard(deps, userId, id);
  const row = await updateOwnedVcard(deps.db, userId, id, { photoKey: null, photoThumbKey: null });
  if (!row) throw new AppError('NOT_FOUND', 'api.not_found');
  await removeFiles(deps, [card.photoKey, card.photoThumbKey]);
  return presentCard(row, { appUrl: deps.config.appUrl, storage: deps.storage });
}
