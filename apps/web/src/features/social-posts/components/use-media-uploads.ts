import { POST_MEDIA_LIMITS } from '@haat/shared/social/constants';
import type { TPostMedia } from '@haat/shared/social/post-schemas';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { deleteMedia, saveMediaAlt, uploadPostMedia } from '../api/post-media.ts';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;

/** One picture or video of the post: uploaded (`media`), uploading, stopped or failed (`file`). */
export interface TMediaItem {
  key: string;
  kind: 'image' | 'video';
  media?: TPostMedia;
  file?: File;
  /** A local address to show the chosen file before (and while) it uploads. */
  localUrl?: string;
  progress?: number;
  state: 'uploading' | 'done' | 'stopped' | 'failed';
  error?: string;
  alt: string;
  /** Uploaded in this visit (deleted on the server when removed before saving). */
  fresh: boolean;
}

let nextKey = 1;

function fromMedia(media: TPostMedia): TMediaItem {
  return { key: `m${nextKey++}`, kind: media.kind, media, state: 'done', alt: media.alt, fresh: false };
}

/**
 * The composer's media: several images or one video, uploaded as soon as they are chosen (with
 * progress, stop and retry), put in order, given alt text (saved before the post) and removed.
 */
export function useMediaUploads(initial: readonly TPostMedia[] = []) {
  const { t } = useTranslation();
  const [items, setItems] = useState<TMediaItem[]>(() => initial.map(fromMedia));
  const [problem, setProblem] = useState<string>();
  const controllers = useRef(new Map<string, AbortController>());

  const patch = useCallback((key: string, change: Partial<TMediaItem>) => {
    setItems((all) => all.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  // Stop uploads and free local addresses when the composer goes away.
  const itemsRef = useRef(items);
  itemsRef.current = items;
  useEffect(
    () => () => {
      for (const controller of controllers.current.values()) controller.abort();
      for (const item of itemsRef.current) if (item.localUrl) URL.revokeObjectURL(item.localUrl);
    },
    [],
  );

  const start = useCallback(
    (key: string, file: File) => {
      const controller = new AbortController();
      controllers.current.set(key, controller);
      patch(key, { state: 'uploading', progress: 0, error: undefined });
      uploadPostMedia(file, (progress) => patch(key, { progress }), controller.signal)
        .then((media) => patch(key, { media, state: 'done', progress: undefined }))
        .catch((error: unknown) => {
          if (error instanceof DOMException && error.name === 'AbortError') {
            patch(key, { state: 'stopped', progress: undefined });
            return;
          }
          const message =
            error instanceof ApiError
              ? (error.errors.file?.[0] ?? (error.status === 0 ? t('social.media.network') : error.message))
              : '';
          patch(key, { state: 'failed', progress: undefined, error: message || t('social.media.failed') });
        })
        .finally(() => controllers.current.delete(key));
    },
    [patch, t],
  );

  /** Checks the chosen files against the limits and starts uploading the ones that fit. */
  const add = (files: readonly File[]) => {
    setProblem(undefined);
    const current = items;
    const chosen = files.filter((file) => file.size > 0);
    const videos = chosen.filter((file) => (VIDEO_TYPES as readonly string[]).includes(file.type));
    const images = chosen.filter((file) => (IMAGE_TYPES as readonly string[]).includes(file.type));
    if (videos.length + images.length < chosen.length) return setProblem(t('social.media.wrong_type'));
    if (videos.length > 0 && (videos.length > 1 || images.length > 0 || current.length > 0))
      return setProblem(t('social.media.video_alone'));
    if (images.length > 0 && current.some((item) => item.kind === 'video'))
      return setProblem(t('social.media.video_alone'));
    if (current.length + images.length > POST_MEDIA_LIMITS.images)
      return setProblem(t('social.media.too_many', { max: POST_MEDIA_LIMITS.images }));
    const tooBig = chosen.find((file) =>
      videos.includes(file)
        ? file.size > POST_MEDIA_LIMITS.videoBytes
        : file.size > POST_MEDIA_LIMITS.imageBytes,
    );
    if (tooBig)
      return setProblem(
        t(videos.includes(tooBig) ? 'social.media.video_too_big' : 'social.media.image_too_big', {
          max:
            (videos.includes(tooBig) ? POST_MEDIA_LIMITS.videoBytes : POST_MEDIA_LIMITS.imageBytes) /
            1024 /
            1024,
        }),
      );
    const added: TMediaItem[] = chosen.map((file) => ({
      key: `f${nextKey++}`,
      kind: videos.includes(file) ? 'video' : 'image',
      file,
      localUrl: URL.createObjectURL(file),
      progress: 0,
      state: 'uploading',
      alt: '',
      fresh: true,
    }));
    setItems((all) => [...all, ...added]);
    for (const item of added) if (item.file) start(item.key, item.file);
  };

  const stop = (key: string) => controllers.current.get(key)?.abort();

  const retry = (key: string) => {
    const item = items.find((one) => one.key === key);
    if (item?.file) start(key, item.file);
  };

  const remove = (key: string) => {
    const item = items.find((one) => one.key === key);
    if (!item) return;
    controllers.current.get(key)?.abort();
    if (item.localUrl) URL.revokeObjectURL(item.localUrl);
    // A fresh upload belongs to no post: delete it; a saved post's media goes when the post is saved.
    if (item.fresh && item.media) deleteMedia(item.media.id).catch(() => undefined);
    setItems((all) => all.filter((one) => one.key !== key));
  };

  /** Moves an item one place earlier (-1) or later (+1). */
  const move = (key: string, by: -1 | 1) =>
    setItems((all) => {
      const from = all.findIndex((item) => item.key === key);
      const to = from + by;
      if (from < 0 || to < 0 || to >= all.length) return all;
      const next = [...all];
      const [item] = next.splice(from, 1);
      if (item) next.splice(to, 0, item);
      return next;
    });

  const setAlt = (key: string, alt: string) => patch(key, { alt });

  /** Saves changed alt texts; answers the uploaded media ids in order. */
  const commit = async (): Promise<string[]> => {
    const done = items.filter((item) => item.media);
    await Promise.all(
      done.map(async (item) => {
        const alt = item.alt.trim();
        if (item.media && alt !== item.media.alt) {
          const media = await saveMediaAlt(item.media.id, alt);
          patch(item.key, { media });
        }
      }),
    );
    return done.flatMap((item) => (item.media ? [item.media.id] : []));
  };

  /** Forgets everything (after a post is saved: its media now belong to it). */
  const reset = (media: readonly TPostMedia[] = []) => {
    for (const item of items) if (item.localUrl) URL.revokeObjectURL(item.localUrl);
    setItems(media.map(fromMedia));
    setProblem(undefined);
  };

  return {
    items,
    problem,
    busy: items.some((item) => item.state === 'uploading'),
    unfinished: items.some((item) => item.state !== 'done'),
    add,
    stop,
    retry,
    remove,
    move,
    setAlt,
    commit,
    reset,
  };
}

export type TMediaUploads = ReturnType<typeof useMediaUploads>;
