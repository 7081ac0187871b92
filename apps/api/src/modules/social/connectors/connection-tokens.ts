import { decryptSecret, encryptSecret } from '../../../lib/encryption.ts';
import type { TConnectedPage } from './connector-types.ts';
import type { TConnectionRow } from './repository.ts';

/** Page tokens are kept encrypted (AES-256-GCM, a key from APP_KEY for this purpose only). */
export const TOKEN_PURPOSE = 'social-token';

export const sealToken = (appKey: string, token: string) => encryptSecret(appKey, TOKEN_PURPOSE, token);

/**
 * A connection as a connector takes it, with its token decrypted; undefined when the token cannot be
 * read (APP_KEY changed): the person must connect again.
 */
export function connectedPage(appKey: string, row: TConnectionRow): TConnectedPage | undefined {
  const accessToken = decryptSecret(appKey, TOKEN_PURPOSE, row.accessTokenEncrypted);
  if (!accessToken) return undefined;
  return { id: row.id, platform: row.platform, externalId: row.externalId, name: row.name, accessToken };
}
