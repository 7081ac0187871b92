import type { TDirectoryCity } from '@haat/shared';
import { sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { businesses } from '../../db/schema/directory.ts';
import type { TTtlCache } from '../../lib/ttl-cache.ts';
import { inDirectory, notSuspended } from './repository.ts';

/** How many places the directory's city filter offers at most (the busiest ones). */
export const CITIES_MAX = 300;

/**
 * The places of the directory with how many businesses each has, busiest first: each district of
 * Bangladesh once (however its businesses' city is spelt; `city` is the district's code), and other
 * cities as written. Cities that differ only in case are one city (the directory's filter compares
 * them the same way), named as most of its businesses spell it.
 */
export async function listCities(db: TExecutor): Promise<TDirectoryCity[]> {
  const result = await db.execute<{ city: string; district: string | null; count: number }>(sql`
    SELECT coalesce(${businesses.district}, mode() WITHIN GROUP (ORDER BY btrim(${businesses.city}))) AS city,
           ${businesses.district} AS district, count(*)::int AS count
    FROM ${businesses}
    WHERE ${inDirectory()} AND ${notSuspended()}
      AND (${businesses.district} IS NOT NULL
           OR (${businesses.city} IS NOT NULL AND btrim(${businesses.city}) <> ''))
    GROUP BY ${businesses.district}, CASE WHEN ${businesses.district} IS NULL THEN lower(btrim(${businesses.city})) END
    ORDER BY count(*) DESC, 1
    LIMIT ${CITIES_MAX}`);
  return result.rows.map((row) => ({ city: row.city, district: row.district, count: Number(row.count) }));
}

/** `listCities` through the directory cache (cleared with it by any directory write). */
export async function listCitiesCached(deps: {
  db: TExecutor;
  cache: TTtlCache<unknown>;
}): Promise<TDirectoryCity[]> {
  const cached = deps.cache.get('cities') as TDirectoryCity[] | undefined;
  if (cached) return cached;
  const generation = deps.cache.generation();
  const cities = await listCities(deps.db);
  deps.cache.set('cities', cities, generation);
  return cities;
}
