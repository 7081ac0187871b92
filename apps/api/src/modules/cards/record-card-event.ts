import type { TCardEventType, TShareChannel } from '@haat/shared';
import type { FastifyRequest } from 'fastify';
import type { TCardDeps } from './card-deps.ts';
import { insertVcardEvent, type TVcardRow } from './repository.ts';
import { deviceType, isBotVisit, visitorCountry } from './visitor.ts';

/**
 * Records one event of a card with the visitor's country and device, unless the card's analytics
 * is off, the visitor is a known bot, or it is the owner looking at their own card (bearer token).
 * Shares the owner makes from the app (`ownerAction`) are counted. Never fails the request.
 */
export async function recordCardEvent(
  deps: TCardDeps,
  request: FastifyRequest,
  card: TVcardRow,
  type: TCardEventType,
  options: { channel?: TShareChannel; ownerAction?: boolean } = {},
): Promise<boolean> {
  if (!card.enableAnalytics) return false;
  if (!options.ownerAction && (isBotVisit(request) || request.auth?.user.id === card.userId)) return false;
  try {
    await insertVcardEvent(deps.db, {
      vcardId: card.id,
      type,
      channel: options.channel ?? null,
      country: visitorCountry(request, deps.config.trustProxy),
      device: deviceType(request),
    });
    return true;
  } catch (error) {
    request.log.warn({ err: error, card: card.id, type }, 'card event not recorded');
    return false;
  }
}
