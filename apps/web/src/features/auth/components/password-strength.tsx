import { clsx } from 'clsx';
import { useTranslation } from '../../../lib/i18n.ts';

/** 0 (empty) … 4 (strong), from length and the kinds of characters used. */
export function passwordScore(password: string): number {
  if (!password) return 0;
  let score = 0;
  if (password.length >= 8) score += 1;
  if (password.length >= 12) score += 1;
  if (/[a-z]/.test(password) && /[A-Z]/.test(password)) score += 1;
  if (/\d/.test(password)) score += 0.5;
  if (/[^A-Za-z0-9]/.test(password)) score += 0.5;
  if (password.length < 8) return 1;
  return Math.max(1, Math.min(4, Math.floor(score)));
}

const LEVELS = ['', 'weak', 'fair', 'good', 'strong'] as const;
const COLOURS = ['', 'bg-red-600', 'bg-amber-500', 'bg-lime-600', 'bg-emerald-600'];

export function PasswordStrength({ password }: { password: string }) {
  const { t } = useTranslation();
  const score = passwordScore(password);
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
          : t('auth.password_hint', { min: 8 })}
      </p>
    </div>
  );
}
