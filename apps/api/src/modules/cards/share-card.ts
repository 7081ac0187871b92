import type { TShareChannel } from '@haat/shared';
import type { FastifyRequest } from 'fastify';
import type { TCardDeps } from './card-deps.ts';
import { requireOwnedCard } from './get-card.ts';
import { recordCardEvent } from './record-card-event.ts';

/** Counts a share the owner made from the app's share screen (when the card's analytics is on). */
export async function shareCard(
  deps: TCardDeps,
  request: FastifyRequest,
  userId: string,
  cardId: string,
  channel: TShareChannel,
): Promise<boolean> {
  const card = await requireOwnedCard(deps, userId, cardId);
  return recordCardEvent(deps, request, card, 'share', { channel, ownerAction: true });
}
