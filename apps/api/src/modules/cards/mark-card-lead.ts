import type { TCardLead } from '@haat/shared';
import { AppError } from '../../lib/app-error.ts';
import type { TCardDeps } from './card-deps.ts';
import { requireOwnedCard } from './get-card.ts';
import { presentLead } from './list-card-leads.ts';
import { setVcardLeadRead } from './repository.ts';

/** Marks one message of the user's card read or unread. */
export async function markCardLead(
  deps: TCardDeps,
  userId: string,
  cardId: string,
  leadId: string,
  read: boolean,
): Promise<TCardLead> {
  const card = await requireOwnedCard(deps, userId, cardId);
  const row = await setVcardLeadRead(deps.db, card.id, leadId, read);
  if (!row) throw new AppError('NOT_FOUND', 'api.not_found');
  return presentLead(row);
}
