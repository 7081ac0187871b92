import {
  PLATFORM_SETTING_NAMES,
  PLATFORM_SETTING_RULES,
  type TPlatformSettingName,
  type TPlatformSettings,
  type TPlatformSettingValues,
  type TUpdatePlatformSettings,
} from '@haat/shared';
import type { TExecutor } from '../../db/client.ts';
import type { TDeps } from '../../lib/deps.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import { readSettingRows, writeSetting } from './repository.ts';

/** Where each setting is stored in `platform_settings` (the bonus kept its key of decision 051). */
const STORED_KEY: Record<TPlatformSettingName, string> = {
  referral_bonus: 'referral_bonus_poisha',
  referral_min_top_up: 'referral_min_top_up_poisha',
  referral_hold_days: 'referral_hold_days',
  referral_daily_cap: 'referral_daily_cap',
  second_approval_above: 'second_approval_above_poisha',
  transfer_password_above: 'transfer_password_above_poisha',
  order_commission_bp: 'order_commission_bp',
  order_auto_complete_days: 'order_auto_complete_days',
  feature_price_per_day: 'feature_price_per_day_poisha',
};

/** A stored value as a whole number within the setting's bounds; the default when unset or unusable. */
export function settingOf(name: TPlatformSettingName, value: unknown): number {
  const rule = PLATFORM_SETTING_RULES[name];
  const number = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  if (typeof number === 'number' && Number.isSafeInteger(number) && number >= rule.min && number <= rule.max)
    return number;
  return rule.default;
}

/** Every setting in effect (defaults for the unset ones) and when one last changed. */
export async function readPlatformSettings(
  db: TExecutor,
): Promise<TPlatformSettingValues & { updatedAt: Date | null }> {
  const rows = await readSettingRows(db, Object.values(STORED_KEY));
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const values = Object.fromEntries(
    PLATFORM_SETTING_NAMES.map((name) => [name, settingOf(name, byKey.get(STORED_KEY[name])?.value)]),
  ) as TPlatformSettingValues;
  const times = rows.map((row) => row.updatedAt.getTime());
  return { ...values, updatedAt: times.length ? new Date(Math.max(...times)) : null };
}

/**
 * Settings read on hot paths (every transfer, every wallet view) are kept for a few seconds in each
 * process, so a burst of requests does not queue for pool connections just to read them. A change
 * through this process clears it at once; other instances see it within `SETTINGS_CACHE_MS`.
 * Money decisions (referral bonus, staff decisions) read inside their transaction, uncached.
 */
const SETTINGS_CACHE_MS = 5_000;
const cache = createTtlCache<number>({ ttlMs: SETTINGS_CACHE_MS, maxEntries: 32 });

/** One setting in effect, read in the caller's transaction (uncached). */
export async function readPlatformSetting(db: TExecutor, name: TPlatformSettingName): Promise<number> {
  const [row] = await readSettingRows(db, [STORED_KEY[name]]);
  return settingOf(name, row?.value);
}

/** One setting in effect, at most a few seconds old (for the hot paths outside transactions). */
export async function readCachedSetting(db: TExecutor, name: TPlatformSettingName): Promise<number> {
  const cached = cache.get(name);
  if (cached !== undefined) return cached;
  const generation = cache.generation();
  const value = await readPlatformSetting(db, name);
  cache.set(name, value, generation);
  return value;
}

/** The platform settings staff can change, as they are in effect now (defaults included). */
export async function getPlatformSettings(deps: Pick<TDeps, 'db'>): Promise<TPlatformSettings> {
  const { updatedAt, ...values } = await readPlatformSettings(deps.db);
  return { ...values, updated_at: updatedAt?.toISOString() ?? null };
}

/**
 * Staff change platform settings (only the ones sent), in one transaction. A new referral bonus,
 * minimum top-up, holding period or cap applies to bonuses that qualify from now on; bonuses already
 * posted stay as they were (they are ledger transactions). Thresholds apply to the next request.
 */
export async function updatePlatformSettings(
  deps: Pick<TDeps, 'db' | 'log'>,
  staffId: string,
  change: TUpdatePlatformSettings,
): Promise<TPlatformSettings> {
  await deps.db.transaction(async (tx) => {
    for (const name of PLATFORM_SETTING_NAMES) {
      const value = change[name];
      if (value !== undefined) await writeSetting(tx, STORED_KEY[name], value, staffId);
    }
  });
  cache.clear();
  deps.log.info({ staffId, change }, 'platform settings changed');
  return getPlatformSettings(deps);
}
