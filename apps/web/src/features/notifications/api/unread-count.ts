import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { notificationKeys } from './keys.ts';

/** How often the header bell asks again while the tab is visible. */
const POLL_MS = 60_000;

/**
 * The number of unread notifications, for the header bell: the smallest page of the list, whose
 * meta carries the count. Refreshed every minute, when the window regains focus, and after marking read.
 */
export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.unread,
    enabled,
    queryFn: async ({ signal }) =>
      (await api.get<{ meta: { unread: number } }>('/api/notifications?page=1&per_page=1', signal)).meta
        .unread,
    staleTime: 15_000,
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
  });
}
