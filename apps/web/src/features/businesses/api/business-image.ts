import type { TBusiness } from '@haat/shared/directory/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, apiUrl, baseHeaders, type TEnvelope } from '../../../lib/api-client.ts';
import { businessKeys } from './keys.ts';

export type TImageKind = 'logo' | 'cover';

/** Uploads the logo or cover (multipart) with XMLHttpRequest so the progress can be shown. */
export function uploadBusinessImage(
  id: string,
  kind: TImageKind,
  file: File,
  onProgress: (percent: number) => void,
): Promise<TBusiness> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(`/api/my/businesses/${id}/${kind}`));
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(baseHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', ''));
    xhr.onload = () => {
      let body: { data?: TBusiness; code?: string; message?: string; errors?: Record<string, string[]> } = {};
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
    form.append(kind, file);
    xhr.send(form);
  });
}

export function useUploadBusinessImage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      id: string;
      kind: TImageKind;
      file: File;
      onProgress: (percent: number) => void;
    }) => uploadBusinessImage(input.id, input.kind, input.file, input.onProgress),
    onSuccess: (business) => {
      client.setQueryData(businessKeys.detail(business.id), business);
      return client.invalidateQueries({ queryKey: businessKeys.list() });
    },
  });
}

export function useRemoveBusinessImage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, kind }: { id: string; kind: TImageKind }) =>
      api.delete<TEnvelope<TBusiness>>(`/api/my/businesses/${id}/${kind}`),
    onSuccess: (answer) => {
      client.setQueryData(businessKeys.detail(answer.data.id), answer.data);
      return client.invalidateQueries({ queryKey: businessKeys.list() });
    },
  });
}
