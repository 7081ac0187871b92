import { Inbox, SearchX } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, EmptyState, Skeleton } from '../../../components/ui/card.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';

/**
 * Where focus goes once the decided item (`id`) has left the list or is no longer pending there:
 * the item now at `index`.
 */
export interface TFocusRequest {
  id: string;
  index: number;
  serial: number;
}

/** The payments' and identity queues' items wait while `pending`. */
const isPending = (item: { status: string }) => item.status === 'pending';

interface TList<T> {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
  data: { data: T[]; meta: { total?: number } } | undefined;
  hasNextPage: boolean;
  fetchNextPage: () => unknown;
  isFetchingNextPage: boolean;
}

/**
 * The list part of a review queue: loading, error with retry, empty (the queue or a filter), the
 * items with a total and "Load more". After a decision it moves focus to the item that took the
 * decided one's place (or the last one, or the empty state), so staff can go on from the keyboard.
 */
export function QueueList<T extends { id: string; status: string }>({
  list,
  failedText,
  filtered,
  onShowQueue,
  focusRequest,
  renderItem,
  testId,
  isWaiting = isPending,
  emptyTitle,
  emptyText,
}: {
  list: TList<T>;
  failedText: string;
  /** Whether filters other than "pending" are applied (changes the empty state). */
  filtered: boolean;
  onShowQueue: () => void;
  focusRequest: TFocusRequest | null;
  renderItem: (item: T) => ReactNode;
  testId: string;
  /** Whether an item still waits for a decision (focus moves on once it does not); `pending` by default. */
  isWaiting?: (item: T) => boolean;
  /** The empty queue's words (the payments' by default). */
  emptyTitle?: string;
  emptyText?: string;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const listRef = useRef<HTMLUListElement>(null);
  const emptyRef = useRef<HTMLDivElement>(null);
  const handled = useRef(0);
  const items = list.data?.data;

  useEffect(() => {
    if (!focusRequest || handled.current === focusRequest.serial || !items) return;
    // Wait for the list to show the decision (the cache update or the refetch after a 409).
    if (items.some((item) => item.id === focusRequest.id && isWaiting(item))) return;
    // After the dialog has closed and given focus back to its (possibly removed) opener. Marked
    // handled only when it ran: a refetch landing before the frame cancels it and schedules anew.
    const frame = requestAnimationFrame(() => {
      handled.current = focusRequest.serial;
      const nodes = listRef.current?.querySelectorAll<HTMLElement>('[data-queue-item]');
      const target =
        nodes && nodes.length > 0 ? nodes[Math.min(focusRequest.index, nodes.length - 1)] : emptyRef.current;
      target?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [focusRequest, items, isWaiting]);

  if (list.isPending)
    return (
      <div className="space-y-3" aria-busy="true">
        <span className="sr-only" role="status">
          {t('admin.payments.loading')}
        </span>
        {[0, 1, 2].map((i) => (
          <Card key={i}>
            <Skeleton className="h-5 w-1/3" />
            <Skeleton className="mt-3 h-4 w-2/3" />
            <Skeleton className="mt-3 h-9 w-1/2" />
          </Card>
        ))}
      </div>
    );
  if (list.isError || !list.data || !items)
    return (
      <Alert tone="error">
        <p>{failedText}</p>
        <Button size="sm" variant="secondary" className="mt-2" onClick={() => list.refetch()}>
          {t('admin.payments.retry')}
        </Button>
      </Alert>
    );
  if (items.length === 0)
    return (
      <Card>
        <div
          ref={emptyRef}
          tabIndex={-1}
          className="rounded-lg focus:outline-none focus-visible:ring-3 focus-visible:ring-amber-500"
        >
          {filtered ? (
            <EmptyState icon={<SearchX className="size-8" />} title={t('admin.payments.empty_filtered')}>
              <Button size="sm" variant="secondary" className="mt-2" onClick={onShowQueue}>
                {t('admin.payments.show_queue')}
              </Button>
            </EmptyState>
          ) : (
            <EmptyState
              icon={<Inbox className="size-8" />}
              title={emptyTitle ?? t('admin.payments.empty_queue')}
            >
              <p>{emptyText ?? t('admin.payments.empty_queue_text')}</p>
            </EmptyState>
          )}
        </div>
      </Card>
    );
  const total = list.data.meta.total;
  return (
    <div>
      {total !== undefined ? (
        <p className="mb-3 text-sm text-slate-700 dark:text-slate-300" data-testid={`${testId}-total`}>
          {t('admin.payments.showing', {
            shown: formatNumber(items.length, lang),
            total: formatNumber(total, lang),
          })}
        </p>
      ) : null}
      <ul ref={listRef} className="space-y-3" data-testid={`${testId}-list`}>
        {items.map((item) => (
          <li key={item.id}>{renderItem(item)}</li>
        ))}
      </ul>
      <LoadMore list={list} label={t('admin.payments.load_more')} className="mt-4" />
    </div>
  );
}
