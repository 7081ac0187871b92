import { useToken } from '../../auth/api/session.ts';

/**
 * Who is looking, for the query keys of answers that differ per viewer: the token's public id part
 * (`<id>|<secret>`), never the secret; `guest` when signed out. Signing in from a business page
 * thus fetches the page again instead of showing the signed-out answer.
 */
export function useViewer(): string {
  const token = useToken();
  return token ? `user:${token.split('|')[0]}` : 'guest';
}
