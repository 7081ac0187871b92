/** A schema.org object: `@context`, `@type` and properties. */
export type TJsonLd = { [key: string]: unknown };

/** Characters that must not appear raw inside a `<script>` element's JSON. */
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/**
 * JSON for a `<script>` element of a data type (`application/ld+json`, `application/json`): `<`,
 * `>`, `&`, U+2028 and U+2029 are written as `\uXXXX` escapes (the same JSON to a parser), so no
 * text can close the element (`</script>`), open a comment (`<!--`) or end a line in older
 * JavaScript parsers.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    UNSAFE_IN_SCRIPT,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** JSON-LD for its `<script type="application/ld+json">` element. */
export function serialiseJsonLd(data: TJsonLd): string {
  return scriptSafeJson(data);
}

/** The whole `<script type="application/ld+json">…</script>` element. */
export function jsonLdScript(data: TJsonLd): string {
  return `<script type="application/ld+json">${serialiseJsonLd(data)}</script>`;
}

/** `value` without null, undefined, empty strings, empty arrays and objects left empty (recursively). */
export function compactJsonLd<T>(value: T): T {
  if (Array.isArray(value)) {
    return value.map(compactJsonLd).filter((item) => !isEmpty(item)) as T;
  }
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value)
      .map(([key, item]) => [key, compactJsonLd(item)] as const)
      .filter(([, item]) => !isEmpty(item));
    return Object.fromEntries(entries) as T;
  }
  return value;
}

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object' && !(value instanceof Date)) {
    const keys = Object.keys(value);
    // An object with nothing but its @type says nothing.
    return keys.length === 0 || (keys.length === 1 && keys[0] === '@type');
  }
  return false;
}
