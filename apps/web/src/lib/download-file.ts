import { ApiError, apiUrl, baseHeaders } from './api-client.ts';
import { saveBlob } from './save-blob.ts';

/**
 * Fetches a file and offers it as a download named `name`. API addresses (`/api/…`) go with the
 * session's headers, which a plain link cannot send; others (public files) without. A failed answer
 * throws an ApiError with the server's code and message when it sent them; no network, status 0.
 */
export async function downloadFile(url: string, name: string): Promise<void> {
  const signed = url.startsWith('/api/');
  let response: Response;
  try {
    response = await fetch(signed ? apiUrl(url) : url, {
      headers: signed ? baseHeaders() : {},
      credentials: 'include',
    });
  } catch {
    throw new ApiError(0, 'NETWORK', '');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    throw new ApiError(
      response.status,
      body.code ?? `HTTP_${response.status}`,
      body.message ?? response.statusText,
    );
  }
  saveBlob(await response.blob(), name);
}
