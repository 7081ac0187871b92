import { POST_MEDIA_LIMITS } from '@haat/shared/social/constants';
import { ArrowDown, ArrowUp, ImagePlus, RotateCcw, Square, Trash2, Video } from 'lucide-react';
import { useId, useState } from 'react';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { IMAGE_TYPES, type TMediaItem, type TMediaUploads, VIDEO_TYPES } from './use-media-uploads.ts';

function Thumb({ item }: { item: TMediaItem }) {
  const url = item.localUrl ?? item.media?.url;
  if (item.kind === 'video')
    return (
      <span className="grid size-20 shrink-0 place-items-center rounded-lg bg-slate-800 text-white">
        <Video aria-hidden className="size-7" />
      </span>
    );
  return url ? (
    <img src={url} alt="" className="size-20 shrink-0 rounded-lg object-cover" />
  ) : (
    <span className="size-20 shrink-0 rounded-lg bg-slate-200 dark:bg-slate-800" />
  );
}

/** The post's pictures or video: add, upload progress with stop/retry, order, alt text, remove. */
export function MediaManager({ uploads, error }: { uploads: TMediaUploads; error?: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const inputId = useId();
  const [announcement, setAnnouncement] = useState('');
  const count = uploads.items.length;

  const move = (item: TMediaItem, by: -1 | 1) => {
    const position = uploads.items.indexOf(item) + by;
    uploads.move(item.key, by);
    setAnnouncement(
      t('social.media.moved', {
        position: formatNumber(position + 1, lang),
        total: formatNumber(count, lang),
      }),
    );
    // Keep focus on the button that was pressed, now on the item's new row.
    requestAnimationFrame(() => {
      const pressed = document.getElementById(`media-${item.key}-${by < 0 ? 'up' : 'down'}`);
      const other = document.getElementById(`media-${item.key}-${by < 0 ? 'down' : 'up'}`);
      (pressed instanceof HTMLButtonElement && pressed.disabled ? other : pressed)?.focus();
    });
  };

  return (
    <fieldset className="space-y-3" data-testid="media-manager">
      <legend className="mb-1 text-base font-semibold">{t('social.media.title')}</legend>
      <p id={`${inputId}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
        {t('social.media.hint', {
          images: formatNumber(POST_MEDIA_LIMITS.images, lang),
          seconds: formatNumber(POST_MEDIA_LIMITS.videoSeconds, lang),
        })}
      </p>
      <div>
        <input
          id={inputId}
          type="file"
          multiple
          accept={[...IMAGE_TYPES, ...VIDEO_TYPES].join(',')}
          className="peer sr-only"
          aria-describedby={`${inputId}-hint`}
          data-testid="media-input"
          onChange={(event) => {
            uploads.add([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
        <label
          htmlFor={inputId}
          className={buttonClass(
            'secondary',
            'sm',
            'cursor-pointer peer-focus-visible:ring-3 peer-focus-visible:ring-amber-500',
          )}
        >
          <ImagePlus aria-hidden className="size-4" />
          {t('social.media.add')}
        </label>
      </div>
      {uploads.problem || error ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {uploads.problem ?? error}
        </p>
      ) : null}
      {count > 0 ? (
        <ol className="space-y-3">
          {uploads.items.map((item, index) => {
            const label = t(item.kind === 'video' ? 'social.media.video_n' : 'social.media.image_n', {
              n: formatNumber(index + 1, lang),
            });
            return (
              <li
                key={item.key}
                className="flex flex-wrap items-start gap-3 rounded-lg border border-slate-200 p-2 dark:border-slate-700"
                data-testid="media-item"
              >
                <Thumb item={item} />
                <div className="min-w-0 flex-1 space-y-2">
                  <p className="text-sm font-medium">{label}</p>
                  {item.state === 'uploading' ? (
                    <div className="flex items-center gap-2">
                      <progress
                        max={100}
                        value={item.progress ?? 0}
                        aria-label={t('social.media.uploading', { name: label })}
                        className="h-2 min-w-0 flex-1 accent-emerald-700"
                      />
                      <span className="text-xs tabular-nums">
                        {t('social.media.percent', { percent: formatNumber(item.progress ?? 0, lang) })}
                      </span>
                      <Button size="sm" variant="ghost" onClick={() => uploads.stop(item.key)}>
                        <Square aria-hidden className="size-3.5" />
                        {t('social.media.stop')}
                      </Button>
                    </div>
                  ) : null}
                  {item.state === 'failed' || item.state === 'stopped' ? (
                    <div className="flex flex-wrap items-center gap-2">
                      <p className="text-sm text-red-700 dark:text-red-400" role="alert">
                        {item.state === 'failed' ? item.error : t('social.media.stopped')}
                      </p>
                      <Button size="sm" variant="secondary" onClick={() => uploads.retry(item.key)}>
                        <RotateCcw aria-hidden className="size-4" />
                        {t('social.media.retry')}
                      </Button>
                    </div>
                  ) : null}
                  {item.kind === 'image' ? (
                    <div>
                      <label htmlFor={`alt-${item.key}`} className="block text-sm">
                        {t('social.media.alt')}
                      </label>
                      <Input
                        id={`alt-${item.key}`}
                        value={item.alt}
                        maxLength={POST_MEDIA_LIMITS.altLength}
                        onChange={(event) => uploads.setAlt(item.key, event.target.value)}
                        placeholder={t('social.media.alt_placeholder')}
                        className="min-h-9 py-1 text-sm"
                      />
                    </div>
                  ) : null}
                </div>
                <div className="flex gap-1">
                  <Button
                    id={`media-${item.key}-up`}
                    size="sm"
                    variant="ghost"
                    disabled={index === 0}
                    aria-label={t('social.media.earlier', { name: label })}
                    onClick={() => move(item, -1)}
                  >
                    <ArrowUp aria-hidden className="size-4" />
                  </Button>
                  <Button
                    id={`media-${item.key}-down`}
                    size="sm"
                    variant="ghost"
                    disabled={index === count - 1}
                    aria-label={t('social.media.later', { name: label })}
                    onClick={() => move(item, 1)}
                  >
                    <ArrowDown aria-hidden className="size-4" />
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-red-700 dark:text-red-400"
                    aria-label={t('social.media.remove', { name: label })}
                    onClick={() => uploads.remove(item.key)}
                  >
                    <Trash2 aria-hidden className="size-4" />
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  );
}
