import type { TSession } from '@haat/shared';
import type { TDeps } from '../../lib/deps.ts';
import { listAuthTokens } from './repository.ts';

/** The user's signed-in devices, newest use first, the current one marked. */
export async function listSessions(deps: TDeps, userId: string, currentTokenId: string): Promise<TSession[]> {
  const rows = await listAuthTokens(deps.db, userId);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    ip: row.ip,
    user_agent: row.userAgent,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    current: row.id === currentTokenId,
    two_factor: row.twoFactor ?? null,
  }));
}
