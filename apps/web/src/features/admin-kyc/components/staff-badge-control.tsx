import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, Skeleton } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useBusinessBadge } from '../api/get-business-badge.ts';
import { BadgeChoice } from './badge-choice.tsx';

/** On a business page, for staff: the verified badge (follow the owner, grant, revoke). */
export function StaffBadgeControl({ businessId, name }: { businessId: string; name: string }) {
  const { t } = useTranslation();
  const badge = useBusinessBadge(businessId);
  return (
    <Card aria-labelledby="staff-badge-title">
      <h2 id="staff-badge-title" className="mb-1 flex items-center gap-2 text-base font-semibold">
        <ShieldCheck aria-hidden className="size-5 text-emerald-700 dark:text-emerald-400" />
        {t('admin.kyc.badge.staff_title')}
      </h2>
      <p className="mb-3 text-sm text-slate-700 dark:text-slate-300">
        {t('admin.kyc.badge.staff_text')}{' '}
        <Link to="/admin/kyc" className="font-medium text-emerald-800 underline dark:text-emerald-300">
          {t('admin.kyc.title')}
        </Link>
      </p>
      {badge.data ? (
        <BadgeChoice state={badge.data} name={name} />
      ) : badge.isError ? (
        <Alert tone="error">
          <p>{t('admin.kyc.badge.failed')}</p>
          <Button size="sm" variant="secondary" className="mt-2" onClick={() => badge.refetch()}>
            {t('admin.payments.retry')}
          </Button>
        </Alert>
      ) : (
        <Skeleton className="h-9 w-2/3" />
      )}
    </Card>
  );
}
