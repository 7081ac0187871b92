/*
 * What a server render learns while it runs (the page's title). Rendering is synchronous, so one
 * scope at a time is enough; in the browser there is never a scope.
 */
interface TRenderScope {
  title?: string;
}

let scope: TRenderScope | undefined;

export function startRenderScope(): TRenderScope {
  scope = {};
  return scope;
}

export function endRenderScope(): void {
  scope = undefined;
}

/** Called while rendering on the server: the screen's document title. */
export function recordTitle(title: string): void {
  if (scope) scope.title = title;
}
