import { type ComponentType, lazy, Suspense } from 'react';
import { useToken } from '../../auth/api/session.ts';
import { CountsList } from './counts-list.tsx';

// The signed-in counts and the query library load after start-up, so the home route stays small.
const MyCounts = lazy(
  (): Promise<{ default: ComponentType }> =>
    import('./my-counts.tsx').catch(() => ({ default: () => <CountsList posts={0} followers={0} /> })),
);

/** The right panel's post and follower counts: the person's own when signed in, 0s for a guest. */
export function PanelCountsSlot() {
  const token = useToken();
  if (!token) return <CountsList posts={0} followers={0} />;
  return (
    <Suspense fallback={<CountsList posts={null} followers={null} />}>
      <MyCounts />
    </Suspense>
  );
}
