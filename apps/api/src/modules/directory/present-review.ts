import type { TReview } from '@haat/shared';
import type { TBusinessReviewRow } from './repository.ts';

export function presentReview(row: TBusinessReviewRow, viewerId?: string): TReview {
  return {
    id: row.id,
    business_id: row.businessId,
    author_name: row.authorName,
    rating: row.rating,
    body: row.body,
    reply: row.reply,
    replied_at: row.repliedAt?.toISOString() ?? null,
    mine: viewerId !== undefined && row.userId === viewerId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
