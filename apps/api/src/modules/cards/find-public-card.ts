import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { TCardDeps } from './card-deps.ts';
import { findVcardBySlug, type TVcardRow } from './repository.ts';

/**
 * The card behind a public address. Cards that are not active and public, or that staff hid or
 * removed (issue 17), are "not found" for everyone except their owner (signed in with a bearer
 * token), who sees a preview.
 */
export async function findPublicCard(
  deps: TCardDeps,
  request: FastifyRequest,
  slug: string,
): Promise<{ card: TVcardRow; isOwner: boolean }> {
  const card = /^[a-z0-9-]{1,80}$/.test(slug) ? await findVcardBySlug(deps.db, slug) : undefined;
  if (!card) throw new AppError('NOT_FOUND', 'api.not_found');
  const isOwner = request.auth?.user.id === card.userId;
  if (!isOwner && (card.status !== 'active' || !card.isPublic || card.moderation !== null))
    throw new AppError('NOT_FOUND', 'api.not_found');
  return { card, isOwner };
}
