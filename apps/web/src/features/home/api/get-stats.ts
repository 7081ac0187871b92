import type { TPlatformStats } from '@haat/shared/stats/schemas';
import { useCallback, useEffect, useState } from 'react';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import type { TGetJson } from '../../../lib/server-loader.ts';

// The home screen is the one screen that loads without TanStack Query (it is in the start-up
// budget), so it fetches its one public figure set with a small hook and a 60-second memory cache.
let cached: { at: number; data: TPlatformStats } | undefined;

export function fetchStats(signal?: AbortSignal, get: TGetJson = api.get): Promise<TPlatformStats> {
  return get<TEnvelope<TPlatformStats>>('/api/stats', signal).then((answer) => answer.data);
}

/** The figures; `initial` are the ones the server rendered the page with (kept as fresh). */
export function usePlatformStats(initial?: TPlatformStats) {
  if (initial && typeof window !== 'undefined' && !cached) cached = { at: Date.now(), data: initial };
  const fresh = cached && Date.now() - cached.at < 60_000 ? cached.data : initial;
  const [data, setData] = useState<TPlatformStats | undefined>(fresh);
  const [isError, setError] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (fresh && attempt === 0) return;
    const controller = new AbortController();
    setError(false);
    fetchStats(controller.signal)
      .then((answer) => {
        cached = { at: Date.now(), data: answer };
        setData(answer);
      })
      .catch((error: Error) => {
        if (error.name !== 'AbortError') setError(true);
      });
    return () => controller.abort();
  }, [attempt, fresh]);

  const refetch = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, isError, isPending: !data && !isError, refetch };
}
