import {
  PLATFORM_OPTION_DEFAULTS,
  PLATFORM_OPTION_NAMES,
  PLATFORM_SETTING_NAMES,
  PLATFORM_SETTING_RULES,
  type TPlatformOptionName,
  type TPlatformOptionValues,
  type TPlatformSettingName,
  type TPlatformSettings,
  type TPlatformSettingValues,
  type TUpdatePlatformSettings,
} from '@haat/shared';
import type { TExecutor } from '../../db/client.ts';
import type { TDeps } from '../../lib/deps.ts';
import { createTtlCache, type TTtlCache } from '../../lib/ttl-cache.ts';
import { recordStaffAction, type TStaffContext } from '../audit/record-staff-action.ts';
import { lastSettingChange, lockSettingChanges, readSettingRows, writeSetting } from './repository.ts';
import { paymentsSettings } from './top-up-method.ts';

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
/** The other settings are stored under their own names. */
const ALL_KEYS = [...Object.values(STORED_KEY), ...PLATFORM_OPTION_NAMES];

/** A stored value of the option's type; the default when unset or of another type. */
export function optionOf<K extends TPlatformOptionName>(name: K, value: unknown): TPlatformOptionValues[K] {
  const fallback = PLATFORM_OPTION_DEFAULTS[name] as TPlatformOptionValues[K];
  return typeof value === typeof fallback ? (value as TPlatformOptionValues[K]) : fallback;
}

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
 * Settings read on hot paths (every transfer, every wallet view, every request while checking for
 * maintenance) are kept for a few seconds by each instance of the API (one cache per database
 * connection pool, i.e. per app), so a burst of requests does not queue for pool connections just to
 * read them. A change clears this instance's cache at once and signals `settings` (decision 072):
 * every other instance clears its own within a second; `SETTINGS_CACHE_MS` (5 seconds) is the
 * backstop should a signal be lost. Money decisions (referral bonus, staff decisions) read inside
 * their transaction, uncached.
 */
export const SETTINGS_CACHE_MS = 5_000;
type TSettingValue = number | string | boolean;
const caches = new WeakMap<object, TTtlCache<TSettingValue>>();
function cacheOf(db: TExecutor): TTtlCache<TSettingValue> {
  let cache = caches.get(db);
  if (!cache) {
    cache = createTtlCache<TSettingValue>({ ttlMs: SETTINGS_CACHE_MS, maxEntries: 32 });
    caches.set(db, cache);
  }
  return cache;
}

/** Forgets the settings kept for this database handle (the `settings` signal's subscriber). */
export function clearSettingsCache(db: TExecutor): void {
  cacheOf(db).clear();
}

async function cached<T extends TSettingValue>(
  db: TExecutor,
  key: string,
  read: () => Promise<T>,
): Promise<T> {
  const cache = cacheOf(db);
  const hit = cache.get(key);
  if (hit !== undefined) return hit as T;
  const generation = cache.generation();
  const value = await read();
  cache.set(key, value, generation);
  return value;
}

/** One setting in effect, read in the caller's transaction (uncached). */
export async function readPlatformSetting(db: TExecutor, name: TPlatformSettingName): Promise<number> {
  const [row] = await readSettingRows(db, [STORED_KEY[name]]);
  return settingOf(name, row?.value);
}

/** One setting in effect, at most a few seconds old (for the hot paths outside transactions). */
export function readCachedSetting(db: TExecutor, name: TPlatformSettingName): Promise<number> {
  return cached(db, name, () => readPlatformSetting(db, name));
}

/** One of the other settings (numbers, switches, message) in effect, uncached. */
export async function readPlatformOption<K extends TPlatformOptionName>(
  db: TExecutor,
  name: K,
): Promise<TPlatformOptionValues[K]> {
  const [row] = await readSettingRows(db, [name]);
  return optionOf(name, row?.value);
}

/** One of the other settings, at most a few seconds old (every request reads the maintenance switch). */
export function readCachedOption<K extends TPlatformOptionName>(
  db: TExecutor,
  name: K,
): Promise<TPlatformOptionValues[K]> {
  return cached(db, name, () => readPlatformOption(db, name));
}

/** Every setting in effect, with the configured payment numbers and the last change. */
async function readAllSettings(
  deps: Pick<TDeps, 'db' | 'config'>,
  db: TExecutor,
): Promise<TPlatformSettings> {
  const rows = await readSettingRows(db, ALL_KEYS);
  const last = await lastSettingChange(db, ALL_KEYS);
  const byKey = new Map(rows.map((row) => [row.key, row.value]));
  const numbers = Object.fromEntries(
    PLATFORM_SETTING_NAMES.map((name) => [name, settingOf(name, byKey.get(STORED_KEY[name]))]),
  ) as TPlatformSettingValues;
  const options = Object.fromEntries(
    PLATFORM_OPTION_NAMES.map((name) => [name, optionOf(name, byKey.get(name))]),
  ) as TPlatformOptionValues;
  const configured = paymentsSettings(deps.config);
  return {
    ...numbers,
    ...options,
    configured_numbers: { bkash: configured.bkashNumber ?? null, nagad: configured.nagadNumber ?? null },
    updated_at: last?.at.toISOString() ?? null,
    updated_by: last?.id && last.name ? { id: last.id, name: last.name } : null,
  };
}

/** The platform settings staff can change, as they are in effect now (defaults included). */
export async function getPlatformSettings(deps: Pick<TDeps, 'db' | 'config'>): Promise<TPlatformSettings> {
  return readAllSettings(deps, deps.db);
}

const storedKeyOf = (name: keyof TUpdatePlatformSettings): string =>
  name in STORED_KEY ? STORED_KEY[name as TPlatformSettingName] : name;

/**
 * Staff change platform settings, in one transaction with its audit row (`settings.update`, the
 * values before and after of just the settings that changed). Only values that differ from the ones
 * in effect are written; sending the values in effect changes nothing and records nothing. A new
 * referral bonus, minimum top-up, holding period or cap applies to bonuses that qualify from now on;
 * bonuses already posted stay as they were (they are ledger transactions). Thresholds, commission and
 * prices apply to the next request; switches and numbers reach other instances within a second.
 */
export async function updatePlatformSettings(
  deps: Pick<TDeps, 'db' | 'log' | 'config' | 'signals'>,
  staff: TStaffContext,
  change: TUpdatePlatformSettings,
): Promise<TPlatformSettings> {
  const changed = await deps.db.transaction(async (tx) => {
    await lockSettingChanges(tx);
    const current = await readAllSettings(deps, tx);
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(change) as [keyof TUpdatePlatformSettings, unknown][]) {
      if (value === undefined || value === current[name]) continue;
      before[name] = current[name];
      after[name] = value;
      await writeSetting(tx, storedKeyOf(name), value, staff.actor.id);
    }
    const names = Object.keys(after);
    if (names.length)
      await recordStaffAction(tx, staff, {
        action: 'settings.update',
        targetType: 'setting',
        targetLabel: names.join(', '),
        before,
        after,
      });
    return after;
  });
  cacheOf(deps.db).clear();
  if (Object.keys(changed).length) await deps.signals.publish('settings');
  if (Object.keys(changed).length)
    deps.log.info({ staffId: staff.actor.id, change: changed }, 'platform settings changed');
  return getPlatformSettings(deps);
}
