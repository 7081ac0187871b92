import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError, apiUrl, baseHeaders } from '../../../lib/api-client.ts';
import { adminKycKeys } from './keys.ts';

/**
 * `GET /api/kyc/files/:id`: an identity image, read with the bearer token in a header (never in an
 * address) and never stored by the browser's cache; the server records every read as a view. The
 * bytes stay in memory for a minute after the last screen that showed them.
 */
export function kycFileQuery(id: string) {
  return queryOptions({
    queryKey: adminKycKeys.file(id),
    queryFn: async ({ signal }) => {
      const response = await fetch(apiUrl(`/api/kyc/files/${encodeURIComponent(id)}`), {
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

/** A `blob:` address of the image while the component shows it, revoked when it goes. */
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
