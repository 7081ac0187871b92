import type { TKycImagePart, TKycStatusView, TKycUpload } from '@haat/shared/trust/kyc-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadFile } from '../../../lib/upload-file.ts';
import { kycKeys } from './keys.ts';

export interface TUploadKycImage {
  part: TKycImagePart;
  file: File;
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * `POST /api/kyc/uploads?part=…` (multipart field `file`) with upload progress. The server checks
 * type, size, pixels and blur (field errors on `file`) and keeps the image privately until sent.
 */
export function uploadKycImage({ part, file, onProgress, signal }: TUploadKycImage): Promise<TKycUpload> {
  return uploadFile<TKycUpload>(`/api/kyc/uploads?part=${part}`, 'file', file, onProgress, signal);
}

/** Uploads one image; the new upload replaces the part's earlier one that was not sent. */
export function useUploadKycImage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadKycImage,
    onSuccess: (upload) =>
      client.setQueryData<TKycStatusView>(kycKeys.status, (status) =>
        status
          ? { ...status, uploads: [...status.uploads.filter((u) => u.part !== upload.part), upload] }
          : status,
      ),
  });
}
