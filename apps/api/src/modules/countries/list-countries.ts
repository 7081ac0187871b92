import { createRequire } from 'node:module';
import { dialingCode, LANGUAGES, type TCountry, type TLanguageCode } from '@haat/shared';
import countries from 'i18n-iso-countries';

const require = createRequire(import.meta.url);
for (const { tag } of LANGUAGES) countries.registerLocale(require(`i18n-iso-countries/langs/${tag}.json`));

const cache = new Map<TLanguageCode, TCountry[]>();

function flagOf(code: string): string {
  return String.fromCodePoint(...[...code].map((char) => 0x1f1e6 + char.charCodeAt(0) - 65));
}

/** Every country with a dialing code, named in `lang` and sorted for it (ISO 3166 data from a maintained package). */
export function listCountries(lang: TLanguageCode): TCountry[] {
  const cached = cache.get(lang);
  if (cached) return cached;
  const tag = LANGUAGES.find((l) => l.code === lang)?.tag ?? 'en';
  const collator = new Intl.Collator(tag);
  const list = Object.keys(countries.getAlpha2Codes())
    .map((code) => {
      const dialing = dialingCode(code);
      if (!dialing) return undefined;
      const name =
        countries.getName(code, tag, { select: 'official' }) ?? countries.getName(code, 'en') ?? code;
      return { code, name, dialing_code: dialing, flag: flagOf(code) };
    })
    .filter((country): country is TCountry => !!country)
    .sort((a, b) => collator.compare(a.name, b.name));
  cache.set(lang, list);
  return list;
}
