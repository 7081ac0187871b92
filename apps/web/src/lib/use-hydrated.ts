import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while the page is the server's HTML (and during hydration), true once React runs it. Forms
 * of server-rendered screens keep their submit button disabled until then, so an early press can
 * never send the form the browser's own way (a GET with the password in the address).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
