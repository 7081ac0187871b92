import { QueryClientProvider } from '@tanstack/react-query';
import { useContext } from 'react';
import { Outlet } from 'react-router';
import { Toaster } from '../components/ui/toast.tsx';
import { useTranslation } from '../lib/i18n.ts';
import { queryClient } from './query-client.ts';
import { ServerQueryClientContext } from './server-query-client.ts';

/** Gives every screen below it TanStack Query (and the toasts); loaded lazily with the first such screen. */
export default function QueryLayout() {
  const { t } = useTranslation();
  const serverClient = useContext(ServerQueryClientContext);
  return (
    <QueryClientProvider client={serverClient ?? queryClient}>
      <Outlet />
      <Toaster closeLabel={t('app.close')} />
    </QueryClientProvider>
  );
}
