import { type ComponentType, lazy, Suspense } from 'react';
import { useToken } from '../../auth/api/session.ts';

// The bell and the query library it uses are fetched only for signed-in users, after start-up, so
// the home route's budget is untouched; if the chunk cannot be fetched (offline), there is no bell.
const NotificationBell = lazy(
  (): Promise<{ default: ComponentType }> =>
    import('./notification-bell.tsx').catch(() => ({ default: () => null })),
);

/** The header's place for the notifications bell: empty when signed out. */
export function NotificationBellSlot() {
  const token = useToken();
  if (!token) return null;
  return (
    <Suspense fallback={<span aria-hidden className="block size-11" />}>
      <NotificationBell />
    </Suspense>
  );
}
