import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError, apiUrl, baseHeaders } from '../../../lib/api-client.ts';
import { kycKeys } from './keys.ts';

/**
 * `GET /api/kyc/files/:id`: one of the person's identity images, read with the bearer token (never
 * a token in an address; the server records every read). Kept in memory only, briefly.
 */
export function kycFileQuery(id: string) {
  return queryOptions({
    queryKey: kycKeys.file(id),
    queryFn: async ({ signal }) => {
      const response = await fetch(apiUrl(`/api/kyc/files/${id}`), {
        headers: { ...baseHeaders(), Accept: 'image/*' },
        credentials: 'include',
        cache: 'no-store',
        signal,
      });
      if (!response.ok) throw new ApiError(response.status, `HTTP_${response.status}`, response.statusText);
      return response.blob();
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
    retry: 1,
  });
}

/** An address for the image while the component shows it (`blob:`), revoked when it goes. */
export function useKycFileUrl(id: string | undefined) {
  const file = useQuery({ ...kycFileQuery(id ?? ''), enabled: !!id });
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file.data) {
      setUrl(undefined);
      return;
    }
    const next = URL.createObjectURL(file.data);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file.data]);
  return { url, isError: file.isError, isPending: !!id && file.isPending, retry: () => file.refetch() };
}
