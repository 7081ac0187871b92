import type { TSocialConnections } from '@haat/shared';
import { EXTERNAL_PLATFORMS } from '@haat/shared/social/constants';
import type { TExecutor } from '../../../db/client.ts';
import type { TConnectorRegistry } from './connector-types.ts';
import { presentConnection } from './present-connection.ts';
import { listConnections } from './repository.ts';

/** `GET /api/social/connections`: the person's pages (any platform, on or off) and what can be connected. */
export async function getConnections(
  db: TExecutor,
  registry: TConnectorRegistry,
  userId: string,
): Promise<TSocialConnections> {
  const rows = await listConnections(db, userId);
  return {
    connections: rows.map(presentConnection),
    available: EXTERNAL_PLATFORMS.filter((platform) => registry[platform]),
  };
}
