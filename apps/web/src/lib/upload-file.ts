import { ApiError, apiUrl, baseHeaders } from './api-client.ts';

/**
 * POSTs one file as multipart field `field` with XMLHttpRequest (fetch cannot report upload
 * progress), with the same headers as every API call. Answers `data` of the JSON envelope; any other
 * answer becomes an `ApiError` with the server's code, message and field errors. An aborted `signal`
 * stops the upload and rejects with an `AbortError`.
 */
export function uploadFile<TData>(
  path: string,
  field: string,
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<TData> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Aborted', 'AbortError'));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path));
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(baseHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', ''));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.onload = () => {
      let body: { data?: TData; code?: string; message?: string; errors?: Record<string, string[]> } = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: reported by status below
      }
      if (xhr.status >= 200 && xhr.status < 300 && body.data) resolve(body.data);
      else
        reject(new ApiError(xhr.status, body.code ?? `HTTP_${xhr.status}`, body.message ?? '', body.errors));
    };
    const form = new FormData();
    form.append(field, file);
    xhr.send(form);
  });
}
