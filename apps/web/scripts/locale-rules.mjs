// The rules check-locales.mjs applies to one catalogue against English (pure functions, tested in
// locale-rules.test.mjs). Plural keys follow i18next: a key is plural when English has both
// `<key>_one` and `<key>_other`; every language then has exactly the forms `Intl.PluralRules` names
// for it (`ar`: zero one two few many other; `ru`: one few many other; `zh`: other).

export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'];
const FORM = new RegExp(`^(.+)_(${PLURAL_CATEGORIES.join('|')})$`);

/** Nested catalogue -> Map of dotted key to value. */
export function flatten(node, prefix = '', out = new Map()) {
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && !Array.isArray(value)) flatten(value, path, out);
    else out.set(path, value);
  }
  return out;
}

/** The plural categories a BCP 47 language tag needs, in CLDR order. */
export function categoriesOf(tag) {
  const needed = new Intl.PluralRules(tag).resolvedOptions().pluralCategories;
  return PLURAL_CATEGORIES.filter((category) => needed.includes(category));
}

/** The plural keys of a flattened English catalogue (`a.unread` for `a.unread_one` + `a.unread_other`). */
export function pluralBases(english) {
  const bases = new Set();
  for (const key of english.keys()) {
    const match = FORM.exec(key);
    if (match?.[2] === 'other' && english.has(`${match[1]}_one`)) bases.add(match[1]);
  }
  return bases;
}

const placeholderList = (text) => [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]);
export const placeholders = (text) => placeholderList(text).sort().join(',');

/**
 * Problems and warnings of one catalogue (`other`, language `tag`) against English, both nested
 * objects. Plain keys: present, non-empty, same placeholders. Plural keys: exactly the forms the
 * language needs; `_other` has English's placeholders, other forms may leave out `{{count}}` (Arabic
 * writes "one message" as a word) but keep the rest. English itself is checked with `other === english`.
 */
export function compareCatalogue(english, other, tag) {
  const problems = [];
  const warnings = [];
  const base = flatten(english);
  const theirs = flatten(other);
  const plurals = pluralBases(base);
  const isForm = (key) => {
    const match = FORM.exec(key);
    return Boolean(match && plurals.has(match[1]));
  };
  let checked = 0;
  for (const [key, value] of base) {
    if (isForm(key)) continue;
    checked += 1;
    const translated = theirs.get(key);
    if (translated === undefined) problems.push(`missing key "${key}"`);
    else if (typeof translated !== 'string' || translated.trim() === '') problems.push(`empty key "${key}"`);
    else if (placeholders(value) !== placeholders(translated))
      problems.push(
        `"${key}" has placeholders {${placeholders(translated)}} but English has {${placeholders(value)}}`,
      );
  }
  const needed = categoriesOf(tag);
  for (const plural of plurals) {
    checked += 1;
    const expected = placeholderList(base.get(`${plural}_other`));
    for (const category of PLURAL_CATEGORIES) {
      const key = `${plural}_${category}`;
      const text = theirs.get(key);
      if (!needed.includes(category)) {
        if (text !== undefined) problems.push(`"${key}": ${tag} has no plural category "${category}"`);
        continue;
      }
      if (text === undefined) {
        problems.push(`missing plural form "${key}" (${tag} needs ${needed.join(', ')})`);
        continue;
      }
      if (typeof text !== 'string' || text.trim() === '') {
        problems.push(`empty key "${key}"`);
        continue;
      }
      const found = placeholderList(text);
      const required = category === 'other' ? expected : expected.filter((name) => name !== 'count');
      const missing = required.filter((name) => !found.includes(name));
      const unknown = found.filter((name) => !expected.includes(name));
      if (missing.length || unknown.length)
        problems.push(
          `"${key}" has placeholders {${found.sort().join(',')}} but English has {${expected.sort().join(',')}}`,
        );
    }
  }
  for (const key of theirs.keys())
    if (!base.has(key) && !isForm(key)) warnings.push(`extra key "${key}" (not in English)`);
  return { problems, warnings, checked };
}
