import type { TSocialConnection } from '@haat/shared';
import type { TConnectionRow } from './repository.ts';

/** A connection as answered: never its tokens. */
export function presentConnection(row: TConnectionRow): TSocialConnection {
  return {
    id: row.id,
    platform: row.platform,
    external_id: row.externalId,
    name: row.name,
    status: row.status,
    token_expires_at: row.tokenExpiresAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
