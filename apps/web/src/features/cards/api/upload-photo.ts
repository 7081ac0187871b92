import type { TCard } from '@haat/shared/cards/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { uploadFile } from '../../../lib/upload-file.ts';
import { cardKeys } from './keys.ts';

/** Uploads the photo (multipart field `photo`), reporting progress. */
export function uploadPhoto(id: string, file: File, onProgress: (percent: number) => void): Promise<TCard> {
  return uploadFile<TCard>(`/api/cards/${id}/photo`, 'photo', file, onProgress);
}

export function useUploadPhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; file: File; onProgress: (percent: number) => void }) =>
      uploadPhoto(input.id, input.file, input.onProgress),
    onSuccess: () => client.invalidateQueries({ queryKey: cardKeys.all }),
  });
}

export function useRemovePhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<TEnvelope<TCard>>(`/api/cards/${id}/photo`),
    onSuccess: () => client.invalidateQueries({ queryKey: cardKeys.all }),
  });
}
