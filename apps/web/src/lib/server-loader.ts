import type { TLanguageCode } from '@haat/shared/i18n/languages';
import type { TGetJson as TSharedGetJson } from '@haat/shared/web/server-render';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, LoaderFunctionArgs } from 'react-router';

/** Reads one JSON answer of the API (the browser's `api.get`, or the server's in-process call). */
export type TGetJson = TSharedGetJson<AbortSignal>;

const SERVER = Symbol.for('haat.server-render');

/** What the server renderer hands every loader (React Router's `requestContext`). */
export interface TServerContext {
  readonly [SERVER]: true;
  /** This request's query cache; what loaders put here is sent to the browser with the page. */
  queryClient: QueryClient;
  /** Calls this server's own API in-process (no network), in the page's language, as a guest. */
  getJson: TGetJson;
  /** The page's language (loaders run before the render switches the translator to it). */
  language: TLanguageCode;
}

export function serverContext(
  queryClient: QueryClient,
  getJson: TGetJson,
  language: TLanguageCode,
): TServerContext {
  return { [SERVER]: true, queryClient, getJson, language };
}

function isServerContext(value: unknown): value is TServerContext {
  return typeof value === 'object' && value !== null && SERVER in value;
}

/**
 * A loader that only works on the server: it fetches what the screen shows (into the query cache,
 * or as loader data) before the page is rendered. In the browser it does nothing: the screen's own
 * queries fetch on navigation, and after a server render they find the server's answers.
 */
export function serverLoader<T>(
  load: (args: LoaderFunctionArgs, server: TServerContext) => Promise<T>,
): LoaderFunction {
  return (args) => (isServerContext(args.context) ? load(args, args.context) : null);
}
