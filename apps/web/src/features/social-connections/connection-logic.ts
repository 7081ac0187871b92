import type { TSocialConnection } from '@haat/shared/social/connection-schemas';
import { EXTERNAL_PLATFORMS, type TExternalPlatform } from '@haat/shared/social/constants';
import { ApiError } from '../../lib/api-client.ts';

/*
 * What the connected-pages screens decide without React: the platform in the address, what the
 * platform sent back to the callback, why finishing failed, and the pages grouped by platform.
 */

export function platformOf(value: string | undefined): TExternalPlatform | undefined {
  return (EXTERNAL_PLATFORMS as readonly string[]).includes(value ?? '')
    ? (value as TExternalPlatform)
    : undefined;
}

/** What the platform's redirect carried. */
export type TCallback =
  | { kind: 'code'; code: string; state: string }
  /** The person said no at the platform (Facebook `access_denied`, LinkedIn `user_cancelled_*`). */
  | { kind: 'denied' }
  /** Another error the platform named, with its own description (shown as its words, not ours). */
  | { kind: 'platform_error'; description?: string }
  /** Nothing to finish: opened by hand, reloaded after finishing, or a half address. */
  | { kind: 'missing' };

const DENIED = new Set(['access_denied', 'user_denied', 'user_cancelled_login', 'user_cancelled_authorize']);

export function readCallback(params: URLSearchParams): TCallback {
  const error = params.get('error')?.trim();
  if (error) {
    if (DENIED.has(error) || params.get('error_reason') === 'user_denied') return { kind: 'denied' };
    const description = params.get('error_description')?.trim().slice(0, 300);
    return { kind: 'platform_error', description: description || undefined };
  }
  const code = params.get('code')?.trim();
  const state = params.get('state')?.trim();
  return code && state ? { kind: 'code', code, state } : { kind: 'missing' };
}

/** Why `finish` failed, as the screen words it. */
export type TFinishProblem =
  /** The state was not this person's, or older than ten minutes (422 on `state`). */
  | 'state'
  /** The platform refused the code (422 on `code`). */
  | 'refused'
  /** The account has no page it may post to (422 without a field). */
  | 'no_pages'
  /** The platform is busy or down (503), or we asked too often (429). */
  | 'busy'
  /** The platform is not set up on this server (404). */
  | 'off'
  | 'network'
  | 'other';

export function finishProblem(error: unknown): TFinishProblem {
  if (!(error instanceof ApiError)) return 'other';
  if (error.status === 0) return 'network';
  if (error.status === 404) return 'off';
  if (error.status === 503 || error.status === 429) return 'busy';
  if (error.status === 422) {
    if (error.errors.state?.length) return 'state';
    if (error.errors.code?.length) return 'refused';
    return 'no_pages';
  }
  return 'other';
}

export interface TPlatformGroup {
  platform: TExternalPlatform;
  /** Set up on this server: it can be connected (or reconnected). */
  available: boolean;
  /** The person's pages on it, by name. */
  pages: TSocialConnection[];
}

/** Every platform in a fixed order, each with its pages (sorted by name) and whether it is set up here. */
export function groupByPlatform(
  connections: readonly TSocialConnection[],
  available: readonly TExternalPlatform[],
): TPlatformGroup[] {
  return EXTERNAL_PLATFORMS.map((platform) => ({
    platform,
    available: available.includes(platform),
    pages: connections
      .filter((connection) => connection.platform === platform)
      .sort((a, b) => a.name.localeCompare(b.name)),
  }));
}
