import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGES_MAX, type TProduct } from '@haat/shared/directory/products';
import { ArrowLeft, ArrowRight, ImagePlus, Trash2 } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import {
  useRemoveProductImage,
  useReorderProductImages,
  useUploadProductImage,
} from '../api/product-images.ts';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** An image chosen for a product that is not saved yet (uploaded right after the first save). */
export interface TQueuedImage {
  key: string;
  file: File;
  url: string;
}

interface TTile {
  key: string;
  src: string;
  queued: boolean;
}

interface TUploading {
  key: string;
  name: string;
  percent: number;
}

function moved<T>(items: T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

let queueCounter = 0;

/**
 * The images of a product, in order (the first is the main one): add several (with upload progress),
 * move earlier or later with buttons, remove. For a product not saved yet the images wait in
 * `queue` and the form uploads them after the first save.
 */
export function ImageManager({
  product,
  productTitle,
  queue,
  onQueueChange,
}: {
  product: TProduct | undefined;
  productTitle: string;
  queue: TQueuedImage[];
  onQueueChange: (queue: TQueuedImage[]) => void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const upload = useUploadProductImage();
  const remove = useRemoveProductImage();
  const reorder = useReorderProductImages();
  const [order, setOrder] = useState<string[]>();
  const [uploading, setUploading] = useState<TUploading[]>([]);
  const [error, setError] = useState<string>();
  const [announcement, setAnnouncement] = useState('');
  const [focusTarget, setFocusTarget] = useState<string>();
  // A saved image waiting for the owner to confirm its removal (its index).
  const [confirming, setConfirming] = useState<number>();
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const saved = product?.images ?? [];
  // The server's order, or the one just chosen while the change is on its way.
  const savedIds = saved.map((image) => image.id);
  const ids =
    order && order.length === savedIds.length && order.every((id) => savedIds.includes(id))
      ? order
      : savedIds;
  const tiles: TTile[] = product
    ? ids.flatMap((id) => {
        const image = saved.find((item) => item.id === id);
        return image ? [{ key: image.id, src: image.thumb_url, queued: false }] : [];
      })
    : queue.map((item) => ({ key: item.key, src: item.url, queued: true }));
  const count = tiles.length + uploading.length;
  const full = count >= PRODUCT_IMAGES_MAX;

  useEffect(() => {
    if (!focusTarget) return;
    buttons.current.get(focusTarget)?.focus();
    setFocusTarget(undefined);
  }, [focusTarget]);

  const failMessage = (failure: unknown) =>
    failure instanceof ApiError && failure.status !== 0 && failure.message
      ? failure.message
      : t('products.images.failed');

  const move = async (index: number, to: number) => {
    const tile = tiles[index];
    if (!tile || to < 0 || to >= tiles.length) return;
    setError(undefined);
    const edge = to === 0 || to === tiles.length - 1;
    const direction = to < index ? 'earlier' : 'later';
    const other = direction === 'earlier' ? 'later' : 'earlier';
    setFocusTarget(`${tile.key}-${edge ? other : direction}`);
    setAnnouncement(t('products.images.moved', { position: to + 1, count: tiles.length }));
    if (!product) {
      onQueueChange(moved(queue, index, to));
      return;
    }
    const next = moved(ids, index, to);
    setOrder(next);
    try {
      await reorder.mutateAsync({ id: product.id, ids: next });
    } catch (failure) {
      setOrder(undefined);
      setError(failMessage(failure));
    }
  };

  const removeAt = async (index: number) => {
    const tile = tiles[index];
    if (!tile) return;
    setError(undefined);
    const neighbour = tiles[index + 1] ?? tiles[index - 1];
    if (!product) {
      const gone = queue.find((item) => item.key === tile.key);
      if (gone) URL.revokeObjectURL(gone.url);
      onQueueChange(queue.filter((item) => item.key !== tile.key));
    } else {
      try {
        await remove.mutateAsync({ id: product.id, imageId: tile.key });
        setOrder(undefined);
      } catch (failure) {
        setError(failMessage(failure));
        return;
      }
    }
    setAnnouncement(t('products.images.removed'));
    if (neighbour) setFocusTarget(`${neighbour.key}-remove`);
    else setTimeout(() => document.getElementById(inputId)?.focus(), 0);
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    setError(undefined);
    const room = PRODUCT_IMAGES_MAX - count;
    const problems: string[] = [];
    const accepted = files.filter((file) => {
      if (!IMAGE_TYPES.includes(file.type)) problems.push(`${file.name}: ${t('validation.image_type')}`);
      else if (file.size > PRODUCT_IMAGE_MAX_BYTES)
        problems.push(`${file.name}: ${t('validation.image_size')}`);
      else return true;
      return false;
    });
    if (accepted.length > room) problems.push(t('validation.images_max'));
    const chosen = accepted.slice(0, Math.max(room, 0));
    if (problems.length) setError(problems.join(' '));
    if (!chosen.length) return;

    if (!product) {
      onQueueChange([
        ...queue,
        ...chosen.map((file) => {
          queueCounter += 1;
          return { key: `queued-${queueCounter}`, file, url: URL.createObjectURL(file) };
        }),
      ]);
      setAnnouncement(t('products.images.queued', { count: chosen.length }));
      return;
    }

    // One after another, so they keep the chosen order.
    const jobs = chosen.map((file) => {
      queueCounter += 1;
      return { key: `upload-${queueCounter}`, name: file.name, percent: 0, file };
    });
    setUploading(jobs.map(({ key, name, percent }) => ({ key, name, percent })));
    const failures: string[] = [];
    for (const job of jobs) {
      try {
        await upload.mutateAsync({
          id: product.id,
          file: job.file,
          onProgress: (percent) =>
            setUploading((current) =>
              current.map((item) => (item.key === job.key ? { ...item, percent } : item)),
            ),
        });
        setOrder(undefined);
      } catch (failure) {
        failures.push(`${job.name}: ${failMessage(failure)}`);
      }
      setUploading((current) => current.filter((item) => item.key !== job.key));
    }
    if (failures.length) setError(failures.join(' '));
    else setAnnouncement(t('products.images.uploaded', { count: jobs.length }));
  };

  return (
    <fieldset className="space-y-3" data-testid="image-manager">
      <legend className="mb-1 text-lg font-semibold">{t('products.images.title')}</legend>
      <p id={hintId} className="text-sm text-slate-600 dark:text-slate-400">
        {t('products.images.hint', { max: PRODUCT_IMAGES_MAX })}
        {!product ? ` ${t('products.images.after_save')}` : ''}
      </p>

      {tiles.length || uploading.length ? (
        <ol className="grid grid-cols-[repeat(auto-fill,minmax(8.5rem,1fr))] gap-3" data-testid="image-list">
          {tiles.map((tile, index) => (
            <li
              key={tile.key}
              data-testid="image-tile"
              data-key={tile.key}
              className="overflow-hidden rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900"
            >
              <div className="relative">
                <img
                  src={tile.src}
                  alt={t('products.images.alt', {
                    n: index + 1,
                    title: productTitle || t('products.form.untitled'),
                  })}
                  className="aspect-square w-full object-cover"
                />
                <span className="absolute start-1.5 top-1.5 rounded-md bg-slate-900/80 px-1.5 py-0.5 text-xs font-medium text-white">
                  {index === 0 ? t('products.images.main') : index + 1}
                </span>
                {tile.queued ? (
                  <span className="absolute inset-x-1.5 bottom-1.5 truncate rounded-md bg-amber-100 px-1.5 py-0.5 text-center text-xs font-medium text-amber-900">
                    {t('products.images.waiting')}
                  </span>
                ) : null}
              </div>
              <div className="flex items-center justify-between gap-1 p-1.5">
                <button
                  type="button"
                  className={buttonClass('ghost', 'sm', 'px-2')}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                  aria-label={t('products.images.earlier', { n: index + 1 })}
                  ref={(node) => {
                    if (node) buttons.current.set(`${tile.key}-earlier`, node);
                  }}
                  data-testid="image-earlier"
                >
                  <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
                </button>
                <button
                  type="button"
                  className={buttonClass('ghost', 'sm', 'px-2 text-red-700! dark:text-red-400!')}
                  onClick={() => (product ? setConfirming(index) : removeAt(index))}
                  aria-label={t('products.images.remove', { n: index + 1 })}
                  ref={(node) => {
                    if (node) buttons.current.set(`${tile.key}-remove`, node);
                  }}
                  data-testid="image-remove"
                >
                  <Trash2 aria-hidden className="size-4" />
                </button>
                <button
                  type="button"
                  className={buttonClass('ghost', 'sm', 'px-2')}
                  disabled={index === tiles.length - 1}
                  onClick={() => move(index, index + 1)}
                  aria-label={t('products.images.later', { n: index + 1 })}
                  ref={(node) => {
                    if (node) buttons.current.set(`${tile.key}-later`, node);
                  }}
                  data-testid="image-later"
                >
                  <ArrowRight aria-hidden className="size-4 rtl:rotate-180" />
                </button>
              </div>
            </li>
          ))}
          {uploading.map((item) => (
            <li
              key={item.key}
              className="flex aspect-square flex-col justify-center gap-2 rounded-lg border border-dashed border-slate-300 p-3 text-sm dark:border-slate-700"
            >
              <span className="break-all">{item.name}</span>
              <progress
                max={100}
                value={item.percent}
                aria-label={t('products.images.uploading', { name: item.name })}
                className="h-2 w-full accent-emerald-700"
              />
              <span className="tabular-nums">{t('products.images.progress', { percent: item.percent })}</span>
            </li>
          ))}
        </ol>
      ) : null}

      <div className="flex flex-wrap items-center gap-3">
        <input
          id={inputId}
          type="file"
          multiple
          accept={IMAGE_TYPES.join(',')}
          onChange={choose}
          disabled={full || uploading.length > 0}
          aria-describedby={hintId}
          data-testid="image-input"
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          aria-disabled={full || uploading.length > 0 || undefined}
          className={buttonClass(
            'secondary',
            'md',
            'cursor-pointer peer-focus-visible:ring-3 peer-focus-visible:ring-amber-500 peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
          )}
        >
          <ImagePlus aria-hidden className="size-4" />
          {t('products.images.add')}
        </label>
        <span className="text-sm text-slate-600 dark:text-slate-400">
          {t('products.images.count', { count: tiles.length, max: PRODUCT_IMAGES_MAX })}
        </span>
      </div>
      {error ? (
        <p
          role="alert"
          className="text-sm font-medium text-red-700 dark:text-red-400"
          data-testid="image-error"
        >
          {error}
        </p>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <ConfirmDialog
        open={confirming !== undefined}
        title={t('products.images.remove_title')}
        confirmLabel={t('products.images.remove_confirm')}
        cancelLabel={t('products.common.cancel')}
        danger
        busy={remove.isPending}
        onConfirm={async () => {
          if (confirming !== undefined) await removeAt(confirming);
          setConfirming(undefined);
        }}
        onCancel={() => {
          const tile = confirming !== undefined ? tiles[confirming] : undefined;
          setConfirming(undefined);
          if (tile) setFocusTarget(`${tile.key}-remove`);
        }}
      >
        <p>{t('products.images.remove_text')}</p>
      </ConfirmDialog>
    </fieldset>
  );
}
