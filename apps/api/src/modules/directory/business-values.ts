import { BUSINESS_SOCIAL_NETWORKS, type ZUpdateBusinessSchema } from '@haat/shared';
import type { z } from 'zod';
import type { TBusinessChanges, TBusinessRow } from './repository.ts';

type TBusinessInput = z.output<typeof ZUpdateBusinessSchema>;

/** Maps validated API fields onto columns; fields not sent stay undefined (unchanged). */
export function toBusinessValues(input: TBusinessInput, current?: TBusinessRow): TBusinessChanges {
  const values: TBusinessChanges = {
    name: input.name,
    type: input.type,
    description: input.description,
    phone: input.phone,
    whatsapp: input.whatsapp,
    email: input.email,
    website: input.website,
    address: input.address,
    city: input.city,
    country: input.country,
    timeZone: input.time_zone,
    hours: input.hours,
    slug: input.slug,
    deliveryInside: input.delivery_inside,
    deliveryOutside: input.delivery_outside,
  };
  if (input.location !== undefined) {
    values.latitude = input.location?.lat ?? null;
    values.longitude = input.location?.lng ?? null;
  }
  if (input.social) {
    // Networks not sent keep their link; null or "" clears one.
    const social: Record<string, string | null> = { ...(current?.social ?? {}) };
    for (const network of BUSINESS_SOCIAL_NETWORKS) {
      const link = input.social[network];
      if (link !== undefined) social[network] = link;
    }
    values.social = social;
  }
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as TBusinessChanges;
}
