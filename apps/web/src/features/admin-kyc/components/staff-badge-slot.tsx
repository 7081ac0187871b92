import { lazy, Suspense } from 'react';
import { loadNamespaces } from '../../../lib/i18n.ts';
import { useSession } from '../../auth/api/session.ts';

// Staff only: the control and its words (the `admin` catalogue) load when a staff member looks.
const StaffBadgeControl = lazy(async () => {
  const [module] = await Promise.all([import('./staff-badge-control.tsx'), loadNamespaces(['admin'])]);
  return { default: module.StaffBadgeControl };
});

/**
 * Where a business page shows staff the verified badge's control. Nothing for anyone else, and
 * nothing on the server (it renders the guest's view) or before the signed-in user is known.
 */
export function StaffBadgeSlot({ businessId, name }: { businessId: string; name: string }) {
  const { isAdmin } = useSession();
  if (!isAdmin) return null;
  return (
    <Suspense fallback={null}>
      <StaffBadgeControl businessId={businessId} name={name} />
    </Suspense>
  );
}
