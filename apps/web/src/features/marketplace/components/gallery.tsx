import type { TMarketplaceProductPage } from '@haat/shared/marketplace/schemas';
import { clsx } from 'clsx';
import { Package } from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';

type TImage = TMarketplaceProductPage['product']['images'][number];

/**
 * The product's images: the chosen one large, the others as thumbnails below. The thumbnails are
 * one tab stop; the arrow keys (mirrored in right-to-left), Home and End move between them.
 */
export function Gallery({ images, title }: { images: TImage[]; title: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [index, setIndex] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const current = images[Math.min(index, images.length - 1)];

  if (!current)
    return (
      <div
        aria-hidden
        className="grid aspect-[4/3] w-full place-items-center rounded-xl bg-slate-100 text-slate-400 dark:bg-slate-800 dark:text-slate-500"
      >
        <Package className="size-12" />
      </div>
    );

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step: Record<string, number> = {
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1,
      ArrowDown: 1,
      ArrowUp: -1,
    };
    let next = index;
    if (event.key in step) next = (index + (step[event.key] ?? 0) + images.length) % images.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = images.length - 1;
    else return;
    event.preventDefault();
    setIndex(next);
    buttons.current[next]?.focus();
  };

  return (
    <div data-testid="gallery">
      <img
        src={current.url}
        // A phone takes the 720 px copy (the page is one column there), a wide screen the 1200 px one.
        srcSet={current.medium_url ? `${current.medium_url} 720w, ${current.url} 1200w` : undefined}
        sizes={current.medium_url ? '(min-width: 1024px) 560px, 100vw' : undefined}
        alt={
          images.length > 1
            ? t('marketplace.gallery.image_of', {
                title,
                n: formatNumber(index + 1, lang),
                total: formatNumber(images.length, lang),
              })
            : title
        }
        // The page's largest paint on a phone: fetched before the other images and the scripts.
        fetchPriority="high"
        className="aspect-[4/3] w-full rounded-xl bg-slate-100 object-contain dark:bg-slate-800"
        data-testid="gallery-main"
      />
      {images.length > 1 ? (
        <div
          role="toolbar"
          aria-label={t('marketplace.gallery.label')}
          className="mt-2 flex gap-2 overflow-x-auto p-1"
          onKeyDown={move}
        >
          {images.map((image, i) => (
            <button
              key={image.id}
              ref={(element) => {
                buttons.current[i] = element;
              }}
              type="button"
              tabIndex={i === index ? 0 : -1}
              aria-pressed={i === index}
              aria-label={t('marketplace.gallery.show', {
                n: formatNumber(i + 1, lang),
                total: formatNumber(images.length, lang),
              })}
              onClick={() => setIndex(i)}
              className={clsx(
                'size-16 shrink-0 overflow-hidden rounded-lg border-2 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-amber-500',
                i === index ? 'border-emerald-700 dark:border-emerald-400' : 'border-transparent',
              )}
            >
              <img src={image.thumb_url} alt="" className="size-full object-cover" />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
