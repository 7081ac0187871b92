import {
  BUSINESS_SOCIAL_NETWORKS,
  findDistrict,
  isOpenAt,
  type TBusiness,
  type TDirectoryEntry,
  type TOpeningHours,
  WEEKDAYS,
} from '@haat/shared';
import type { TStorage } from '../../plugins/storage.ts';
import type { TBusinessRow, TDirectoryRow } from './repository.ts';

export function businessUrl(appUrl: string, slug: string): string {
  return `${appUrl.replace(/\/$/, '')}/b/${encodeURIComponent(slug)}`;
}

function hoursOf(row: Pick<TBusinessRow, 'hours'>): TOpeningHours {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, row.hours[day] ?? null])) as TOpeningHours;
}

function ratingOf(row: Pick<TBusinessRow, 'ratingAvg' | 'ratingCount'>) {
  return { average: Math.round(row.ratingAvg * 10) / 10, count: row.ratingCount };
}

/** Links for the contact buttons: `tel:`, WhatsApp chat, `mailto:` and map directions. */
function actionsOf(row: TBusinessRow): TBusiness['actions'] {
  const destination =
    row.latitude !== null && row.longitude !== null
      ? `${row.latitude},${row.longitude}`
      : row.address || row.city || row.district
        ? [row.address, row.city, findDistrict(row.district)?.names.en].filter(Boolean).join(', ')
        : null;
  return {
    call: row.phone ? `tel:${row.phone}` : null,
    whatsapp: row.whatsapp ? `https://wa.me/${row.whatsapp.replace(/\D/g, '')}` : null,
    email: row.email ? `mailto:${row.email}` : null,
    directions: destination
      ? `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`
      : null,
  };
}

/** The business object every owner and public endpoint answers with. */
export function presentBusiness(
  row: TBusinessRow,
  options: { appUrl: string; storage: TStorage; now?: Date },
): TBusiness {
  const hours = hoursOf(row);
  return {
    id: row.id,
    slug: row.slug,
    url: row.kind === 'personal' ? null : businessUrl(options.appUrl, row.slug),
    kind: row.kind,
    name: row.name,
    type: row.type,
    description: row.description,
    logo_url: row.logoKey ? options.storage.url(row.logoKey) : null,
    logo_thumb_url: row.logoThumbKey ? options.storage.url(row.logoThumbKey) : null,
    cover_url: row.coverKey ? options.storage.url(row.coverKey) : null,
    phone: row.phone,
    whatsapp: row.whatsapp,
    email: row.email,
    website: row.website,
    address: row.address,
    city: row.city,
    district: row.district,
    country: row.country,
    location:
      row.latitude !== null && row.longitude !== null ? { lat: row.latitude, lng: row.longitude } : null,
    time_zone: row.timeZone,
    hours,
    open_now: isOpenAt(hours, row.timeZone, options.now),
    social: Object.fromEntries(
      BUSINESS_SOCIAL_NETWORKS.map((network) => [network, row.social[network] ?? null]),
    ) as TBusiness['social'],
    verified: row.verified,
    rating: ratingOf(row),
    delivery_inside: Number(row.deliveryInside),
    delivery_outside: Number(row.deliveryOutside),
    actions: actionsOf(row),
    suspension: row.suspendedAt
      ? { at: row.suspendedAt.toISOString(), reason: row.suspendedReason ?? '' }
      : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A row of the public directory list. */
export function presentDirectoryEntry(
  row: TDirectoryRow,
  options: { appUrl: string; storage: TStorage; now?: Date },
): TDirectoryEntry {
  const description = row.description?.replace(/\s+/g, ' ').trim() ?? null;
  return {
    id: row.id,
    slug: row.slug,
    url: businessUrl(options.appUrl, row.slug),
    name: row.name,
    type: row.type,
    summary: description && description.length > 200 ? `${description.slice(0, 199)}…` : description,
    logo_thumb_url: row.logoThumbKey ? options.storage.url(row.logoThumbKey) : null,
    city: row.city,
    district: row.district,
    country: row.country,
    verified: row.verified,
    open_now: isOpenAt(hoursOf(row), row.timeZone, options.now),
    rating: ratingOf(row),
    created_at: row.createdAt.toISOString(),
  };
}
