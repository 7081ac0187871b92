import type { TDeps } from '../../lib/deps.ts';
import type { TStorage } from '../../plugins/storage.ts';

/** What the directory and product operations use: the common deps plus file storage. */
export type TDirectoryDeps = TDeps & { storage: TStorage };
