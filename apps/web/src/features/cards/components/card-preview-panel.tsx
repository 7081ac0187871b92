import { ChevronDown, ChevronUp } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { useMedia } from '../../../lib/use-media.ts';
import { CardPreview, type TPreviewValues } from './card-preview.tsx';

/**
 * The editor's preview. Wide screens: the whole card beside the form, staying in view. Phones and
 * tablets: docked under the app bar above the form, as the card's header only (name, role, photo or
 * initials), so what is typed stays visible while the keyboard is open; a button shows the whole card.
 */
export function CardPreviewPanel({ values }: { values: TPreviewValues }) {
  const { t } = useTranslation();
  const wide = useMedia('(min-width: 1024px)');
  const [open, setOpen] = useState(false);
  const compact = !wide && !open;
  return (
    <aside
      aria-labelledby="preview-title"
      data-testid="card-preview-panel"
      className="sticky top-16 z-20 order-first -mx-4 bg-slate-50/95 px-4 pt-1 pb-2 backdrop-blur lg:top-20 lg:order-none lg:mx-0 lg:self-start lg:bg-transparent lg:p-0 lg:backdrop-blur-none dark:bg-slate-950/95 lg:dark:bg-transparent"
    >
      <div className="mb-1 flex items-center justify-between gap-2 lg:mb-2">
        <h2 id="preview-title" className="text-sm font-semibold lg:text-lg">
          {t('vcard.form.preview')}
        </h2>
        {wide ? null : (
          <button
            type="button"
            aria-expanded={open}
            onClick={() => setOpen(!open)}
            className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-medium text-emerald-800 hover:bg-emerald-50 focus-visible:ring-3 focus-visible:ring-amber-500 focus-visible:outline-none dark:text-emerald-300 dark:hover:bg-emerald-950"
          >
            {open ? t('vcard.card_face.show_less') : t('vcard.card_face.show_all')}
            {open ? (
              <ChevronUp aria-hidden className="size-4" />
            ) : (
              <ChevronDown aria-hidden className="size-4" />
            )}
          </button>
        )}
      </div>
      <div className={open && !wide ? 'max-h-[60vh] overflow-y-auto rounded-2xl' : undefined}>
        <CardPreview label={t('vcard.form.preview')} values={values} compact={compact} />
      </div>
    </aside>
  );
}
