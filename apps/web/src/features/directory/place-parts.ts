import type { TLanguageCode } from '@haat/shared/i18n/languages';
import { districtName } from '@haat/shared/places/bd-places';

/**
 * A business's place as parts to show, most precise first: its city or area as written, then its
 * district (Bangladesh) named in the reader's language.
 */
export function placeParts(
  place: { city: string | null; district: string | null },
  lang: TLanguageCode,
): string[] {
  return [place.city, place.district ? districtName(place.district, lang) : null].filter(
    (part): part is string => !!part,
  );
}
