import type { TCardList, ZListCardsQuerySchema } from '@haat/shared';
import type { z } from 'zod';
import type { TCardDeps } from './card-deps.ts';
import { presentCard } from './present-card.ts';
import { countOwnedVcardsByStatus, countUnreadLeads, listOwnedVcards } from './repository.ts';

type TListQuery = z.output<typeof ZListCardsQuerySchema>;

/** The user's cards, newest first, optionally of one status, with counters and per-status totals. */
export async function listCards(deps: TCardDeps, userId: string, query: TListQuery): Promise<TCardList> {
  const [rows, byStatus] = await Promise.all([
    listOwnedVcards(deps.db, userId, {
      status: query.status,
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    }),
    countOwnedVcardsByStatus(deps.db, userId),
  ]);
  const unread = await countUnreadLeads(
    deps.db,
    rows.map((row) => row.id),
  );
  const all = byStatus.active + byStatus.inactive + byStatus.draft;
  return {
    success: true,
    data: rows.map((row) =>
      presentCard(row, {
        appUrl: deps.config.appUrl,
        storage: deps.storage,
        unreadLeads: unread.get(row.id),
      }),
    ),
    meta: {
      page: query.page,
      perPage: query.per_page,
      total: query.status ? byStatus[query.status] : all,
      status_counts: { all, ...byStatus },
    },
  };
}
