import type { TAdminKycDetail, TKycImagePart } from '@haat/shared/trust/kyc-schemas';
import { History, Maximize2 } from 'lucide-react';
import { useState } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { ImageViewer, type TViewerImage } from './image-viewer.tsx';
import { KycFileImage } from './kyc-file-image.tsx';
import { NewMarker } from './kyc-status-badge.tsx';
import { PartState } from './part-state.tsx';

const frame =
  'aspect-[4/3] w-full overflow-hidden rounded-lg border border-slate-300 bg-slate-100 dark:border-slate-700 dark:bg-slate-800';

/** One image as a button that opens it large. */
function Thumb({ image, onOpen, testId }: { image: TViewerImage; onOpen: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onOpen}
      className="group relative block w-full rounded-lg focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-amber-500"
      data-testid={testId}
    >
      <span className="sr-only">{t('admin.kyc.open_large', { part: image.title })}</span>
      <KycFileImage fileId={image.fileId} alt={image.alt} className={frame} />
      <span
        aria-hidden
        className="absolute end-2 bottom-2 grid size-8 place-items-center rounded-full bg-slate-950/70 text-white group-hover:bg-slate-950"
      >
        <Maximize2 className="size-4" />
      </span>
    </button>
  );
}

/**
 * The document's images side by side (front, back, selfie; stacked on phones), each marked "New"
 * when sent again in this round and opened large with zoom on a press. Replaced images of earlier
 * rounds are read only when staff open "Earlier images" (every read is recorded).
 */
export function DocumentImages({ detail }: { detail: TAdminKycDetail }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [open, setOpen] = useState<TViewerImage | null>(null);
  const [showEarlier, setShowEarlier] = useState(false);
  const { submission } = detail;
  const partName = (part: TKycImagePart) => t(`admin.kyc.part.${part}`);
  const images = submission.parts.filter((part) => part.part !== 'details');
  const earlier = detail.earlier_files;

  return (
    <Card aria-labelledby="kyc-images-title" className="@container">
      <h2 id="kyc-images-title" className="mb-3 text-lg font-semibold">
        {t('admin.kyc.images')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 @md:grid-cols-3 @md:gap-4" data-testid="kyc-images">
        {images.map((part) => {
          const name = partName(part.part as TKycImagePart);
          const image = part.file
            ? { fileId: part.file.id, title: name, alt: t('admin.kyc.image_alt', { part: name }) }
            : null;
          return (
            <li key={part.part} data-testid={`image-${part.part}`}>
              <div className="mb-1.5 flex flex-wrap items-center gap-2">
                <h3 className="text-sm font-semibold text-slate-900 dark:text-white">{name}</h3>
                {part.changed ? <NewMarker /> : null}
                <PartState part={part} rounds={submission.rounds} waiting={submission.status === 'pending'} />
              </div>
              {image ? (
                <Thumb image={image} onOpen={() => setOpen(image)} testId={`open-${part.part}`} />
              ) : (
                <p
                  className={`${frame} grid place-items-center p-2 text-sm text-slate-600 dark:text-slate-400`}
                >
                  {t('admin.kyc.no_image')}
                </p>
              )}
            </li>
          );
        })}
      </ul>

      {earlier.length > 0 ? (
        <details
          className="mt-4 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
          onToggle={(event) => setShowEarlier(event.currentTarget.open)}
          data-testid="earlier-images"
        >
          <summary className="flex cursor-pointer items-center gap-2 text-sm font-semibold text-slate-900 dark:text-white">
            <History aria-hidden className="size-4" />
            {t('admin.kyc.earlier_images', { count: earlier.length })}
          </summary>
          {showEarlier ? (
            <ul className="mt-3 grid grid-cols-2 gap-3 @md:grid-cols-4">
              {earlier.map((file) => {
                const name = partName(file.part);
                const title = t('admin.kyc.earlier_title', {
                  part: name,
                  time: formatDateTime(file.created_at, lang),
                });
                const image = { fileId: file.id, title, alt: t('admin.kyc.image_alt', { part: name }) };
                return (
                  <li key={file.id}>
                    <Thumb image={image} onOpen={() => setOpen(image)} testId="earlier-image" />
                    <p className="mt-1 text-xs text-slate-700 dark:text-slate-300">
                      {name}
                      <br />
                      {t('admin.kyc.replaced_at', { time: formatDateTime(file.replaced_at, lang) })}
                    </p>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </details>
      ) : null}

      <ImageViewer image={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
