import type { TAdminKycDetail } from '@haat/shared/trust/kyc-schemas';
import { Store } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { BadgeChoice } from './badge-choice.tsx';

/** The person's businesses, each with its public page, whether the badge shows, and staff's choice. */
export function BusinessBadges({ detail }: { detail: TAdminKycDetail }) {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby="kyc-businesses-title">
      <h2 id="kyc-businesses-title" className="mb-1 text-lg font-semibold">
        {t('admin.kyc.businesses')}
      </h2>
      <p className="mb-3 text-sm text-slate-700 dark:text-slate-300">{t('admin.kyc.businesses_text')}</p>
      {detail.businesses.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('admin.kyc.no_businesses')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="kyc-businesses">
          {detail.businesses.map((business) => (
            <li key={business.id} className="py-3 first:pt-0 last:pb-0" data-testid="kyc-business">
              <h3 className="mb-2 flex flex-wrap items-center gap-2 font-semibold">
                <Store aria-hidden className="size-4 shrink-0" />
                <Link
                  to={`/b/${business.slug}`}
                  className="break-words text-emerald-800 underline-offset-2 hover:underline dark:text-emerald-300"
                >
                  {business.name}
                </Link>
              </h3>
              <BadgeChoice state={business} name={business.name} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
