import { sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { businesses } from '../../db/schema/directory.ts';
import type { TTtlCache } from '../../lib/ttl-cache.ts';

/** How many cities the directory's city filter offers at most (the busiest ones). */
export const CITIES_MAX = 300;

export interface TCityCount {
  city: string;
  count: number;
}

/**
 * The cities of the directory with how many businesses each has, busiest first. Cities that differ
 * only in case are one city (the directory's filter compares them the same way), named as most of
 * its businesses spell it.
 */
export async function listCities(db: TExecutor): Promise<TCityCount[]> {
  const result = await db.execute<{ city: string; count: number }>(sql`
    SELECT mode() WITHIN GROUP (ORDER BY btrim(${businesses.city})) AS city, count(*)::int AS count
    FROM ${businesses}
    WHERE ${businesses.city} IS NOT NULL AND btrim(${businesses.city}) <> ''
    GROUP BY lower(btrim(${businesses.city}))
    ORDER BY count(*) DESC, 1
    LIMIT ${CITIES_MAX}`);
  return result.rows.map((row) => ({ city: row.city, count: Number(row.count) }));
}

/** `listCities` through the directory cache (cleared with it by any directory write). */
export async function listCitiesCached(deps: {
  db: TExecutor;
  cache: TTtlCache<unknown>;
}): Promise<TCityCount[]> {
  const cached = deps.cache.get('cities') as TCityCount[] | undefined;
  if (cached) return cached;
  const generation = deps.cache.generation();
  const cities = await listCities(deps.db);
  deps.cache.set('cities', cities, generation);
  return cities;
}
