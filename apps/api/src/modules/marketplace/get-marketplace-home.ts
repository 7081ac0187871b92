import { MARKETPLACE_CATEGORIES, type TMarketplaceHome } from '@haat/shared';
import type { TDirectoryDeps } from '../directory/directory-deps.ts';
import {
  countMarketCategories,
  listMarketProducts,
  type TMarketTileRow,
} from '../products/marketplace-repository.ts';
import { presentTile } from './present-tile.ts';

const HOME_LIST = 12;

interface THomeRows {
  categories: Map<string, number>;
  featured: TMarketTileRow[];
  newest: TMarketTileRow[];
}

/**
 * The marketplace's home: listed products per category, the featured products (featured until a
 * later time, newest first) and the newest products; the rows are kept in the directory cache.
 */
export async function getMarketplaceHome(deps: TDirectoryDeps): Promise<TMarketplaceHome> {
  const key = 'market:home';
  const generation = deps.cache.generation();
  let rows = deps.cache.get(key) as THomeRows | undefined;
  if (!rows) {
    const [categories, featured, newest] = await Promise.all([
      countMarketCategories(deps.db),
      listMarketProducts(deps.db, { featured: true, limit: HOME_LIST }),
      listMarketProducts(deps.db, { limit: HOME_LIST }),
    ]);
    rows = { categories, featured, newest };
    deps.cache.set(key, rows, generation);
  }
  const present = { appUrl: deps.config.appUrl, storage: deps.storage };
  return {
    categories: MARKETPLACE_CATEGORIES.map((value) => ({ value, count: rows.categories.get(value) ?? 0 })),
    featured: rows.featured.map((row) => presentTile(row, present)),
    newest: rows.newest.map((row) => presentTile(row, present)),
  };
}
