import {
  normalizePhoneForCountry,
  ZCountryCodeSchema,
  ZEmailSchema,
  ZPasswordSchema,
  zOptionalCode,
} from '@haat/shared';
import type { TDeps } from '../../lib/deps.ts';
import { passwordProblem } from '../../lib/password-policy.ts';
import {
  findUserByEmail,
  findUserByPhone,
  findUserByReferralCode,
  type TUserRow,
} from '../users/repository.ts';

export interface TRegistrationFields {
  name?: string;
  email?: string;
  /** E.164. */
  phone?: string;
  password?: string;
  referral_code?: string;
}

/**
 * What only the server can judge about a sign-up: email or phone already taken, an unknown referral
 * code, a weak password. Each check runs for the fields it has, so a body whose other fields are
 * wrong still gets these messages in the same answer (decision 018).
 */
export async function checkRegistration(
  deps: TDeps,
  fields: TRegistrationFields,
): Promise<{ problems: Record<string, string>; referrer?: TUserRow }> {
  const problems: Record<string, string> = {};
  const [byEmail, byPhone, referrer] = await Promise.all([
    fields.email ? findUserByEmail(deps.db, fields.email) : undefined,
    fields.phone ? findUserByPhone(deps.db, fields.phone) : undefined,
    fields.referral_code ? findUserByReferralCode(deps.db, fields.referral_code) : undefined,
  ]);
  if (byEmail) problems.email = 'validation.email_taken';
  if (byPhone) problems.phone = 'validation.phone_taken';
  if (fields.referral_code && !referrer) problems.referral_code = 'validation.referral_unknown';
  if (fields.password) {
    const weak = passwordProblem(fields.password, fields);
    if (weak) problems.password = weak;
  }
  return { problems, referrer };
}

/** The fields of a raw sign-up body that pass their own rules, for `checkRegistration`. */
export function readableRegistration(body: unknown): TRegistrationFields {
  const raw = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const valid = <T>(
    schema: { safeParse(value: unknown): { success: boolean; data?: T } },
    value: unknown,
  ) => {
    const result = schema.safeParse(value);
    return result.success ? result.data : undefined;
  };
  const email = valid<string>(ZEmailSchema, raw.email);
  const country = valid<string>(ZCountryCodeSchema, raw.country);
  const phone =
    typeof raw.phone === 'string' && country ? normalizePhoneForCountry(raw.phone, country) : undefined;
  return {
    name: typeof raw.name === 'string' ? raw.name.trim() : undefined,
    email,
    phone,
    password: valid<string>(ZPasswordSchema, raw.password),
    referral_code: valid<string | undefined>(zOptionalCode, raw.referral_code),
  };
}
