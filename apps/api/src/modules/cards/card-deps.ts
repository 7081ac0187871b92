import type { TDeps } from '../../lib/deps.ts';
import type { TStorage } from '../../plugins/storage.ts';

/** What the card operations use: the common deps plus file storage. */
export type TCardDeps = TDeps & { storage: TStorage };
