import type { TBusiness, ZPersonalShopInputSchema } from '@haat/shared';
import type { z } from 'zod';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { businessPlace } from './business-place.ts';
import type { TDirectoryDeps } from './directory-deps.ts';
import { makeBusinessSlug } from './make-business-slug.ts';
import { presentBusiness } from './present-business.ts';
import {
  findPersonalShop,
  insertBusiness,
  renamePersonalShop,
  type TBusinessRow,
  updatePersonalShop,
} from './repository.ts';

type TPersonalShopInput = z.output<typeof ZPersonalShopInputSchema>;

/**
 * A person's own items for sale (decision 058) are sold from one business row of kind `personal`,
 * named after the person: a seller in the marketplace with a place and delivery charges, never in
 * the directory. Its products, orders and sales work as a business's do.
 */
export async function getPersonalShop(deps: TDirectoryDeps, userId: string): Promise<TBusiness | null> {
  const row = await findPersonalShop(deps.db, userId);
  return row ? present(deps, row) : null;
}

/**
 * Creates the person's personal seller row, or changes its place and delivery charges (fields not
 * sent stay). The name is always the person's. Two first saves at once make one row: the second
 * meets the unique index and changes the row the first made.
 */
export async function savePersonalShop(
  deps: TDirectoryDeps,
  user: { id: string; name: string },
  input: TPersonalShopInput,
): Promise<{ shop: TBusiness; created: boolean }> {
  for (let attempt = 0; ; attempt += 1) {
    const current = await findPersonalShop(deps.db, user.id);
    const values = {
      name: user.name,
      country: input.country,
      city: input.city,
      deliveryInside: input.delivery_inside,
      deliveryOutside: input.delivery_outside,
      ...businessPlace(input, current, deps.config.defaultCountry),
    };
    const changes = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
    if (current) {
      const row = (await updatePersonalShop(deps.db, user.id, changes)) ?? current;
      return { shop: present(deps, row), created: false };
    }
    try {
      const row = await insertBusiness(deps.db, {
        ...changes,
        name: user.name,
        type: 'retail',
        kind: 'personal',
        country: input.country ?? deps.config.defaultCountry,
        ownerId: user.id,
        slug: makeBusinessSlug(user.name),
      });
      return { shop: present(deps, row), created: true };
    } catch (error) {
      const raced = isUniqueViolation(error, 'businesses_personal_owner_unique');
      if (!(raced || isUniqueViolation(error, 'businesses_slug_unique')) || attempt >= 4) throw error;
    }
  }
}

/**
 * Keeps the personal seller row named after its person: the users area calls this when a person
 * changes their name (when they sell, the directory cache is cleared so tiles show it at once).
 */
export async function renamePersonalSeller(
  deps: Pick<TDirectoryDeps, 'db' | 'cache'>,
  userId: string,
  name: string,
): Promise<void> {
  if (await renamePersonalShop(deps.db, userId, name)) deps.cache.clear();
}

function present(deps: TDirectoryDeps, row: TBusinessRow): TBusiness {
  return presentBusiness(row, { appUrl: deps.config.appUrl, storage: deps.storage });
}
