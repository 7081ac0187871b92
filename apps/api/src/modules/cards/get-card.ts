import type { TCard } from '@haat/shared';
import { AppError } from '../../lib/app-error.ts';
import type { TCardDeps } from './card-deps.ts';
import { presentCard } from './present-card.ts';
import { countUnreadLeads, findOwnedVcard, type TVcardRow } from './repository.ts';

/** The user's card row, or a 404 (also for another user's card, so ids reveal nothing). */
export async function requireOwnedCard(deps: TCardDeps, userId: string, id: string): Promise<TVcardRow> {
  const row = await findOwnedVcard(deps.db, userId, id);
  if (!row) throw new AppError('NOT_FOUND', 'api.not_found');
  return row;
}

export async function getCard(deps: TCardDeps, userId: string, id: string): Promise<TCard> {
  const row = await requireOwnedCard(deps, userId, id);
  const unread = await countUnreadLeads(deps.db, [row.id]);
  return presentCard(row, {
    appUrl: deps.config.appUrl,
    storage: deps.storage,
    unreadLeads: unread.get(row.id),
  });
}
