import {
  isPersonalPassword,
  PASSWORD_MIN_SCORE,
  passwordUserInputs,
  type TPasswordOwner,
} from '@haat/shared/auth/password-rules';
import { PASSWORD_MIN } from '@haat/shared/auth/schemas';
import { clsx } from 'clsx';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';

type TScorer = typeof import('./password-scorer.ts');
let scorerLoad: Promise<TScorer> | undefined;
const loadScorer = () => {
  scorerLoad ??= import('./password-scorer.ts');
  return scorerLoad;
};

/**
 * 0 (empty or not scored yet) … 4 (strong). Under the minimum length, or the owner's own name,
 * email or phone, or a zxcvbn score the server refuses: 1 (weak). So "weak" always means refused.
 */
export function passwordLevel(password: string, owner: TPasswordOwner, scorer: TScorer | undefined): number {
  if (!password) return 0;
  if (password.length < PASSWORD_MIN || isPersonalPassword(password, owner)) return 1;
  if (!scorer) return 0;
  const score = scorer.scorePassword(password, passwordUserInputs(owner));
  return score < PASSWORD_MIN_SCORE ? 1 : score;
}

const LEVELS = ['', 'weak', 'fair', 'good', 'strong'] as const;
const COLOURS = ['', 'bg-red-600', 'bg-amber-500', 'bg-lime-600', 'bg-emerald-600'];

export function PasswordStrength({ password, owner = {} }: { password: string; owner?: TPasswordOwner }) {
  const { t } = useTranslation();
  const [scorer, setScorer] = useState<TScorer>();
  useEffect(() => {
    let live = true;
    loadScorer()
      .then((loaded) => {
        if (live) setScorer(loaded);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  const score = passwordLevel(password, owner, scorer);
  const level = LEVELS[score] ?? '';
  return (
    <div className="space-y-1" data-testid="password-strength" data-score={score}>
      <div className="grid grid-cols-4 gap-1" aria-hidden>
        {[1, 2, 3, 4].map((step) => (
          <span
            key={step}
            className={clsx(
              'h-1.5 rounded-full',
              step <= score ? COLOURS[score] : 'bg-slate-200 dark:bg-slate-700',
            )}
          />
        ))}
      </div>
      <p aria-live="polite" className="text-sm text-slate-700 dark:text-slate-300">
        {level
          ? t('auth.strength.label', { level: t(`auth.strength.${level}`) })
          : t('auth.password_hint', { min: PASSWORD_MIN })}
      </p>
    </div>
  );
}
