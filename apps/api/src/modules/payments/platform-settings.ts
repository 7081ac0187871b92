import type { TPlatformSettings, TUpdatePlatformSettings } from '@haat/shared';
import type { TDeps } from '../../lib/deps.ts';
import { REFERRAL_BONUS_SETTING, referralBonusOf } from './referral-bonus.ts';
import { readSettingRow, writeSetting } from './repository.ts';

/** The platform settings staff can change, as they are in effect now (defaults included). */
export async function getPlatformSettings(deps: TDeps): Promise<TPlatformSettings> {
  const row = await readSettingRow(deps.db, REFERRAL_BONUS_SETTING);
  return {
    referral_bonus: Number(referralBonusOf(row?.value)),
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

/**
 * Staff change platform settings. A new referral bonus applies to first top-ups that succeed from
 * now on; bonuses already paid stay as they were (they are ledger transactions).
 */
export async function updatePlatformSettings(
  deps: TDeps,
  staffId: string,
  change: TUpdatePlatformSettings,
): Promise<TPlatformSettings> {
  await writeSetting(deps.db, REFERRAL_BONUS_SETTING, change.referral_bonus, staffId);
  deps.log.info({ staffId, referralBonus: change.referral_bonus }, 'platform settings changed');
  return getPlatformSettings(deps);
}
