import { clsx } from 'clsx';

/** Up to two initials of a name (`Dhaka Tea House` → `DT`, `চা ঘর` → `চঘ`). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.slice(0, 2).map((word) => Array.from(word)[0] ?? '');
  return letters.join('').toLocaleUpperCase();
}

/** A name inside translated text, isolated so a Bengali or Latin name keeps its direction in Arabic. */
export function isolate(name: string): string {
  return `\u2068${name}\u2069`;
}

/** The business's logo thumbnail, or its initials on a coloured tile. */
export function BusinessLogo({
  name,
  url,
  className,
}: {
  name: string;
  url: string | null;
  className?: string;
}) {
  if (url)
    return <img src={url} alt="" className={clsx('size-14 shrink-0 rounded-xl object-cover', className)} />;
  return (
    <span
      aria-hidden
      className={clsx(
        'grid size-14 shrink-0 place-items-center rounded-xl bg-emerald-100 text-lg font-bold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
