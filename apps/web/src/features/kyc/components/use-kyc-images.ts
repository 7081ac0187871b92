import type { TKycImagePart, TKycUpload } from '@haat/shared/trust/kyc-schemas';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useUploadKycImage } from '../api/upload-kyc-image.ts';
import { bigEnough, checkImageFile, minSide } from '../kyc-logic.ts';

/** One image of the form: nothing yet, being checked or uploaded, failed (why), or uploaded. */
export type TImageState =
  | { phase: 'empty' }
  | { phase: 'checking'; file: File; preview: string }
  | { phase: 'uploading'; file: File; preview: string; progress: number }
  | { phase: 'failed'; file?: File; preview?: string; error: string; canRetry: boolean }
  | { phase: 'ready'; upload: TKycUpload; preview?: string };

export type TImages = Partial<Record<TKycImagePart, TImageState>>;

/** The pixel size of an image the browser can show, or undefined when it cannot read it. */
function imageSize(url: string): Promise<{ width: number; height: number } | undefined> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => resolve(undefined);
    image.src = url;
  });
}

/**
 * The form's images, kept while the person moves between steps: a chosen file is checked in the
 * browser (type, size, pixels; the server checks blur too), shown at once from the device, and
 * uploaded with progress. A failed upload can be tried again; choosing another file replaces it.
 * Uploads made earlier and not yet sent (`initial`) count as done. Local previews are revoked and
 * uploads in flight stopped when replaced or when the form goes.
 */
export function useKycImages(initial: Partial<Record<TKycImagePart, TKycUpload>>) {
  const { t } = useTranslation();
  const upload = useUploadKycImage();
  const [images, setImages] = useState<TImages>(() =>
    Object.fromEntries(
      Object.entries(initial).map(([part, value]) => [part, { phase: 'ready', upload: value }]),
    ),
  );
  const previews = useRef(new Map<TKycImagePart, string>());
  const uploads = useRef(new Map<TKycImagePart, AbortController>());
  const turns = useRef(new Map<TKycImagePart, number>());

  useEffect(() => {
    const urls = previews.current;
    const running = uploads.current;
    return () => {
      for (const url of urls.values()) URL.revokeObjectURL(url);
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const set = useCallback((part: TKycImagePart, state: TImageState) => {
    setImages((current) => ({ ...current, [part]: state }));
  }, []);

  /** Starts a new turn for `part`: stops its upload, forgets its preview; answers the turn's check. */
  const begin = useCallback((part: TKycImagePart, keepPreview?: string) => {
    const turn = (turns.current.get(part) ?? 0) + 1;
    turns.current.set(part, turn);
    uploads.current.get(part)?.abort();
    uploads.current.delete(part);
    const old = previews.current.get(part);
    if (old && old !== keepPreview) {
      URL.revokeObjectURL(old);
      previews.current.delete(part);
    }
    return () => turns.current.get(part) === turn;
  }, []);

  const errorText = useCallback(
    (error: unknown): { error: string; canRetry: boolean } => {
      if (error instanceof ApiError) {
        const field = error.errors.file?.[0];
        if (field) return { error: field, canRetry: false };
        if (error.status === 0) return { error: t('kyc.image.network'), canRetry: true };
        if (error.status === 413 || error.status === 422)
          return { error: error.message || t('kyc.image.failed'), canRetry: false };
        return { error: error.message || t('kyc.image.failed'), canRetry: true };
      }
      return { error: t('kyc.image.failed'), canRetry: true };
    },
    [t],
  );

  const send = useCallback(
    async (part: TKycImagePart, file: File, preview: string, current: () => boolean) => {
      const controller = new AbortController();
      uploads.current.set(part, controller);
      set(part, { phase: 'uploading', file, preview, progress: 0 });
      try {
        const done = await upload.mutateAsync({
          part,
          file,
          signal: controller.signal,
          onProgress: (progress) => {
            if (current()) set(part, { phase: 'uploading', file, preview, progress });
          },
        });
        if (current()) set(part, { phase: 'ready', upload: done, preview });
      } catch (error) {
        if (!current() || (error as Error).name === 'AbortError') return;
        set(part, { phase: 'failed', file, preview, ...errorText(error) });
      } finally {
        if (uploads.current.get(part) === controller) uploads.current.delete(part);
      }
    },
    [errorText, set, upload],
  );

  /** A file was taken or chosen for `part`: check it, show it, upload it. */
  const choose = useCallback(
    async (part: TKycImagePart, file: File) => {
      const current = begin(part);
      const problem = checkImageFile(file);
      if (problem) {
        set(part, { phase: 'failed', error: t(problem), canRetry: false });
        return;
      }
      const preview = URL.createObjectURL(file);
      previews.current.set(part, preview);
      set(part, { phase: 'checking', file, preview });
      const size = await imageSize(preview);
      if (!current()) return;
      if (!size) {
        set(part, { phase: 'failed', file, preview, error: t('validation.image_invalid'), canRetry: false });
        return;
      }
      if (!bigEnough(part, size.width, size.height)) {
        const error = t('kyc.image_too_small', { min: minSide(part) });
        set(part, { phase: 'failed', file, preview, error, canRetry: false });
        return;
      }
      await send(part, file, preview, current);
    },
    [begin, send, set, t],
  );

  /** Uploads the same file again after a failure that may pass (network, server busy). */
  const retry = useCallback(
    (part: TKycImagePart) => {
      const state = images[part];
      if (state?.phase !== 'failed' || !state.file || !state.preview) return;
      const current = begin(part, state.preview);
      void send(part, state.file, state.preview, current);
    },
    [begin, images, send],
  );

  /** Stops an upload in flight (a stalled network); the same file can be tried again. */
  const cancel = useCallback(
    (part: TKycImagePart) => {
      const state = images[part];
      if (state?.phase !== 'uploading') return;
      begin(part, state.preview);
      const { file, preview } = state;
      set(part, { phase: 'failed', file, preview, error: t('kyc.image.cancelled'), canRetry: true });
    },
    [begin, images, set, t],
  );

  /** Shows a server error (from sending the form) at the part's image. */
  const fail = useCallback((part: TKycImagePart, error: string) => {
    setImages((current) => {
      const state = current[part];
      const preview = state && 'preview' in state ? state.preview : undefined;
      return { ...current, [part]: { phase: 'failed', preview, error, canRetry: false } };
    });
  }, []);

  return { images, choose, retry, cancel, fail };
}

export type TKycImagesControl = ReturnType<typeof useKycImages>;
