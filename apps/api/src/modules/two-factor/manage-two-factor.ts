import type { TRecoveryCodes, TTwoFactorSetup, TTwoFactorStatus } from '@haat/shared';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { encryptSecret } from '../../lib/encryption.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { recordSecurityEvent } from '../audit/record-security-event.ts';
import { qrSvg } from '../cards/make-qr.ts';
import { notify } from '../notifications/notify.ts';
import { type TUserRow, updateUser } from '../users/repository.ts';
import {
  countUnusedRecoveryCodes,
  deleteTwoFactor,
  findTwoFactor,
  markTwoFactorEnabled,
  replaceRecoveryCodes,
  savePendingTwoFactor,
} from './repository.ts';
import {
  makeRecoveryCodes,
  recoveryCodeHash,
  SECRET_PURPOSE,
  type TCodePlace,
  throttledCheck,
  useSecondFactor,
} from './second-factor.ts';
import { groupedSecret, makeTotpSecret, totpUri } from './totp.ts';

/*
 * Turning two-factor sign-in on and off, and its recovery codes (decision 061). Each change is
 * written with a security event and a notification in one transaction.
 */

export async function getTwoFactorStatus(deps: Pick<TDeps, 'db'>, userId: string): Promise<TTwoFactorStatus> {
  const row = await findTwoFactor(deps.db, userId);
  const enabled = !!row?.enabledAt;
  return {
    enabled,
    enabled_at: row?.enabledAt?.toISOString() ?? null,
    recovery_codes_left: enabled ? await countUnusedRecoveryCodes(deps.db, userId) : 0,
    setup_pending: !!row && !enabled,
  };
}

async function checkPassword(user: TUserRow, password: string): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, password)))
    throw AppError.fields({ password: 'validation.current_password' });
}

/** A new key for the authenticator app, after the password; two-factor is not on until `enableTwoFactor`. */
export async function startTwoFactorSetup(
  deps: TDeps,
  user: TUserRow,
  password: string,
): Promise<TTwoFactorSetup> {
  await checkPassword(user, password);
  const secret = makeTotpSecret();
  const saved = await savePendingTwoFactor(
    deps.db,
    user.id,
    encryptSecret(deps.config.appKey, SECRET_PURPOSE, secret),
  );
  if (!saved) throw new AppError('CONFLICT', 'api.two_factor_already_on');
  const uri = totpUri(secret, user.email);
  const qr = `data:image/svg+xml;base64,${Buffer.from(await qrSvg(uri)).toString('base64')}`;
  return { secret: groupedSecret(secret), uri, qr };
}

/** The first right code turns two-factor on: ten recovery codes are made and shown once. */
export async function enableTwoFactor(
  deps: TDeps,
  user: TUserRow,
  code: string,
  place: TCodePlace & { tokenId: string; markToken(tokenId: string): Promise<void> },
): Promise<TRecoveryCodes> {
  const row = await findTwoFactor(deps.db, user.id);
  if (!row || row.enabledAt)
    throw new AppError('CONFLICT', row ? 'api.two_factor_already_on' : 'api.two_factor_no_setup');
  const codes = makeRecoveryCodes();
  await deps.db.transaction(async (tx) => {
    await throttledCheck(deps, user.id, place, 'code', () => useSecondFactor(deps, tx, row, { code }));
    const now = new Date();
    await markTwoFactorEnabled(tx, user.id, now);
    await updateUser(tx, user.id, { twoFactorEnabledAt: now });
    await replaceRecoveryCodes(
      tx,
      user.id,
      codes.map((c) => recoveryCodeHash(deps.config.appKey, c)),
    );
    await recordSecurityEvent(tx, {
      userId: user.id,
      actorId: user.id,
      action: 'two_factor_enabled',
      ip: place.ip,
      userAgent: place.userAgent,
    });
    await notify(tx, user.id, 'two_factor_enabled', {});
  });
  // This session proved the code: the sessions list says so.
  await place.markToken(place.tokenId);
  return { recovery_codes: codes, status: await getTwoFactorStatus(deps, user.id) };
}

/** Ten new recovery codes for a fresh code of the app; the earlier ones stop working. */
export async function regenerateRecoveryCodes(
  deps: TDeps,
  user: TUserRow,
  code: string,
  place: TCodePlace,
): Promise<TRecoveryCodes> {
  const row = await findTwoFactor(deps.db, user.id);
  if (!row?.enabledAt) throw new AppError('CONFLICT', 'api.two_factor_off');
  const codes = makeRecoveryCodes();
  await deps.db.transaction(async (tx) => {
    await throttledCheck(deps, user.id, place, 'code', () => useSecondFactor(deps, tx, row, { code }));
    await replaceRecoveryCodes(
      tx,
      user.id,
      codes.map((c) => recoveryCodeHash(deps.config.appKey, c)),
    );
    await recordSecurityEvent(tx, {
      userId: user.id,
      actorId: user.id,
      action: 'two_factor_recovery_codes_regenerated',
      ip: place.ip,
      userAgent: place.userAgent,
    });
    await notify(tx, user.id, 'two_factor_recovery_codes_regenerated', {});
  });
  return { recovery_codes: codes, status: await getTwoFactorStatus(deps, user.id) };
}

/** Turns two-factor off with the password and a code (or a recovery code). */
export async function disableTwoFactor(
  deps: TDeps,
  user: TUserRow,
  input: { password: string; code: string },
  place: TCodePlace,
): Promise<TTwoFactorStatus> {
  const row = await findTwoFactor(deps.db, user.id);
  if (!row?.enabledAt) throw new AppError('CONFLICT', 'api.two_factor_off');
  await checkPassword(user, input.password);
  const given = /^\d{6}$/.test(input.code) ? { code: input.code } : { recoveryCode: input.code };
  await deps.db.transaction(async (tx) => {
    await throttledCheck(deps, user.id, place, 'code', () => useSecondFactor(deps, tx, row, given));
    await deleteTwoFactor(tx, user.id);
    await updateUser(tx, user.id, { twoFactorEnabledAt: null });
    await recordSecurityEvent(tx, {
      userId: user.id,
      actorId: user.id,
      action: 'two_factor_disabled',
      ip: place.ip,
      userAgent: place.userAgent,
    });
    await notify(tx, user.id, 'two_factor_disabled', {});
  });
  return getTwoFactorStatus(deps, user.id);
}
