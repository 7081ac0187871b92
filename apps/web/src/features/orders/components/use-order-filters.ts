import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { TOrderFilters } from '../api/list-orders.ts';
import { parseDay, parseStatus } from './status.ts';

/** The list's filters, kept in the address (`?status=&from=&to=&q=`) so reloads and links keep them. */
export function useOrderFilters() {
  const [params, setParams] = useSearchParams();
  const filters: TOrderFilters = {
    status: parseStatus(params.get('status')),
    from: parseDay(params.get('from')),
    to: parseDay(params.get('to')),
    q: params.get('q')?.trim() || undefined,
  };
  const setFilter = useCallback(
    (name: keyof TOrderFilters, value: string | undefined) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const clear = () => setParams(new URLSearchParams(), { replace: true });
  const active = !!(filters.status || filters.from || filters.to || filters.q);
  return { filters, setFilter, clear, active };
}
