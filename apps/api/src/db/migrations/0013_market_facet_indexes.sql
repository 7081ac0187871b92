-- Decision 055, "Facet indexes". products_active_category_created_idx (migration 0011) serves every
-- read this index served, with the id as its last key; kept beside it, PostgreSQL chose this one for a
-- category's newest page and then sorted each day's rows by id.
DROP INDEX "products_market_idx";--> statement-breakpoint
-- A sequential scan that stops at a LIMIT (the facets' sample of a broad word) starts where the last
-- scan of the table stopped while synchronised scans are on (tables larger than a quarter of
-- shared_buffers), so the same search read other rows, at another cost, each time. Off for this
-- database's new sessions; a database user that may not change it keeps PostgreSQL's default.
DO $$
BEGIN
  EXECUTE format('ALTER DATABASE %I SET synchronize_seqscans = off', current_database());
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'synchronize_seqscans stays on: this user may not change the database''s settings';
END
$$;
