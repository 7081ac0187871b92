import type { TDeps } from '../../lib/deps.ts';
import type { TStorage } from '../../plugins/storage.ts';

/** What identity verification uses: the common deps and the private file storage. */
export type TKycDeps = TDeps & { privateStorage: TStorage };

/** Identity images are encrypted at rest with a key of their own, derived from APP_KEY. */
export const KYC_FILE_PURPOSE = 'kyc-file';
