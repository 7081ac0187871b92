import { clsx } from 'clsx';
import { ImageOff } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useKycFileUrl } from '../../kyc/api/read-kyc-file.ts';

/**
 * An identity image loaded from its short-lived signed address (asked for with the token; decision
 * 067); a failed load says so with "Try again" (a new address). `contain` fits it in its box.
 */
export function KycFileImage({
  fileId,
  alt,
  className,
  imageClassName,
  style,
  testId,
}: {
  fileId: string;
  alt: string;
  className?: string;
  imageClassName?: string;
  style?: React.CSSProperties;
  testId?: string;
}) {
  const { t } = useTranslation();
  const file = useKycFileUrl(fileId);
  if (file.url)
    return (
      <div className={className}>
        <img
          src={file.url}
          alt={alt}
          className={imageClassName ?? 'size-full object-contain'}
          style={style}
          data-testid={testId}
          draggable={false}
          onError={file.onImageError}
        />
      </div>
    );
  if (file.isError)
    return (
      <div
        className={clsx(
          'grid place-items-center p-2 text-center text-sm text-slate-700 dark:text-slate-300',
          className,
        )}
      >
        <span className="flex flex-col items-center gap-2">
          <ImageOff aria-hidden className="size-6" />
          {t('admin.kyc.image_failed')}
          <Button size="sm" variant="secondary" onClick={file.retry}>
            {t('admin.payments.retry')}
          </Button>
        </span>
      </div>
    );
  return (
    <div className={className}>
      <span className="sr-only" role="status">
        {t('admin.kyc.image_loading')}
      </span>
      <Skeleton className="size-full" />
    </div>
  );
}
