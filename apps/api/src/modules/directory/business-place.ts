import { districtOfName } from '@haat/shared';
import { AppError } from '../../lib/app-error.ts';
import type { TBusinessChanges, TBusinessRow } from './repository.ts';

/**
 * The district and city columns for a business's place. A district (`bd-dhaka`, already checked to
 * be one by the shared schema) only for a business in Bangladesh; a business moved to another
 * country loses its district. A Bangladeshi business given only a city that names a district (in any
 * of the app's languages, or an old spelling like "Chittagong") gets that district instead, and a
 * city that only repeats the district's name is left off, so every spelling is one place.
 */
export function businessPlace(
  input: { district?: string | null; city?: string | null; country?: string },
  current: TBusinessRow | undefined,
  defaultCountry: string,
): Pick<TBusinessChanges, 'district' | 'city'> {
  const country = input.country ?? current?.country ?? defaultCountry;
  if (country !== 'BD') {
    if (input.district) throw AppError.fields({ district: 'validation.district_country' });
    return current?.district || input.district === null ? { district: null } : {};
  }
  const city = input.city === undefined ? current?.city : input.city;
  const district = input.district === undefined ? current?.district : input.district;
  const named = districtOfName(city);
  if (!district && named) return { district: named, city: null };
  if (district && named === district) return { district, city: null };
  return input.district === undefined ? {} : { district: input.district };
}
