import { CARD_PHOTO_TYPES } from '@haat/shared/cards/schemas';
import { clsx } from 'clsx';
import { ImageUp, Store, Trash2 } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import type { TImageKind } from '../api/business-image.ts';

export const IMAGE_TYPES: readonly string[] = CARD_PHOTO_TYPES;

/**
 * The logo or the cover: a preview (the chosen file, else the saved image), a chooser, upload
 * progress, a removal button and the field's error.
 */
export function ImageField({
  kind,
  label,
  hint,
  imageUrl,
  file,
  progress,
  error,
  done,
  removing,
  onChoose,
  onRemove,
}: {
  kind: TImageKind;
  label: string;
  hint: string;
  imageUrl: string | null;
  file?: File;
  progress?: number;
  error?: string;
  /** A short confirmation after an upload or removal. */
  done?: string;
  removing?: boolean;
  onChoose: (file: File) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [fileUrl, setFileUrl] = useState<string>();

  useEffect(() => {
    if (!file) {
      setFileUrl(undefined);
      return;
    }
    const url = URL.createObjectURL(file);
    setFileUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const preview = fileUrl ?? imageUrl;
  const uploading = progress !== undefined;
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (chosen) onChoose(chosen);
  };

  return (
    <div className="space-y-2" data-testid={`image-${kind}`}>
      <p id={`${id}-label`} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </p>
      <div
        className={clsx(
          'grid place-items-center overflow-hidden border border-slate-300 bg-slate-100 text-slate-700 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-300',
          kind === 'logo' ? 'size-28 rounded-2xl' : 'aspect-[16/9] w-full max-w-md rounded-xl',
        )}
      >
        {preview ? (
          <img
            src={preview}
            alt={t('businesses.images.preview', { label })}
            className="size-full object-cover"
            data-testid={`preview-${kind}`}
          />
        ) : (
          <span className="flex flex-col items-center gap-1 text-xs">
            {kind === 'logo' ? (
              <Store aria-hidden className="size-8" />
            ) : (
              <ImageUp aria-hidden className="size-8" />
            )}
            {t('businesses.images.none')}
          </span>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={id}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          aria-labelledby={`${id}-label ${id}-choose`}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
          aria-invalid={!!error}
          disabled={uploading}
          onChange={choose}
          data-testid={`${kind}-input`}
          className="peer sr-only"
        />
        <label
          id={`${id}-choose`}
          htmlFor={id}
          className={buttonClass(
            'secondary',
            'sm',
            'cursor-pointer peer-focus-visible:ring-3 peer-focus-visible:ring-amber-500 peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
          )}
        >
          <ImageUp aria-hidden className="size-4" />
          {preview ? t('businesses.images.replace') : t('businesses.images.choose')}
        </label>
        {preview && !uploading ? (
          <Button
            size="sm"
            variant="ghost"
            className="text-red-700 dark:text-red-400"
            loading={removing}
            onClick={onRemove}
            data-testid={`remove-${kind}`}
          >
            <Trash2 aria-hidden className="size-4" />
            {t('businesses.images.remove')}
            <span className="sr-only">{` ${label}`}</span>
          </Button>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
        {file && !uploading ? t('businesses.images.queued', { name: file.name }) : hint}
      </p>
      {uploading ? (
        <div>
          <progress
            max={100}
            value={progress}
            aria-label={t('businesses.images.uploading', { label })}
            className="h-2 w-full max-w-md accent-emerald-700"
          />
          <p className="text-sm" role="status">
            {t('businesses.images.progress', { percent: progress })}
          </p>
        </div>
      ) : null}
      <p role="status" className="text-sm font-medium text-emerald-800 dark:text-emerald-300">
        {done ?? ''}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
