import type { TDeps } from '../../lib/deps.ts';
import type { TStorage } from '../../plugins/storage.ts';

/** What the order operations use: the common deps and file storage (for product image addresses). */
export type TOrdersDeps = TDeps & { storage: TStorage };
