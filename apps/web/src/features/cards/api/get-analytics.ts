import type { TCardAnalytics } from '@haat/shared/cards/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { cardKeys } from './keys.ts';

function timeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

export function analyticsQuery(id: string | undefined, days: number) {
  const path = id ? `/api/cards/${id}/analytics` : '/api/cards/analytics';
  return queryOptions({
    queryKey: cardKeys.analytics(id, days),
    queryFn: ({ signal }) =>
      api
        .get<TEnvelope<TCardAnalytics>>(`${path}?days=${days}&tz=${encodeURIComponent(timeZone())}`, signal)
        .then((a) => a.data),
  });
}

export function useAnalytics(id: string | undefined, days: number) {
  return useQuery(analyticsQuery(id, days));
}
