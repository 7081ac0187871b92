import { takaToPoisha, toAsciiDigits } from '@haat/shared/money';
import type { TPlatformSettings, TUpdatePlatformSettings } from '@haat/shared/payments/settings';

/*
 * The settings screen's form, apart from React (unit-tested): what each field holds as text, how the
 * text becomes the API's value (taka → poisha, percent → basis points), and which values changed.
 */

/** How a setting is typed and sent. */
export type TSettingKind = 'taka' | 'percent' | 'count' | 'phone' | 'switch' | 'text';

export const SETTING_KINDS = {
  referral_bonus: 'taka',
  referral_min_top_up: 'taka',
  referral_hold_days: 'count',
  referral_daily_cap: 'count',
  order_commission_bp: 'percent',
  feature_price_per_day: 'taka',
  order_auto_complete_days: 'count',
  bkash_number: 'phone',
  nagad_number: 'phone',
  second_approval_above: 'taka',
  transfer_password_above: 'taka',
  registration_open: 'switch',
  maintenance_mode: 'switch',
  maintenance_message: 'text',
} as const satisfies Record<string, TSettingKind>;

export type TSettingName = keyof typeof SETTING_KINDS;
export type TSwitchName = {
  [K in TSettingName]: (typeof SETTING_KINDS)[K] extends 'switch' ? K : never;
}[TSettingName];
export type TTextName = Exclude<TSettingName, TSwitchName>;
export type TSettingsForm = Record<TTextName, string> & Record<TSwitchName, boolean>;

/** The screen's sections, in order, with their settings. */
export const SETTING_SECTIONS: { key: string; names: TSettingName[] }[] = [
  {
    key: 'referrals',
    names: ['referral_bonus', 'referral_min_top_up', 'referral_hold_days', 'referral_daily_cap'],
  },
  { key: 'marketplace', names: ['order_commission_bp', 'feature_price_per_day', 'order_auto_complete_days'] },
  {
    key: 'payments',
    names: ['bkash_number', 'nagad_number', 'second_approval_above', 'transfer_password_above'],
  },
  { key: 'access', names: ['registration_open', 'maintenance_mode', 'maintenance_message'] },
];

export const SETTING_NAMES = Object.keys(SETTING_KINDS) as TSettingName[];

export function isSwitch(name: TSettingName): name is TSwitchName {
  return SETTING_KINDS[name] === 'switch';
}

/** 5000 poisha → `50`, 1250 → `12.50`: taka as people type them. */
export function takaText(poisha: number): string {
  const taka = Math.floor(poisha / 100);
  const rest = poisha % 100;
  return rest === 0 ? String(taka) : `${taka}.${String(rest).padStart(2, '0')}`;
}

/** 500 basis points → `5`, 525 → `5.25`: a percentage. */
export function percentText(basisPoints: number): string {
  const whole = Math.floor(basisPoints / 100);
  const rest = basisPoints % 100;
  if (rest === 0) return String(whole);
  return `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}

/** `+8801712345678` → `01712-345678` (how Bangladeshi numbers are written); other text as it is. */
export function phoneText(e164: string): string {
  const match = /^\+880(1\d{3})(\d{6})$/.exec(e164);
  return match ? `0${match[1]}-${match[2]}` : e164;
}

/** The form's values for the settings in effect. */
export function formFrom(settings: TPlatformSettings): TSettingsForm {
  const form: Record<string, string | boolean> = {};
  for (const name of SETTING_NAMES) {
    const value = settings[name];
    const kind = SETTING_KINDS[name];
    if (typeof value === 'boolean') form[name] = value;
    else if (kind === 'taka') form[name] = takaText(Number(value));
    else if (kind === 'percent') form[name] = percentText(Number(value));
    else if (kind === 'phone') form[name] = phoneText(String(value));
    else form[name] = String(value);
  }
  return form as TSettingsForm;
}

/** A client-side problem with what was typed: the key of its message in `admin_settings`. */
export type TFormProblems = Partial<Record<TSettingName, string>>;

function parse(name: TTextName, text: string): { value: number | string } | { problem: string } {
  const kind = SETTING_KINDS[name];
  const plain = toAsciiDigits(text.trim());
  if (kind === 'phone' || kind === 'text') return { value: text.trim() };
  if (kind === 'taka') {
    const poisha = takaToPoisha(plain);
    return poisha === undefined ? { problem: 'admin_settings.errors.taka' } : { value: poisha };
  }
  if (kind === 'percent') {
    const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(plain.replace(/\s*%$/, ''));
    if (!match) return { problem: 'admin_settings.errors.percent' };
    return { value: Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) };
  }
  return /^\d{1,7}$/.test(plain) ? { value: Number(plain) } : { problem: 'admin_settings.errors.whole' };
}

/**
 * What to send: only the settings whose field changed (as typed, compared with the values loaded),
 * converted to the API's units; and the fields that cannot be read (nothing is sent then).
 */
export function changesOf(
  form: TSettingsForm,
  initial: TSettingsForm,
): { body: TUpdatePlatformSettings; problems: TFormProblems; count: number } {
  const body: Record<string, unknown> = {};
  const problems: TFormProblems = {};
  for (const name of SETTING_NAMES) {
    if (isSwitch(name)) {
      if (form[name] !== initial[name]) body[name] = form[name];
      continue;
    }
    if (form[name].trim() === initial[name].trim()) continue;
    const parsed = parse(name, form[name]);
    if ('problem' in parsed) problems[name] = parsed.problem;
    else body[name] = parsed.value;
  }
  return {
    body: body as TUpdatePlatformSettings,
    problems,
    count: Object.keys(body).length + Object.keys(problems).length,
  };
}

/** The changes that need a confirmation first: turning maintenance on, closing registration. */
export function riskyChanges(body: TUpdatePlatformSettings, settings: TPlatformSettings) {
  return {
    maintenanceOn: body.maintenance_mode === true && !settings.maintenance_mode,
    registrationOff: body.registration_open === false && settings.registration_open,
  };
}
