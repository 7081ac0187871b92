import type { TImportResult } from '@haat/shared/directory/products';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiUrl, baseHeaders, type TEnvelope } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { productKeys } from './keys.ts';

async function failure(response: Response): Promise<ApiError> {
  let body: { code?: string; message?: string; errors?: Record<string, string[]> } = {};
  try {
    body = await response.json();
  } catch {
    // not JSON
  }
  return new ApiError(
    response.status,
    body.code ?? `HTTP_${response.status}`,
    body.message ?? response.statusText,
    body.errors,
  );
}

/** Downloads the business's products as CSV (a signed-in call) and saves it under `name`. */
export const exportProductsCsv = (businessId: string, name: string): Promise<void> =>
  downloadFile(`/api/my/businesses/${businessId}/products/export.csv`, name);

/** Sends a CSV file to the import (all rows or none); `dryRun` only checks it. */
export async function importProductsCsv(
  businessId: string,
  file: File,
  dryRun: boolean,
): Promise<{ message?: string; data: TImportResult }> {
  const form = new FormData();
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch(
      apiUrl(`/api/my/businesses/${businessId}/products/import${dryRun ? '?dry_run=true' : ''}`),
      { method: 'POST', headers: baseHeaders(), credentials: 'include', body: form },
    );
  } catch {
    throw new ApiError(0, 'NETWORK', '');
  }
  if (!response.ok) throw await failure(response);
  return (await response.json()) as TEnvelope<TImportResult>;
}

export function useImportProducts(businessId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean }) =>
      importProductsCsv(businessId, file, dryRun),
    onSuccess: (answer) => {
      if (!answer.data.dry_run) return client.invalidateQueries({ queryKey: productKeys.all });
    },
  });
}
