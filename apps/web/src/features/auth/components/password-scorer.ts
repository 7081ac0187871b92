import { PASSWORD_L33T_SUBSTITUTIONS, PASSWORD_SCORED_LENGTH } from '@haat/shared/auth/password-rules';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
// Only the keyboard layouts: the common-password dictionary (200 KB) stays on the server.
import { adjacencyGraphs } from '@zxcvbn-ts/language-common';

/*
 * Loaded lazily by the strength meter on password screens only. The same scorer and options as the
 * server (apps/api/src/lib/password-policy.ts) without the dictionary, so the meter's score is never
 * lower than the server's: a password the meter calls weak is always refused there (decision 022).
 */
const scorer = new ZxcvbnFactory({
  graphs: adjacencyGraphs,
  l33tMaxSubstitutions: PASSWORD_L33T_SUBSTITUTIONS,
  maxLength: PASSWORD_SCORED_LENGTH,
});

/** zxcvbn's 0–4 score of the password's scored part, counting the owner's words as guessable. */
export function scorePassword(password: string, userInputs: string[]): number {
  return scorer.check(password.slice(0, PASSWORD_SCORED_LENGTH), userInputs).score;
}
