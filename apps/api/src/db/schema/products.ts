import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businessCategories, businesses, tsvector } from './directory.ts';
import { moderationColumns } from './moderation.ts';
import { users } from './users.ts';

export interface TStoredImage {
  id: string;
  /** 1200 px on the longer side. */
  key: string;
  /** 300 px wide. */
  thumbKey: string;
  /** 720 px wide (what a phone shows a page-wide image with); images uploaded before it lack it. */
  mediumKey?: string;
}

/**
 * Products of a business, sold by the marketplace. Price in poisha (bigint, read as a string);
 * a deleted business category leaves its products without one.
 */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id').references(() => businessCategories.id, { onDelete: 'set null' }),
    marketplaceCategory: text('marketplace_category', {
      enum: ['electronics', 'clothing', 'food', 'books', 'home_goods', 'sports', 'health', 'other'],
    })
      .notNull()
      .default('other'),
    /** The public address `/p/{slug}`: the title's Latin letters and six random characters. */
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    price: bigint('price', { mode: 'number' }).notNull(),
    stock: integer('stock').notNull().default(0),
    images: jsonb('images').$type<TStoredImage[]>().notNull().default([]),
    condition: text('condition', { enum: ['new', 'used'] })
      .notNull()
      .default('new'),
    status: text('status', { enum: ['draft', 'active', 'archived'] })
      .notNull()
      .default('draft'),
    featuredUntil: timestamp('featured_until', { withTimezone: true }),
    /**
     * A copy of the seller's district, city, badge and rating (the business's `district`, `city`,
     * `verified`, `rating_avg` and `rating_count`), kept by triggers of migration 0011 on insert, on a
     * change of `business_id` and on a change of the business, so that the marketplace search
     * filters, counts and orders products without joining businesses (decision 055). Never written
     * by the application.
     */
    sellerDistrict: text('seller_district'),
    sellerCity: text('seller_city'),
    sellerVerified: boolean('seller_verified').notNull().default(false),
    sellerRatingAvg: doublePrecision('seller_rating_avg').notNull().default(0),
    sellerRatingCount: integer('seller_rating_count').notNull().default(0),
    /** Reviews of buyers whose order completed (decision 056), kept here by the review writes. */
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector('simple'::regconfig, ${products.title}), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(${products.description}, '')), 'B')`,
      ),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL => sql`lower(${products.title} || ' ' || coalesce(${products.description}, ''))`,
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ...moderationColumns(),
  },
  (t) => [
    check('products_moderation_check', sql`${t.moderation} IN ('hidden', 'removed')`),
    check('products_price_check', sql`${t.price} >= 0`),
    check('products_stock_check', sql`${t.stock} >= 0`),
    check('products_condition_check', sql`${t.condition} IN ('new', 'used')`),
    uniqueIndex('products_slug_unique').on(t.slug),
    index('products_business_created_idx').on(t.businessId, t.createdAt, t.id),
    index('products_business_status_idx').on(t.businessId, t.status),
    index('products_category_idx').on(t.categoryId),
    index('products_seller_idx').on(t.sellerId),
    // The marketplace's orders over listed products (decision 055): newest, and by price.
    index('products_active_created_idx').on(t.createdAt, t.id).where(sql`${t.status} = 'active'`),
    index('products_active_price_idx').on(t.price, t.id).where(sql`${t.status} = 'active'`),
    // By the seller's rating, from the product's copy of it; and each order within a category, a
    // seller district and among verified sellers, so a search with one of those filters reads the
    // order's index from its first match (migration 0011, decision 055).
    index('products_active_rating_idx')
      .on(t.sellerRatingAvg, t.sellerRatingCount, t.createdAt, t.id)
      .where(sql`${t.status} = 'active'`),
    index('products_active_category_created_idx')
      .on(t.marketplaceCategory, t.createdAt, t.id)
      .where(sql`${t.status} = 'active'`),
    index('products_active_category_price_idx')
      .on(t.marketplaceCategory, t.price, t.id)
      .where(sql`${t.status} = 'active'`),
    index('products_active_category_rating_idx')
      .on(t.marketplaceCategory, t.sellerRatingAvg, t.sellerRatingCount, t.createdAt, t.id)
      .where(sql`${t.status} = 'active'`),
    index('products_active_district_created_idx')
      .on(t.sellerDistrict, t.createdAt, t.id)
      .where(sql`${t.status} = 'active'`),
    index('products_active_district_price_idx')
      .on(t.sellerDistrict, t.price, t.id)
      .where(sql`${t.status} = 'active'`),
    index('products_active_district_rating_idx')
      .on(t.sellerDistrict, t.sellerRatingAvg, t.sellerRatingCount, t.createdAt, t.id)
      .where(sql`${t.status} = 'active'`),
    index('products_active_verified_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'active' AND ${t.sellerVerified}`),
    index('products_active_verified_price_idx')
      .on(t.price, t.id)
      .where(sql`${t.status} = 'active' AND ${t.sellerVerified}`),
    index('products_active_verified_rating_idx')
      .on(t.sellerRatingAvg, t.sellerRatingCount, t.createdAt, t.id)
      .where(sql`${t.status} = 'active' AND ${t.sellerVerified}`),
    index('products_search_vector_idx').using('gin', t.searchVector).with({ fastupdate: false }),
    index('products_search_text_trgm_idx')
      .using('gin', t.searchText.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
  ],
);

/**
 * Every word of every product's title and description (the lexemes of `search_vector`, numbers
 * left out), kept by statement-level triggers on `products` (migration 0010) and pruned by the
 * product writes (prune-product-words.ts). A misspelt query word of the marketplace search is
 * matched against this short list with pg_trgm, and the similar words join the full-text query.
 */
export const productWords = pgTable(
  'product_words',
  {
    word: text('word').primaryKey(),
  },
  (t) => [
    index('product_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')).with({ fastupdate: false }),
  ],
);

export type TProductRow = typeof products.$inferSelect;

/**
 * Views of a product's public page per day (Bangladesh time), counted by the page's beacon
 * (decision 056): what a seller's analytics divide orders by.
 */
export const productViews = pgTable(
  'product_views',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.day] }), index('product_views_day_idx').on(t.day)],
);
