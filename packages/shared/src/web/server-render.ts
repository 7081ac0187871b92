/*
 * The contract between the API and the web app's server renderer (apps/web/src/entry-server.tsx,
 * loaded by apps/api/src/lib/page-renderer.ts; decision 025).
 */

/**
 * Reads one JSON answer of the API (the browser's `api.get`, or the server's in-process call that
 * throws on 4xx/5xx). `TSignal` is the browser's AbortSignal; the server ignores it.
 */
export type TGetJson<TSignal = unknown> = <T>(path: string, signal?: TSignal) => Promise<T>;

export type TRenderResult =
  | {
      kind: 'page';
      status: number;
      /** The app's markup, for `<div id="root">`. */
      html: string;
      /** The document title the screen set. */
      title: string | undefined;
      /** `<script type="application/json">` content for the browser (already safe to embed). */
      state: string;
      /** Build-manifest keys of the route chunks and catalogues the browser will need at once. */
      modules: string[];
    }
  | { kind: 'redirect'; status: number; location: string }
  /** Not a server-rendered screen (or it failed to load): send the plain app shell. */
  | { kind: 'shell' };
