import type { TKycFileLink } from '@haat/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api, apiUrl, type TEnvelope } from '../../../lib/api-client.ts';
import { kycKeys } from './keys.ts';

/** A signed address works 5 minutes (decision 067): a new one is asked for after 4. */
const LINK_FRESH_MS = 4 * 60_000;

/**
 * `GET /api/kyc/files/:id/link`: a short-lived signed address of one of the person's identity
 * images (asked for with the bearer token; the address itself needs none, so an `<img>` loads it,
 * and the server records every read through it).
 */
export function kycFileLinkQuery(id: string) {
  return queryOptions({
    queryKey: kycKeys.file(id),
    queryFn: async ({ signal }) =>
      (await api.get<TEnvelope<TKycFileLink>>(`/api/kyc/files/${id}/link`, signal)).data,
    staleTime: LINK_FRESH_MS,
    gcTime: 60_000,
    refetchOnWindowFocus: false,
    retry: 1,
  });
}

/**
 * The address to show an identity image from while its link is fresh; `onImageError` (the `<img>`'s
 * `onError`) turns a failed load into `isError`, and `retry` asks for a new link.
 */
export function useKycFileUrl(id: string | undefined) {
  const link = useQuery({ ...kycFileLinkQuery(id ?? ''), enabled: !!id });
  const url = link.data ? apiUrl(link.data.url) : undefined;
  const [failedUrl, setFailedUrl] = useState<string>();
  const imageFailed = !!url && failedUrl === url;
  return {
    url: imageFailed ? undefined : url,
    isError: link.isError || imageFailed,
    isPending: !!id && link.isPending,
    onImageError: () => setFailedUrl(url),
    retry: () => {
      setFailedUrl(undefined);
      return link.refetch();
    },
  };
}
