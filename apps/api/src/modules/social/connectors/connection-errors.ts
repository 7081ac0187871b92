import type { TExternalPlatform } from '@haat/shared/social/constants';
import { AppError } from '../../../lib/app-error.ts';
import { ConnectorError, type TConnectorRegistry, type TSocialConnector } from './connector-types.ts';

/** The platform's connector, or 404 when it is not configured here. */
export function connectorFor(registry: TConnectorRegistry, platform: TExternalPlatform): TSocialConnector {
  const connector = registry[platform];
  if (!connector) throw new AppError('NOT_FOUND', 'social.platform_off');
  return connector;
}

/** Where the platform sends the browser back: a screen of the web app (registered with the platform). */
export function redirectUriOf(appUrl: string, platform: TExternalPlatform): string {
  return `${appUrl.replace(/\/$/, '')}/social/connections/callback/${platform}`;
}

/**
 * A platform's refusal while connecting, as an answer: the code refused (or the permissions
 * withdrawn) → 422 on `code`; the platform busy or down → 503, with its wait when it gave one.
 */
export function connectFailed(error: unknown): AppError {
  if (!(error instanceof ConnectorError)) throw error;
  if (error.failure === 'rejected' || error.failure === 'token_expired')
    return new AppError('VALIDATION_FAILED', 'social.connect_refused', {
      errors: { code: ['social.connect_refused'] },
    });
  return new AppError('UNAVAILABLE', 'social.platform_unavailable', {
    headers: error.retryAfterSeconds ? { 'retry-after': String(error.retryAfterSeconds) } : undefined,
  });
}
