import { clsx } from 'clsx';
import { ImageOff } from 'lucide-react';
import { Skeleton } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useKycFileUrl } from '../api/read-kyc-file.ts';

export const thumbClass =
  'aspect-[4/3] w-full overflow-hidden rounded-lg border border-slate-300 bg-slate-100 dark:border-slate-700 dark:bg-slate-800';

/**
 * One of the person's identity images, loaded from its short-lived signed address (asked for with the
 * token; decision 067); `src` shows a local image instead (a file just chosen on the device).
 */
export function KycImage({
  fileId,
  src,
  alt,
  className,
  testId,
}: {
  fileId?: string;
  src?: string;
  alt: string;
  className?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const remote = useKycFileUrl(src ? undefined : fileId);
  const url = src ?? remote.url;
  if (url)
    return (
      <div className={clsx(thumbClass, className)}>
        <img
          src={url}
          alt={alt}
          className="size-full object-contain"
          data-testid={testId}
          onError={src ? undefined : remote.onImageError}
        />
      </div>
    );
  if (remote.isError)
    return (
      <div
        className={clsx(
          thumbClass,
          'grid place-items-center p-2 text-center text-sm text-slate-600 dark:text-slate-300',
          className,
        )}
      >
        <span className="flex flex-col items-center gap-1">
          <ImageOff aria-hidden className="size-6" />
          {t('kyc.image.load_failed')}
        </span>
      </div>
    );
  return (
    <div className={clsx(thumbClass, className)}>
      <Skeleton className="size-full" />
    </div>
  );
}
