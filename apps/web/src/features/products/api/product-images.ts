import type { TProduct } from '@haat/shared/directory/products';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, apiRequest, apiUrl, baseHeaders, type TEnvelope } from '../../../lib/api-client.ts';
import { productKeys } from './keys.ts';

/** Adds one image at the end (multipart field `image`) with XMLHttpRequest, so progress can be shown. */
export function uploadProductImage(
  id: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<TProduct> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(`/api/my/products/${id}/images`));
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(baseHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', ''));
    xhr.onload = () => {
      let body: { data?: TProduct; code?: string; message?: string; errors?: Record<string, string[]> } = {};
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
    form.append('image', file);
    xhr.send(form);
  });
}

/** Keeps the cached product in step with the answer of an image call. */
function useStoreProduct() {
  const client = useQueryClient();
  return (product: TProduct) => {
    client.setQueryData(productKeys.detail(product.id), product);
    void client.invalidateQueries({ queryKey: [...productKeys.all, 'list'] });
  };
}

export function useUploadProductImage() {
  const store = useStoreProduct();
  return useMutation({
    mutationFn: (input: { id: string; file: File; onProgress: (percent: number) => void }) =>
      uploadProductImage(input.id, input.file, input.onProgress),
    onSuccess: store,
  });
}

export function useRemoveProductImage() {
  const store = useStoreProduct();
  return useMutation({
    mutationFn: ({ id, imageId }: { id: string; imageId: string }) =>
      api.delete<TEnvelope<TProduct>>(`/api/my/products/${id}/images/${imageId}`).then((a) => a.data),
    onSuccess: store,
  });
}

export function useReorderProductImages() {
  const store = useStoreProduct();
  return useMutation({
    mutationFn: ({ id, ids }: { id: string; ids: string[] }) =>
      apiRequest<TEnvelope<TProduct>>(`/api/my/products/${id}/images/order`, {
        method: 'PUT',
        body: { ids },
      }).then((a) => a.data),
    onSuccess: store,
  });
}
