import type { TDeps } from '../../lib/deps.ts';
import type { TTtlCache } from '../../lib/ttl-cache.ts';
import type { TStorage } from '../../plugins/storage.ts';

/**
 * What the directory and product operations use: the common deps, file storage and the cache of
 * directory searches and business pages (directory-cache.ts).
 */
export type TDirectoryDeps = TDeps & { storage: TStorage; cache: TTtlCache<unknown> };
