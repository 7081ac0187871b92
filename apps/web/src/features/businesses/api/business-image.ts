import type { TBusiness } from '@haat/shared/directory/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { uploadFile } from '../../../lib/upload-file.ts';
import { businessKeys } from './keys.ts';

export type TImageKind = 'logo' | 'cover';

/** Uploads the logo or cover (multipart field named like the kind), reporting progress. */
export function uploadBusinessImage(
  id: string,
  kind: TImageKind,
  file: File,
  onProgress: (percent: number) => void,
): Promise<TBusiness> {
  return uploadFile<TBusiness>(`/api/my/businesses/${id}/${kind}`, kind, file, onProgress);
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
