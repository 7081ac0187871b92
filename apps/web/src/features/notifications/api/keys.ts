/** Query keys of the notifications area; marking read invalidates `notificationKeys.all`. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: ['notifications', 'list'] as const,
  unread: ['notifications', 'unread'] as const,
};
