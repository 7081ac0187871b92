import type { TCard } from '@haat/shared/cards/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, apiUrl, baseHeaders, type TEnvelope } from '../../../lib/api-client.ts';
import { cardKeys } from './keys.ts';

/** Uploads the photo (multipart field `photo`) with XMLHttpRequest so the progress can be shown. */
export function uploadPhoto(id: string, file: File, onProgress: (percent: number) => void): Promise<TCard> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(`/api/cards/${id}/photo`));
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(baseHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', 'Network error'));
    xhr.onload = () => {
      let body: { data?: TCard; code?: string; message?: string; errors?: Record<string, string[]> } = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON
      }
      if (xhr.status >= 200 && xhr.status < 300 && body.data) resolve(body.data);
      else
        reject(new ApiError(xhr.status, body.code ?? `HTTP_${xhr.status}`, body.message ?? '', body.errors));
    };
    const form = new FormData();
    form.append('photo', file);
    xhr.send(form);
  });
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
