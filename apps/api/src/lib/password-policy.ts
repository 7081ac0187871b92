import {
  isPersonalPassword,
  PASSWORD_L33T_SUBSTITUTIONS,
  PASSWORD_MIN_SCORE,
  PASSWORD_SCORED_LENGTH,
  passwordUserInputs,
  type TPasswordOwner,
} from '@haat/shared';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/*
 * The server's password rule (decision 022; ASVS 6.2.4 and 6.2.11): zxcvbn-ts with the common and
 * breached-password dictionary shipped by @zxcvbn-ts/language-common. A score under
 * PASSWORD_MIN_SCORE ("too common") or the owner's own name, email or phone is refused.
 */
let scorer: ZxcvbnFactory | undefined;

function getScorer(): ZxcvbnFactory {
  scorer ??= new ZxcvbnFactory({
    dictionary,
    graphs: adjacencyGraphs,
    l33tMaxSubstitutions: PASSWORD_L33T_SUBSTITUTIONS,
    maxLength: PASSWORD_SCORED_LENGTH,
  });
  return scorer;
}

/** Why a new password is refused, as a message key for the `password` field, or undefined when it is fine. */
export function passwordProblem(password: string, owner: TPasswordOwner): string | undefined {
  if (isPersonalPassword(password, owner)) return 'validation.password_personal';
  const result = getScorer().check(password.slice(0, PASSWORD_SCORED_LENGTH), passwordUserInputs(owner));
  return result.score < PASSWORD_MIN_SCORE ? 'validation.password_common' : undefined;
}
