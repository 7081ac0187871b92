import type { TLanguageCode } from '@haat/shared/i18n/languages';
import type { HydrationState } from 'react-router';

/** What a server-rendered page hands the browser so hydration draws exactly what the server drew. */
export interface TServerState {
  /** The language the page was rendered in. */
  language: TLanguageCode;
  /** React Router's loader data of the rendered routes. */
  router: HydrationState;
  /** TanStack Query's dehydrated cache (the answers the screens showed), when there were any. */
  queries?: unknown;
  /** Ids of the routes the page matched (their place in the route tree, `0-3-1`). */
  matches?: string[];
  /** The texts the render made with Intl (`formatOnce` keys and texts). */
  formats?: [string, string][];
}

/** The id of the `<script type="application/json">` that carries the state. */
export const SERVER_STATE_ID = 'server-state';

/** The state of a server-rendered page, or undefined for a page the browser renders alone. */
export function readServerState(): TServerState | undefined {
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as TServerState;
  } catch {
    return undefined;
  }
}
