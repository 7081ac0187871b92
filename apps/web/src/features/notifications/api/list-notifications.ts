import type { TNotification } from '@haat/shared/notifications/schemas';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { notificationKeys } from './keys.ts';

export const NOTIFICATIONS_PER_PAGE = 20;

/** The user's notifications, newest first, a page at a time; `meta.unread` counts the unread ones. */
export function useNotifications() {
  return usePagedList<TNotification, { unread: number }>(
    notificationKeys.list,
    (page) => `/api/notifications?page=${page}&per_page=${NOTIFICATIONS_PER_PAGE}`,
  );
}
