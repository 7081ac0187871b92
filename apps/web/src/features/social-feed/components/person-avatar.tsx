import { clsx } from 'clsx';
import { initialsOf } from '../../directory/format.ts';

/** A person's picture, or their initials in a circle. Decorative: the name is beside it. */
export function PersonAvatar({
  name,
  src,
  className,
}: {
  name: string;
  src: string | null;
  className?: string;
}) {
  if (src)
    return (
      <img
        src={src}
        alt=""
        loading="lazy"
        className={clsx('shrink-0 rounded-full object-cover', className)}
      />
    );
  return (
    <span
      aria-hidden
      className={clsx(
        'grid shrink-0 place-items-center rounded-full bg-emerald-100 font-bold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
        className,
      )}
    >
      {initialsOf(name || '?')}
    </span>
  );
}
