import type { TCardLead, ZListLeadsQuerySchema } from '@haat/shared';
import type { z } from 'zod';
import type { TCardDeps } from './card-deps.ts';
import { requireOwnedCard } from './get-card.ts';
import { countVcardLeads, listVcardLeads, type TVcardLeadRow } from './repository.ts';

type TLeadsQuery = z.output<typeof ZListLeadsQuerySchema>;

export function presentLead(row: TVcardLeadRow): TCardLead {
  return {
    id: row.id,
    card_id: row.vcardId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    country: row.country,
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** Contact-form messages of the user's card, newest first (optionally unread only). */
export async function listCardLeads(deps: TCardDeps, userId: string, cardId: string, query: TLeadsQuery) {
  const card = await requireOwnedCard(deps, userId, cardId);
  const unreadOnly = query.unread === 'true' || query.unread === '1';
  const [rows, counts] = await Promise.all([
    listVcardLeads(deps.db, card.id, {
      unreadOnly,
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    }),
    countVcardLeads(deps.db, card.id),
  ]);
  return {
    success: true as const,
    data: rows.map(presentLead),
    meta: {
      page: query.page,
      perPage: query.per_page,
      total: unreadOnly ? counts.unread : counts.total,
      unread: counts.unread,
    },
  };
}
