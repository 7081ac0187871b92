import { clsx } from 'clsx';
import { Button } from './button.tsx';

/** What a "Load more" button needs from a paged list (`lib/use-paged-list.ts` answers it). */
export interface TMorePages {
  hasNextPage: boolean;
  fetchNextPage: () => unknown;
  isFetchingNextPage: boolean;
}

/**
 * The "Load more" button under a paged list: shown while another page exists, busy while it loads.
 * `className` sets the spacing above it (default `mt-3`).
 */
export function LoadMore({
  list,
  label,
  className = 'mt-3',
  testId,
}: {
  list: TMorePages;
  label: string;
  className?: string;
  testId?: string;
}) {
  if (!list.hasNextPage) return null;
  return (
    <div className={clsx('flex justify-center', className)}>
      <Button
        variant="secondary"
        onClick={() => list.fetchNextPage()}
        loading={list.isFetchingNextPage}
        data-testid={testId}
      >
        {label}
      </Button>
    </div>
  );
}
