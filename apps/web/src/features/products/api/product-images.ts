import type { TProduct } from '@haat/shared/directory/products';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { uploadFile } from '../../../lib/upload-file.ts';
import { productKeys } from './keys.ts';

/** Adds one image at the end (multipart field `image`), reporting progress. */
export function uploadProductImage(
  id: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<TProduct> {
  return uploadFile<TProduct>(`/api/my/products/${id}/images`, 'image', file, onProgress);
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
      api.put<TEnvelope<TProduct>>(`/api/my/products/${id}/images/order`, { ids }).then((a) => a.data),
    onSuccess: store,
  });
}
