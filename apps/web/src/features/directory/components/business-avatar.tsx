import { clsx } from 'clsx';
import { initialsOf } from '../format.ts';

const TONES = [
  'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
  'bg-rose-100 text-rose-900 dark:bg-rose-900 dark:text-rose-100',
  'bg-violet-100 text-violet-900 dark:bg-violet-900 dark:text-violet-100',
];

function toneOf(name: string): string {
  let sum = 0;
  for (const char of name) sum = (sum + (char.codePointAt(0) ?? 0)) % 9973;
  return TONES[sum % TONES.length] ?? '';
}

/**
 * A business's logo (or, `round`, a person's picture), or the initials on a colour chosen from the
 * name. Decorative: the name is beside it.
 */
export function BusinessAvatar({
  name,
  src,
  className,
  round = false,
}: {
  name: string;
  src: string | null;
  className?: string;
  round?: boolean;
}) {
  const shape = round ? 'rounded-full' : 'rounded-xl';
  if (src)
    return (
      <img
        src={src}
        alt=""
        loading="lazy"
        className={clsx('shrink-0 bg-white object-cover dark:bg-slate-800', shape, className)}
      />
    );
  return (
    <span
      aria-hidden
      className={clsx('grid shrink-0 place-items-center font-bold', shape, toneOf(name), className)}
    >
      {initialsOf(name || '?')}
    </span>
  );
}
