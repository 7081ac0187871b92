import type { TFinishConnection, TSocialConnection } from '@haat/shared';
import type { TExternalPlatform } from '@haat/shared/social/constants';
import { AppError } from '../../../lib/app-error.ts';
import type { TDeps } from '../../../lib/deps.ts';
import { recordSecurityEvent } from '../../audit/record-security-event.ts';
import { connectFailed, connectorFor, redirectUriOf } from './connection-errors.ts';
import { sealToken } from './connection-tokens.ts';
import type { TConnectorRegistry } from './connector-types.ts';
import { stateValid } from './oauth-state.ts';
import { presentConnection } from './present-connection.ts';
import { upsertConnection } from './repository.ts';

export interface TPlace {
  ip: string | null;
  userAgent: string | null;
}

/**
 * `POST /api/social/connections/:platform/finish`: the code and state the platform sent back. The
 * state must be this person's for this platform and not expired (else 422 on `state`, nothing is
 * asked of the platform); the code is exchanged outside any transaction, then every page the person
 * may post to is saved (tokens encrypted; the same page connected again is updated in place) with a
 * security event. Answers the pages connected now.
 */
export async function finishConnection(
  deps: TDeps,
  registry: TConnectorRegistry,
  userId: string,
  platform: TExternalPlatform,
  input: TFinishConnection,
  place: TPlace,
): Promise<TSocialConnection[]> {
  const connector = connectorFor(registry, platform);
  if (!stateValid(deps.config.appKey, input.state, { userId, platform }))
    throw new AppError('VALIDATION_FAILED', 'social.state_invalid', {
      errors: { state: ['social.state_invalid'] },
    });

  let pages: Awaited<ReturnType<typeof connector.connect>>['pages'];
  try {
    ({ pages } = await connector.connect({
      code: input.code,
      redirectUri: redirectUriOf(deps.config.appUrl, platform),
    }));
  } catch (error) {
    deps.log.warn({ platform, reason: (error as Error).message }, 'social: connecting a page failed');
    throw connectFailed(error);
  }
  if (!pages.length) throw new AppError('VALIDATION_FAILED', 'social.no_pages');

  const { appKey } = deps.config;
  const rows = await deps.db.transaction(async (tx) => {
    const saved = [];
    for (const page of pages) {
      saved.push(
        await upsertConnection(tx, {
          userId,
          platform,
          externalId: page.externalId,
          name: page.name,
          accessTokenEncrypted: sealToken(appKey, page.accessToken),
          refreshTokenEncrypted: page.refreshToken ? sealToken(appKey, page.refreshToken) : null,
          tokenExpiresAt: page.expiresAt,
        }),
      );
    }
    await recordSecurityEvent(tx, {
      userId,
      actorId: userId,
      action: 'social_connected',
      detail: {
        platform,
        pages: saved.map((row) => ({ id: row.id, external_id: row.externalId, name: row.name })),
      },
      ip: place.ip,
      userAgent: place.userAgent,
    });
    return saved;
  });
  return rows.map(presentConnection);
}
