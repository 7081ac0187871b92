/*
 * Plural forms in i18next's shape: a key used with a `count` has one entry per CLDR plural category
 * its language needs (`unread_one`, `unread_other`; Arabic adds `_zero`, `_two`, `_few`, `_many`).
 * The category comes from `Intl.PluralRules`, so no rules are shipped. See
 * docs/decisions/019-plurals-and-day-periods.md.
 */

const rules = new Map<string, Intl.PluralRules>();

/** The CLDR plural category of `count` in the language `tag` (`one`, `few`, `other`, …). */
export function pluralCategory(tag: string, count: number): Intl.LDMLPluralRule {
  let rule = rules.get(tag);
  if (!rule) {
    rule = new Intl.PluralRules(tag);
    rules.set(tag, rule);
  }
  return rule.select(count);
}

/**
 * The keys to try, best first, for `key` translated with `count`: the form of its category, then
 * `_other`, then the plain key (a text without plural forms). A count that is no number (already
 * formatted) cannot choose a form: the plain key, then `_other`.
 */
export function pluralKeys(key: string, tag: string, count: unknown): string[] {
  if (typeof count === 'number') return [`${key}_${pluralCategory(tag, count)}`, `${key}_other`, key];
  return count === undefined ? [key] : [key, `${key}_other`];
}
