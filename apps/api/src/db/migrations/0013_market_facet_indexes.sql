-- Decision 055, "Facet indexes": products_active_category_created_idx (migration 0011) serves every
-- read this index served, with the id as its last key; kept beside it, PostgreSQL chose this one for a
-- category's newest page and then sorted each day's rows by id.
DROP INDEX "products_market_idx";
