import type { TNotification, TPageMeta } from '@haat/shared';
import type { TDeps } from '../../lib/deps.ts';
import {
  listNotifications as listRows,
  markNotificationsRead as markRows,
  type TNotificationRow,
} from './repository.ts';

function presentNotification(row: TNotificationRow): TNotification {
  return {
    id: row.id,
    type: row.type,
    data: row.data,
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** The user's notifications, newest first, with the number still unread. */
export async function listNotifications(
  deps: TDeps,
  userId: string,
  query: { page: number; per_page: number },
): Promise<{ success: true; data: TNotification[]; meta: TPageMeta & { unread: number } }> {
  const { rows, total, unread } = await listRows(deps.db, userId, query.page, query.per_page);
  return {
    success: true,
    data: rows.map(presentNotification),
    meta: { page: query.page, perPage: query.per_page, total, unread },
  };
}

/** Marks the given notifications of the user (others' ids are ignored), or all, as read. */
export async function markNotificationsRead(
  deps: TDeps,
  userId: string,
  ids: string[] | 'all',
): Promise<{ updated: number; unread: number }> {
  const updated = await markRows(deps.db, userId, ids);
  const { unread } = await listRows(deps.db, userId, 1, 1);
  return { updated, unread };
}
