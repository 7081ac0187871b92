import { eq, sql } from 'drizzle-orm';
import { makeBusinessSlug } from '../../modules/directory/make-business-slug.ts';
import {
  insertBusiness,
  insertCategory,
  setBusinessVerified,
  upsertReview,
} from '../../modules/directory/repository.ts';
import { insertProducts, type TNewProduct } from '../../modules/products/repository.ts';
import { findUserByEmail, type TUserRow } from '../../modules/users/repository.ts';
import type { TDb } from '../client.ts';
import type { TStoredHours } from '../schema/directory.ts';
import { appMeta } from '../schema/system.ts';
import { DEMO_USERS } from './demo-users.ts';
import { SEED_BUSINESSES, type TSeedHours } from './directory-data.ts';

const SEED_KEY = 'seed:directory:v1';

const day = (open: string, close: string) => ({ open, close });
const HOURS: Record<TSeedHours, TStoredHours> = {
  shop: {
    mon: day('10:00', '20:00'),
    tue: day('10:00', '20:00'),
    wed: day('10:00', '20:00'),
    thu: day('10:00', '20:00'),
    fri: day('15:00', '20:00'),
    sat: day('10:00', '20:00'),
    sun: day('10:00', '20:00'),
  },
  restaurant: {
    mon: day('11:00', '23:00'),
    tue: day('11:00', '23:00'),
    wed: day('11:00', '23:00'),
    thu: day('11:00', '23:30'),
    fri: day('12:30', '23:30'),
    sat: day('11:00', '23:00'),
    sun: day('11:00', '23:00'),
  },
  office: {
    mon: day('09:00', '17:00'),
    tue: day('09:00', '17:00'),
    wed: day('09:00', '17:00'),
    thu: day('09:00', '17:00'),
    fri: null,
    sat: day('09:00', '17:00'),
    sun: day('09:00', '17:00'),
  },
  factory: {
    mon: day('08:00', '18:00'),
    tue: day('08:00', '18:00'),
    wed: day('08:00', '18:00'),
    thu: day('08:00', '18:00'),
    fri: null,
    sat: day('08:00', '18:00'),
    sun: day('08:00', '18:00'),
  },
  late: {
    mon: day('08:00', '02:00'),
    tue: day('08:00', '02:00'),
    wed: day('08:00', '02:00'),
    thu: day('08:00', '02:00'),
    fri: day('08:00', '02:00'),
    sat: day('08:00', '02:00'),
    sun: day('08:00', '02:00'),
  },
};

/**
 * Adds the demo directory once per database (after the demo users): about 30 businesses across
 * Bangladesh and abroad with categories, products, hours and reviews by the other demo users.
 * Answers false when it was already done or the demo users are missing.
 */
export async function seedDirectory(db: TDb): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${SEED_KEY}))`);
    const [done] = await tx.select().from(appMeta).where(eq(appMeta.key, SEED_KEY));
    if (done) return false;
    const users = new Map<string, TUserRow>();
    for (const demo of DEMO_USERS) {
      const user = await findUserByEmail(tx, demo.email);
      if (!user) return false;
      users.set(demo.email, user);
    }
    const start = Date.now() - SEED_BUSINESSES.length * 86_400_000;
    for (const [index, seed] of SEED_BUSINESSES.entries()) {
      const owner = users.get(seed.owner);
      if (!owner) continue;
      const createdAt = new Date(start + index * 86_400_000);
      const business = await insertBusiness(tx, {
        ownerId: owner.id,
        slug: makeBusinessSlug(seed.name),
        name: seed.name,
        type: seed.type,
        description: seed.description,
        phone: seed.phone,
        whatsapp: seed.phone,
        address: seed.address,
        city: seed.city ?? null,
        district: seed.district ?? null,
        country: seed.country,
        latitude: seed.location[0],
        longitude: seed.location[1],
        timeZone: seed.timeZone ?? 'Asia/Dhaka',
        hours: HOURS[seed.hours],
        createdAt,
        updatedAt: createdAt,
      });
      if (seed.verified) await setBusinessVerified(tx, business.id, true);
      const products: TNewProduct[] = [];
      for (const [categoryName, items] of Object.entries(seed.products)) {
        const category = await insertCategory(tx, business.id, categoryName);
        for (const [title, taka, stock, market] of items) {
          products.push({
            sellerId: owner.id,
            businessId: business.id,
            categoryId: category.id,
            title,
            price: taka * 100,
            stock,
            marketplaceCategory: market as TNewProduct['marketplaceCategory'],
            status: 'active',
            createdAt: new Date(createdAt.getTime() + products.length * 60_000),
          });
        }
      }
      await insertProducts(tx, products);
      const reviewers = [...users.values()].filter((user) => user.id !== owner.id && user.role === 'user');
      for (const [i, [rating, body]] of seed.reviews.entries()) {
        const author = reviewers[i % reviewers.length];
        if (author)
          await upsertReview(tx, {
            businessId: business.id,
            userId: author.id,
            authorName: author.name,
            rating,
            body,
          });
      }
    }
    await tx.insert(appMeta).values({ key: SEED_KEY, value: new Date().toISOString() });
    return true;
  });
}
