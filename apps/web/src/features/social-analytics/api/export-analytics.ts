import { ApiError, apiUrl, baseHeaders } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/save-blob.ts';

/** The CSV's relative address for one report's query. */
export function exportHref(search: string): string {
  return `/api/social/analytics.csv?${search}`;
}

/**
 * `GET /api/social/analytics.csv`: the API takes the bearer token, which a plain link cannot send,
 * so the link's click fetches the file with the session's headers and saves it.
 */
export async function downloadAnalyticsCsv(href: string, name: string): Promise<void> {
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
