import { ApiError, apiUrl, baseHeaders } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/save-blob.ts';

/** Fetches a file (public download or signed-in export) and saves it under `name`. */
export async function downloadFile(url: string, name: string): Promise<void> {
  const signed = url.startsWith('/api/');
  const response = await fetch(signed ? apiUrl(url) : url, {
    headers: signed ? baseHeaders() : {},
    credentials: 'include',
  });
  if (!response.ok) throw new ApiError(response.status, `HTTP_${response.status}`, response.statusText);
  saveBlob(await response.blob(), name);
}
