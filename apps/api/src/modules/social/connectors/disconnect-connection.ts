import type { TSocialConnections } from '@haat/shared';
import { AppError } from '../../../lib/app-error.ts';
import type { TDeps } from '../../../lib/deps.ts';
import { recordSecurityEvent } from '../../audit/record-security-event.ts';
import type { TConnectorRegistry } from './connector-types.ts';
import type { TPlace } from './finish-connection.ts';
import { getConnections } from './list-connections.ts';
import { deleteConnection, failPendingTargets, findOwnConnection } from './repository.ts';

/** The reason kept on a post's target when its page was disconnected before it went out (a message key). */
export const DISCONNECTED_REASON = 'social.page_disconnected';

/**
 * `DELETE /api/social/connections/:id`: the person's own page (others' answer 404). The row goes, and
 * its tokens with it; targets still waiting for it fail with the reason (the publisher skips them).
 * Answers what is left.
 */
export async function disconnectConnection(
  deps: TDeps,
  registry: TConnectorRegistry,
  userId: string,
  id: string,
  place: TPlace,
): Promise<TSocialConnections> {
  await deps.db.transaction(async (tx) => {
    const row = await findOwnConnection(tx, userId, id, { lock: true });
    if (!row) throw new AppError('NOT_FOUND', 'api.not_found');
    const failed = await failPendingTargets(tx, row.id, DISCONNECTED_REASON);
    await deleteConnection(tx, row.id);
    await recordSecurityEvent(tx, {
      userId,
      actorId: userId,
      action: 'social_disconnected',
      detail: {
        connection_id: row.id,
        platform: row.platform,
        external_id: row.externalId,
        name: row.name,
        failed_targets: failed,
      },
      ip: place.ip,
      userAgent: place.userAgent,
    });
  });
  return getConnections(deps.db, registry, userId);
}
