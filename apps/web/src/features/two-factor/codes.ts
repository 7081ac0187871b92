/*
 * What people type as two-factor codes, made ready to send (decision 061): six digits from an
 * authenticator app, or a recovery code `xxxxx-xxxxx`. Pure functions, without zod, so the sign-in
 * screen's chunk stays small. The server checks the same shapes again.
 */

/** Digits other than 0–9 that phones type in our languages: Bengali, Arabic-Indic, Persian, full-width. */
const DIGIT_SETS = ['০১২৩৪৫৬৭৮৯', '٠١٢٣٤٥٦٧٨٩', '۰۱۲۳۴۵۶۷۸۹', '０１２３４５６７８９'];

/** `value` with every Bengali, Arabic-Indic, Persian or full-width digit written as 0–9. */
export function toLatinDigits(value: string): string {
  let out = '';
  for (const char of value) {
    let digit = -1;
    for (const set of DIGIT_SETS) {
      digit = set.indexOf(char);
      if (digit >= 0) break;
    }
    out += digit >= 0 ? String(digit) : char;
  }
  return out;
}

export const CODE_LENGTH = 6;

/**
 * What a six-digit code field keeps of what was typed or pasted: its digits (in 0–9), at most six.
 * "123 456", "123-456" and "১২৩৪৫৬" all become "123456".
 */
export function codeDigits(value: string): string {
  return toLatinDigits(value).replace(/\D/g, '').slice(0, CODE_LENGTH);
}

/** Six digits, ready to send. */
export function isCode(value: string): boolean {
  return /^\d{6}$/.test(value);
}

/** The letters and digits of a recovery code as typed: any case, spaces and dashes dropped. */
function recoveryCharacters(value: string): string {
  return toLatinDigits(value)
    .toLowerCase()
    .replace(/[\s\-‐-―−]/g, '');
}

/** A recovery code as sent: ten letters and digits, `abcde-fghjk`; undefined when it is not one. */
export function cleanRecoveryCode(value: string): string | undefined {
  const characters = recoveryCharacters(value);
  return /^[a-z0-9]{10}$/.test(characters) ? `${characters.slice(0, 5)}-${characters.slice(5)}` : undefined;
}

/**
 * Turning two-factor off takes either: six digits (an app's code) or a recovery code, told apart by
 * their shape. Answers the value to send, or undefined when it is neither.
 */
export function cleanCodeOrRecovery(value: string): string | undefined {
  const digits = recoveryCharacters(value);
  if (isCode(digits)) return digits;
  return cleanRecoveryCode(value);
}

/** The words of the downloadable file; each is already translated. */
export interface TRecoveryFileText {
  title: string;
  account: string;
  created: string;
  advice: string;
}

/**
 * The text of `haat-recovery-codes.txt`: a title, the account, when the codes were made, how to use
 * them, then one code per line, numbered. Windows line ends, so Notepad shows the lines too.
 */
export function recoveryCodesFile(codes: readonly string[], words: TRecoveryFileText): string {
  const width = String(codes.length).length;
  const lines = [
    words.title,
    words.account,
    words.created,
    '',
    words.advice,
    '',
    ...codes.map((code, index) => `${String(index + 1).padStart(width, ' ')}. ${code}`),
    '',
  ];
  return lines.join('\r\n');
}

/** The codes as copied to the clipboard: one a line. */
export function recoveryCodesClipboard(codes: readonly string[]): string {
  return codes.join('\n');
}

export const RECOVERY_FILE_NAME = 'haat-recovery-codes.txt';

/** How many recovery codes a set has (the shared schema's RECOVERY_CODE_COUNT, kept here without zod). */
export const RECOVERY_CODES_TOTAL = 10;

/** Few enough recovery codes left to suggest making new ones. */
export const LOW_RECOVERY_CODES = 3;
