import type { TDeps } from '../../lib/deps.ts';
import type { TStorage } from '../../plugins/storage.ts';

/** What moderation uses: the common deps and the public file storage (pictures in previews). */
export type TModerationDeps = TDeps & { storage: TStorage };
