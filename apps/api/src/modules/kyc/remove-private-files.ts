import type { TKycDeps } from './kyc-deps.ts';

/** Deletes private files, logging (not failing) on trouble. */
export async function removePrivateFiles(deps: TKycDeps, keys: string[]): Promise<void> {
  for (const key of keys)
    await deps.privateStorage
      .delete(key)
      .catch((error) => deps.log.warn({ err: error, key }, 'private file delete failed'));
}
