import type { TConnectionStart } from '@haat/shared';
import type { TExternalPlatform } from '@haat/shared/social/constants';
import type { TAppConfig } from '../../../config/app-config.ts';
import { connectorFor, redirectUriOf } from './connection-errors.ts';
import type { TConnectorRegistry } from './connector-types.ts';
import { signState } from './oauth-state.ts';

/**
 * `POST /api/social/connections/:platform/start`: the platform's consent page, with a state signed
 * for this person and platform (ten minutes). The browser comes back to the web's callback screen,
 * which hands the code and state to `finish`.
 */
export function startConnection(
  config: Pick<TAppConfig, 'appKey' | 'appUrl'>,
  registry: TConnectorRegistry,
  userId: string,
  platform: TExternalPlatform,
): TConnectionStart {
  const connector = connectorFor(registry, platform);
  const state = signState(config.appKey, { userId, platform });
  return { url: connector.authorizeUrl({ state, redirectUri: redirectUriOf(config.appUrl, platform) }) };
}
