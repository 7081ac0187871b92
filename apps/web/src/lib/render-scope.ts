/*
 * What a server render learns while it runs (the page's title, the texts it made with Intl).
 * Rendering is synchronous, so one scope at a time is enough; in the browser there is never a scope.
 */
interface TRenderScope {
  title?: string;
  /** `formatOnce` keys and texts, handed to the browser with the page's state. */
  formats: Map<string, string>;
}

let scope: TRenderScope | undefined;

export function startRenderScope(): TRenderScope {
  scope = { formats: new Map() };
  return scope;
}

export function endRenderScope(): void {
  scope = undefined;
}

/** Called while rendering on the server: the screen's document title. */
export function recordTitle(title: string): void {
  if (scope) scope.title = title;
}

/*
 * Texts made with Intl (country and weekday names, times, dates). A page's first Intl object starts
 * ICU, some 50 ms of a phone's main thread in one piece (decision 026), so the texts a server render
 * made travel with the page's state and hydration reuses them; the browser only starts ICU when it
 * formats something new.
 */
const known = new Map<string, string>();

/**
 * The text for `key`, made by `make` only when neither this process nor the page's server render
 * made it yet. The key names everything the text depends on (a text that depends on the time names
 * the time too).
 */
export function formatOnce(key: string, make: () => string): string {
  let text = known.get(key);
  if (text === undefined) {
    text = make();
    if (known.size >= 5000) known.clear();
    known.set(key, text);
  }
  scope?.formats.set(key, text);
  return text;
}

/** In the browser, before hydrating: the texts the server's render made. */
export function seedServerFormats(formats: readonly (readonly [string, string])[] | undefined): void {
  for (const [key, text] of formats ?? []) known.set(key, text);
}
