import type { TDeps } from '../../../lib/deps.ts';
import type { TStorage } from '../../../plugins/storage.ts';

/** What the community uses: the common deps and public storage (logos, post media). */
export type TCommunityDeps = TDeps & { storage: TStorage };
