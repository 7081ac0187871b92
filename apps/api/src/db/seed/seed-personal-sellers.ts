import { ZCreateProductSchema } from '@haat/shared';
import { eq, sql } from 'drizzle-orm';
import type { TDirectoryDeps } from '../../modules/directory/directory-deps.ts';
import { savePersonalShop } from '../../modules/directory/personal-shop.ts';
import { createProduct } from '../../modules/products/create-product.ts';
import { findUserByEmail } from '../../modules/users/repository.ts';
import { appMeta } from '../schema/system.ts';

const SEED_KEY = 'seed:personal-sellers:v1';

/** A demo person's own used items, sold without a business (decision 058). */
const ITEMS = [
  {
    title: 'Walton refrigerator 180 L (used, 2 years)',
    description: 'Works perfectly, moving house. Pick-up in Mirpur or delivery inside Dhaka.',
    price: 1_450_000,
    stock: 1,
    marketplace_category: 'home_goods',
    condition: 'used',
  },
  {
    title: 'SSC textbooks, complete set (science group)',
    description: 'নবম-দশম শ্রেণির বিজ্ঞান বিভাগের সব বই, ভালো অবস্থায়।',
    price: 90_000,
    stock: 2,
    marketplace_category: 'books',
    condition: 'used',
  },
  {
    title: 'Yamaha acoustic guitar F310 with bag',
    description: 'Used for a year, new strings.',
    price: 850_000,
    stock: 1,
    marketplace_category: 'sports',
    condition: 'used',
  },
] as const;

/**
 * Once per database (after the demo users): Nusrat sells a few things of her own in Dhaka, so the
 * marketplace shows a private seller next to the businesses. Answers false when done before or
 * when the demo user is missing.
 */
export async function seedPersonalSellers(deps: TDirectoryDeps): Promise<boolean> {
  return deps.db.transaction(async (lock) => {
    await lock.execute(sql`select pg_advisory_xact_lock(hashtext(${SEED_KEY}))`);
    const [done] = await lock.select().from(appMeta).where(eq(appMeta.key, SEED_KEY));
    if (done) return false;
    const person = await findUserByEmail(deps.db, 'nusrat@haat.test');
    if (!person) return false;
    const { shop } = await savePersonalShop(deps, person, {
      country: 'BD',
      district: 'bd-dhaka',
      city: 'Mirpur',
      delivery_inside: 8_000,
      delivery_outside: 15_000,
    });
    for (const item of ITEMS)
      await createProduct(
        deps,
        person.id,
        shop.id,
        ZCreateProductSchema.parse({ ...item, status: 'active' }),
      );
    await lock.insert(appMeta).values({ key: SEED_KEY, value: new Date().toISOString() });
    return true;
  });
}
