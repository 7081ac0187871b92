/*
 * The password rule shared by the server and the strength meter (decision 022). The server scores a
 * password with zxcvbn-ts and the common-password dictionary of @zxcvbn-ts/language-common and
 * refuses a score under PASSWORD_MIN_SCORE; the meter runs the same scorer without that dictionary
 * (it is 200 KB), so it can only score higher: a password the meter calls weak is always refused.
 * Both also refuse the user's own name, email or phone number as the password.
 */

/** zxcvbn scores 0–4; under this a password is refused ("too common"). */
export const PASSWORD_MIN_SCORE = 2;
/** Only this many leading characters are scored (scoring time grows fast with length). */
export const PASSWORD_SCORED_LENGTH = 32;
/** zxcvbn-ts option: few l33t substitutions keep scoring to a few milliseconds. */
export const PASSWORD_L33T_SUBSTITUTIONS = 4;

export interface TPasswordOwner {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
}

const squash = (value: string) => value.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** The words of the owner zxcvbn should treat as guessable (name, its parts, email, its local part, phone forms). */
export function passwordUserInputs(owner: TPasswordOwner): string[] {
  const inputs = new Set<string>();
  const add = (value: string | null | undefined) => {
    const word = value?.trim().toLowerCase();
    if (word && word.length >= 3) inputs.add(word);
  };
  add(owner.name);
  for (const part of owner.name?.split(/\s+/) ?? []) add(part);
  add(owner.email);
  add(owner.email?.split('@')[0]);
  const digits = owner.phone?.replace(/\D/g, '') ?? '';
  add(digits);
  if (digits.length > 10) add(digits.slice(-10));
  if (digits.length > 11) add(`0${digits.slice(-10)}`);
  return [...inputs];
}

/**
 * True when the password is, apart from case, punctuation and a few trailing digits, the owner's
 * name, email (or its local part) or phone number.
 */
export function isPersonalPassword(password: string, owner: TPasswordOwner): boolean {
  const candidates = new Set(
    passwordUserInputs(owner)
      .map(squash)
      .filter((word) => word.length >= 4),
  );
  const plain = squash(password);
  const stem = plain.replace(/\d{1,4}$/, '');
  return candidates.has(plain) || (stem.length >= 4 && candidates.has(stem));
}
