import { Maximize, RotateCw, X, ZoomIn, ZoomOut } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { KycFileImage } from './kyc-file-image.tsx';

const ZOOMS = [1, 1.5, 2, 3, 4] as const;

export interface TViewerImage {
  fileId: string;
  title: string;
  alt: string;
}

/**
 * An identity image large, in a modal <dialog>: zoom in and out (buttons, + and −), back to fit (0),
 * rotate a quarter turn (R), close with the button or Escape. A zoomed image scrolls in its frame.
 */
export function ImageViewer({ image, onClose }: { image: TViewerImage | null; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [zoom, setZoom] = useState(0);
  const [turns, setTurns] = useState(0);
  const fileId = image?.fileId;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (fileId && !dialog.open) dialog.showModal();
    if (!fileId && dialog.open) dialog.close();
    setZoom(0);
    setTurns(0);
  }, [fileId]);

  const zoomIn = () => setZoom((level) => Math.min(ZOOMS.length - 1, level + 1));
  const zoomOut = () => setZoom((level) => Math.max(0, level - 1));
  const reset = () => {
    setZoom(0);
    setTurns(0);
  };
  const rotate = () => setTurns((value) => (value + 1) % 4);
  const scale = ZOOMS[zoom] ?? 1;
  // A new zoom keeps the middle of the image in view (at 100 % nothing scrolls).
  const frame = useRef<HTMLElement>(null);
  useEffect(() => {
    const node = frame.current;
    if (!node || scale === 1) return;
    node.scrollLeft = (node.scrollWidth - node.clientWidth) / 2;
    node.scrollTop = (node.scrollHeight - node.clientHeight) / 2;
  }, [scale]);
  const sideways = turns % 2 === 1;

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.target instanceof HTMLButtonElement && event.key === 'Enter') return;
        if (event.key === '+' || event.key === '=') zoomIn();
        else if (event.key === '-') zoomOut();
        else if (event.key === '0') reset();
        else if (event.key === 'r' || event.key === 'R') rotate();
        else return;
        event.preventDefault();
      }}
      data-testid="image-viewer"
      className="m-auto h-[min(56rem,calc(100dvh-1rem))] w-[min(72rem,calc(100vw-1rem))] max-w-none overflow-hidden rounded-xl border border-slate-700 bg-slate-950 p-0 text-slate-100 shadow-xl backdrop:bg-slate-950/80"
    >
      {image ? (
        <div className="flex h-full flex-col">
          <div className="flex flex-wrap items-center gap-2 border-b border-slate-800 px-3 py-2">
            <h2 id={titleId} className="me-auto min-w-0 break-words text-base font-semibold">
              {image.title}
            </h2>
            <div role="toolbar" aria-label={t('admin.kyc.viewer.tools')} className="flex items-center gap-1">
              <Button
                size="sm"
                variant="ghost"
                className="text-slate-100 hover:bg-slate-800"
                onClick={zoomOut}
                disabled={zoom === 0}
                aria-label={t('admin.kyc.viewer.zoom_out')}
                title={t('admin.kyc.viewer.zoom_out')}
              >
                <ZoomOut aria-hidden className="size-5" />
              </Button>
              <output
                className="min-w-14 text-center text-sm tabular-nums"
                aria-live="polite"
                data-testid="zoom-level"
              >
                {`${formatNumber(Math.round(scale * 100), lang)}%`}
              </output>
              <Button
                size="sm"
                variant="ghost"
                className="text-slate-100 hover:bg-slate-800"
                onClick={zoomIn}
                disabled={zoom === ZOOMS.length - 1}
                aria-label={t('admin.kyc.viewer.zoom_in')}
                title={t('admin.kyc.viewer.zoom_in')}
              >
                <ZoomIn aria-hidden className="size-5" />
              </Button>
              <Button
                size="sm"
                variant="ghost"
                className="text-slate-100 hover:bg-slate-800"
                onClick={reset}
                aria-label={t('admin.kyc.viewer.reset')}
                title={t('admin.kyc.viewer.reset')}
              >
                <Maximize aria-hidden className="size-5" />
              </Button>
              <Button
                size="sm"
                variant="ghost"
                className="text-slate-100 hover:bg-slate-800"
                onClick={rotate}
                aria-label={t('admin.kyc.viewer.rotate')}
                title={t('admin.kyc.viewer.rotate')}
              >
                <RotateCw aria-hidden className="size-5" />
              </Button>
              <Button size="sm" variant="secondary" onClick={onClose} data-testid="viewer-close">
                <X aria-hidden className="size-4" />
                {t('admin.kyc.viewer.close')}
              </Button>
            </div>
          </div>
          {/* A zoomed image grows past its frame, which scrolls (by pointer, touch or arrow keys). */}
          <section
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the frame scrolls, so the keyboard must reach it
            tabIndex={0}
            ref={frame}
            dir="ltr"
            aria-label={image.alt}
            className="relative min-h-0 flex-1 overflow-auto focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-amber-500 focus-visible:ring-inset"
            data-testid="viewer-frame"
          >
            <div
              className="grid min-h-full min-w-full place-items-center p-2"
              style={{ width: `${scale * 100}%`, height: `${scale * 100}%` }}
            >
              <KycFileImage
                fileId={image.fileId}
                alt={image.alt}
                className="grid size-full place-items-center"
                imageClassName="max-h-full max-w-full object-contain transition-transform"
                style={{ transform: `rotate(${turns * 90}deg)${sideways ? ' scale(0.75)' : ''}` }}
                testId="viewer-image"
              />
            </div>
          </section>
          <p className="border-t border-slate-800 px-3 py-1.5 text-xs text-slate-400">
            {t('admin.kyc.viewer.keys')}
          </p>
        </div>
      ) : null}
    </dialog>
  );
}
