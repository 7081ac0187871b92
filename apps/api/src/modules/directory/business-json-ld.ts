import {
  compactJsonLd,
  findDistrict,
  type TBusiness,
  type TDayHours,
  type TJsonLd,
  type TWeekday,
  WEEKDAYS,
} from '@haat/shared';

/** schema.org types for the directory's kinds of business (all of them LocalBusiness). */
const SCHEMA_TYPES: Record<TBusiness['type'], string> = {
  restaurant: 'Restaurant',
  retail: 'Store',
  service: 'LocalBusiness',
  manufacturing: 'LocalBusiness',
};

const DAY_NAMES: Record<TWeekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

function absolute(origin: string, url: string | null): string | null {
  if (!url) return null;
  return /^https?:\/\//.test(url) ? url : `${origin.replace(/\/$/, '')}${url}`;
}

function webLink(url: string | null | undefined): string | null {
  return url && /^https?:\/\//i.test(url) ? url : null;
}

/**
 * The weekly hours as OpeningHoursSpecification, days with the same hours together. Hours past
 * midnight keep their closing time (`18:00`–`02:00`, as Google reads them); `24:00` is `23:59`.
 */
function openingHours(hours: TBusiness['hours']): TJsonLd[] {
  const groups = new Map<string, { hours: TDayHours; days: string[] }>();
  for (const day of WEEKDAYS) {
    const interval = hours[day];
    if (!interval) continue;
    const key = `${interval.open}-${interval.close}`;
    const group = groups.get(key) ?? { hours: interval, days: [] };
    group.days.push(DAY_NAMES[day]);
    groups.set(key, group);
  }
  return [...groups.values()].map(({ hours: interval, days }) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days,
    opens: interval.open === '24:00' ? '00:00' : interval.open,
    closes: interval.close === '24:00' ? '23:59' : interval.close,
  }));
}

/**
 * schema.org LocalBusiness (Restaurant, Store) JSON-LD for a public business page, from the
 * business as `GET /api/businesses/:slug` answers it (`page.business`). `origin` is the canonical
 * origin (`request.siteUrl()`), for images stored under `/uploads/…`. Put it in the page's head with
 * `jsonLdScript` (`@haat/shared`), which escapes it for a `<script>` element.
 */
export function businessJsonLd(business: TBusiness, options: { origin: string }): TJsonLd {
  const logo = absolute(options.origin, business.logo_url);
  const cover = absolute(options.origin, business.cover_url);
  const district = findDistrict(business.district)?.names.en;
  return compactJsonLd({
    '@context': 'https://schema.org',
    '@type': SCHEMA_TYPES[business.type] ?? 'LocalBusiness',
    '@id': `${business.url}#business`,
    name: business.name,
    description: business.description?.trim(),
    url: business.url,
    image: [cover, logo],
    logo,
    telephone: business.phone ?? business.whatsapp,
    email: business.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: business.address,
      addressLocality: business.city ?? district,
      addressRegion: business.city && district ? district : null,
      addressCountry: business.country,
    },
    geo: business.location
      ? { '@type': 'GeoCoordinates', latitude: business.location.lat, longitude: business.location.lng }
      : null,
    openingHoursSpecification: openingHours(business.hours),
    aggregateRating:
      business.rating.count > 0
        ? {
            '@type': 'AggregateRating',
            ratingValue: business.rating.average,
            reviewCount: business.rating.count,
            bestRating: 5,
            worstRating: 1,
          }
        : null,
    sameAs: [webLink(business.website), ...Object.values(business.social).map(webLink)],
  });
}
