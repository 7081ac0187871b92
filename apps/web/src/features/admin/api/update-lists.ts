import type { QueryClient } from '@tanstack/react-query';

interface TPagedData<T> {
  pages: { data: T[]; meta: { total?: number } & Record<string, unknown> }[];
  pageParams: unknown[];
}

/**
 * Shows a staff decision at once in every loaded list of its area, before the refetch: the item
 * leaves a list whose status filter it no longer matches (the pending queue) and is replaced by its
 * decided version elsewhere. List keys end with the filters, status first (`pending|all`).
 */
export function applyDecision<T extends { id: string; status: string }>(
  client: QueryClient,
  listKey: readonly unknown[],
  decided: Partial<T> & { id: string; status: string },
): void {
  for (const [key, data] of client.getQueriesData<TPagedData<T>>({ queryKey: listKey })) {
    if (!data?.pages) continue;
    const status = String(key[key.length - 1] ?? 'all').split('|')[0];
    const keep = status === 'all' || status === decided.status;
    const found = data.pages.some((page) => page.data.some((item) => item.id === decided.id));
    if (!found) continue;
    client.setQueryData<TPagedData<T>>(key, {
      ...data,
      pages: data.pages.map((page, index) => {
        const items = keep
          ? page.data.map((item) => (item.id === decided.id ? { ...item, ...decided } : item))
          : page.data.filter((item) => item.id !== decided.id);
        const total = page.meta.total;
        return {
          ...page,
          data: items,
          meta:
            !keep && index === 0 && total !== undefined
              ? { ...page.meta, total: Math.max(0, total - 1) }
              : page.meta,
        };
      }),
    });
  }
}
