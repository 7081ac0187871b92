import { QueryClientProvider } from '@tanstack/react-query';
import { useContext } from 'react';
import { Outlet } from 'react-router';
import { queryClient } from './query-client.ts';
import { ServerQueryClientContext } from './server-query-client.ts';

/** Gives every screen below it TanStack Query; loaded lazily with the first such screen. */
export default function QueryLayout() {
  const serverClient = useContext(ServerQueryClientContext);
  return (
    <QueryClientProvider client={serverClient ?? queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
