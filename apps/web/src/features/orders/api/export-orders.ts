import { ApiError, apiUrl, baseHeaders } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/save-blob.ts';

/** The CSV export's relative address for the list's filters (`role=seller&status=…`). */
export function exportHref(query: string): string {
  return `/api/orders/export.csv?${query}`;
}

/**
 * Downloads the orders CSV: the API takes the bearer token, which a plain link cannot send, so the
 * link's click fetches it with the session's headers and saves the file.
 */
export async function downloadOrdersCsv(href: string, name: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(apiUrl(href), { headers: baseHeaders(), credentials: 'include' });
  } catch {
    throw new ApiError(0, 'NETWORK', '');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    throw new ApiError(response.status, body.code ?? `HTTP_${response.status}`, body.message ?? '');
  }
  saveBlob(await response.blob(), name);
}
