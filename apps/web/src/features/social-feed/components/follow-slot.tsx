import { type ComponentType, lazy, Suspense } from 'react';
import { loadNamespaces } from '../../../lib/i18n.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';

type TProps = { businessId: string; slug: string; name: string };

// The button and its words (`feed`) load in the browser after the page is up, so the server-rendered
// business page stays light; offline, there is simply no button.
const BusinessFollow = lazy(
  (): Promise<{ default: ComponentType<TProps> }> =>
    Promise.all([import('./business-follow.tsx'), loadNamespaces(['feed'])])
      .then(([module]) => module)
      .catch(() => ({ default: () => null })),
);

/**
 * Where a business page shows "Follow" and its follower count. Nothing on the server (the guest's
 * page) or during hydration; then guests get a "Follow" that leads to sign-in and back.
 */
export function FollowSlot(props: TProps) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <BusinessFollow {...props} />
    </Suspense>
  );
}
