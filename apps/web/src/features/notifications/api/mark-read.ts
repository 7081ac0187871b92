import type { TNotification } from '@haat/shared/notifications/schemas';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { notificationKeys } from './keys.ts';

type TPages = InfiniteData<{ data: TNotification[]; meta: { unread: number } }>;
export type TMarkRead = { ids: string[] } | { all: true };

/**
 * Marks some notifications (or all) read. The list and the bell change at once; the server's
 * answer then sets the bell's count and the list is read again.
 */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: TMarkRead) =>
      (await api.post<TEnvelope<{ updated: number; unread: number }>>('/api/notifications/read', body)).data,
    onMutate: async (body) => {
      await client.cancelQueries({ queryKey: notificationKeys.list });
      const now = new Date().toISOString();
      const hit = (item: TNotification) => !item.read_at && ('all' in body || body.ids.includes(item.id));
      const old = client.getQueryData<TPages>(notificationKeys.list);
      const changed = old?.pages.reduce((sum, page) => sum + page.data.filter(hit).length, 0) ?? 0;
      client.setQueryData<TPages>(notificationKeys.list, (current) => {
        if (!current) return current;
        return {
          ...current,
          pages: current.pages.map((page) => ({
            ...page,
            data: page.data.map((item) => (hit(item) ? { ...item, read_at: now } : item)),
            meta: { ...page.meta, unread: 'all' in body ? 0 : Math.max(0, page.meta.unread - changed) },
          })),
        };
      });
      client.setQueryData<number>(notificationKeys.unread, (count) =>
        'all' in body ? 0 : count === undefined ? count : Math.max(0, count - changed),
      );
    },
    onSuccess: (result) => client.setQueryData(notificationKeys.unread, result.unread),
    // A "Load more" pressed while this was on its way keeps its page: the refresh does not cancel it.
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }, { cancelRefetch: false }),
  });
}
