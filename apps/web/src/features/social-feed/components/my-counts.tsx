import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../../../app/query-client.ts';
import { useMyStats } from '../api/get-my-stats.ts';
import { CountsList } from './counts-list.tsx';

function Counts() {
  const stats = useMyStats();
  if (!stats.data) return <CountsList posts={null} followers={null} />;
  return <CountsList posts={stats.data.posts} followers={stats.data.followers} />;
}

/** The signed-in person's real post and follower counts (lazy: `panel-counts-slot.tsx`). */
export default function MyCounts() {
  return (
    <QueryClientProvider client={queryClient}>
      <Counts />
    </QueryClientProvider>
  );
}
