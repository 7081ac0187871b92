import type { TKycImagePart } from '@haat/shared/trust/kyc-schemas';
import { clsx } from 'clsx';
import { Camera, CheckCircle2, ImagePlus, RotateCcw, UserRound, X } from 'lucide-react';
import { type ChangeEvent, type Ref, useId } from 'react';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { KYC_IMAGE_TYPES, minSide } from '../kyc-logic.ts';
import { KycImage, thumbClass } from './kyc-image.tsx';
import type { TImageState } from './use-kyc-images.ts';

const pickerClass = buttonClass(
  'secondary',
  'sm',
  'cursor-pointer peer-focus-visible:ring-3 peer-focus-visible:ring-amber-500 peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
);

/** A hidden file input and the label that opens it (a button for sighted and keyboard users alike). */
function Picker({
  id,
  capture,
  accept,
  disabled,
  describedBy,
  invalid,
  onFile,
  inputRef,
  testId,
  children,
}: {
  id: string;
  capture?: 'user' | 'environment';
  accept: string;
  disabled: boolean;
  describedBy: string;
  invalid: boolean;
  onFile: (file: File) => void;
  inputRef?: Ref<HTMLInputElement>;
  testId: string;
  children: React.ReactNode;
}) {
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <span>
      <input
        id={id}
        ref={inputRef}
        type="file"
        accept={accept}
        capture={capture}
        disabled={disabled}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={change}
        className="peer sr-only"
        data-testid={testId}
      />
      <label htmlFor={id} className={pickerClass}>
        {children}
      </label>
    </span>
  );
}

/**
 * One image to send (front, back or selfie): its thumbnail, "Take photo" (the camera: the back
 * camera for documents, the front one for the selfie) and "Choose file", the upload's progress
 * (a progressbar with its value), what went wrong in plain words with "Try again" when another try
 * may pass, and "Replace" once uploaded.
 */
export function ImagePartField({
  part,
  label,
  state,
  onChoose,
  onRetry,
  onCancel,
  inputRef,
}: {
  part: TKycImagePart;
  label: string;
  state: TImageState;
  onChoose: (file: File) => void;
  onRetry: () => void;
  onCancel: () => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const busy = state.phase === 'checking';
  const error = state.phase === 'failed' ? state.error : undefined;
  const preview = 'preview' in state ? state.preview : undefined;
  const uploadedId = state.phase === 'ready' ? state.upload.id : undefined;
  const has = !!preview || !!uploadedId;
  const selfie = part === 'selfie';
  const CameraIcon = selfie ? UserRound : Camera;
  const describedBy = clsx(`${id}-hint`, error && `${id}-error`);

  return (
    <fieldset className="min-w-0 space-y-3" data-testid={`kyc-image-${part}`} data-phase={state.phase}>
      <legend className="font-semibold text-slate-900 dark:text-white">{label}</legend>
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        {has ? (
          <KycImage
            src={preview}
            fileId={uploadedId}
            alt={t('kyc.image.preview', { label })}
            testId={`kyc-thumb-${part}`}
          />
        ) : (
          <div
            className={clsx(
              thumbClass,
              'grid place-items-center border-dashed p-2 text-center text-sm text-slate-600 dark:text-slate-300',
            )}
          >
            <span className="flex flex-col items-center gap-1">
              <CameraIcon aria-hidden className="size-7" />
              {t('kyc.image.none')}
            </span>
          </div>
        )}
        <div className="min-w-0 space-y-2">
          <div className="flex flex-wrap gap-2">
            <Picker
              id={`${id}-camera`}
              capture={selfie ? 'user' : 'environment'}
              accept="image/*"
              disabled={busy}
              describedBy={describedBy}
              invalid={!!error}
              onFile={onChoose}
              inputRef={inputRef}
              testId={`kyc-camera-${part}`}
            >
              <CameraIcon aria-hidden className="size-4" />
              {selfie ? t('kyc.image.take_selfie') : t('kyc.image.take_photo')}
              <span className="sr-only">{`: ${label}`}</span>
            </Picker>
            <Picker
              id={`${id}-file`}
              accept={KYC_IMAGE_TYPES.join(',')}
              disabled={busy}
              describedBy={describedBy}
              invalid={!!error}
              onFile={onChoose}
              testId={`kyc-file-${part}`}
            >
              <ImagePlus aria-hidden className="size-4" />
              {has ? t('kyc.image.replace') : t('kyc.image.choose_file')}
              <span className="sr-only">{`: ${label}`}</span>
            </Picker>
          </div>
          <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
            {t('kyc.image.hint', { min: minSide(part) })}
          </p>
          <div role="status" className="text-sm">
            {state.phase === 'checking' ? <p>{t('kyc.image.checking')}</p> : null}
            {state.phase === 'ready' ? (
              <p className="flex items-center gap-1.5 font-medium text-emerald-800 dark:text-emerald-300">
                <CheckCircle2 aria-hidden className="size-4" />
                {t('kyc.image.uploaded')}
              </p>
            ) : null}
          </div>
          {state.phase === 'uploading' ? (
            <div className="space-y-1">
              <div
                role="progressbar"
                aria-label={t('kyc.image.uploading', { label })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={state.progress}
                className="h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
                data-testid={`kyc-progress-${part}`}
              >
                <div
                  className="h-full rounded-full bg-emerald-600 transition-[width] dark:bg-emerald-500"
                  style={{ width: `${state.progress}%` }}
                />
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <p className="text-sm text-slate-700 dark:text-slate-300">
                  {t('kyc.image.progress', { percent: state.progress })}
                </p>
                <Button size="sm" variant="ghost" onClick={onCancel} data-testid={`kyc-cancel-${part}`}>
                  <X aria-hidden className="size-4" />
                  {t('kyc.image.cancel')}
                  <span className="sr-only">{`: ${label}`}</span>
                </Button>
              </div>
            </div>
          ) : null}
          {error ? (
            <div className="space-y-2">
              <p
                id={`${id}-error`}
                role="alert"
                className="text-sm font-medium text-red-700 dark:text-red-400"
                data-testid={`kyc-image-error-${part}`}
              >
                {error}
              </p>
              {state.phase === 'failed' && state.canRetry ? (
                <Button size="sm" variant="secondary" onClick={onRetry} data-testid={`kyc-retry-${part}`}>
                  <RotateCcw aria-hidden className="size-4" />
                  {t('kyc.image.retry')}
                </Button>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
    </fieldset>
  );
}
