import { clsx } from 'clsx';
import { Package } from 'lucide-react';

/** A product's small square picture, or a package icon when it has none. */
export function ProductThumb({ src, className }: { src: string | null | undefined; className?: string }) {
  return src ? (
    <img
      src={src}
      alt=""
      loading="lazy"
      className={clsx('size-16 shrink-0 rounded-lg bg-slate-100 object-cover dark:bg-slate-800', className)}
    />
  ) : (
    <span
      aria-hidden
      className={clsx(
        'grid size-16 shrink-0 place-items-center rounded-lg bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400',
        className,
      )}
    >
      <Package className="size-6" />
    </span>
  );
}
