import { Lock } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n.ts';
import { KycStatusBadge } from './status-badge.tsx';

/** Not verified yet: why it matters, what is needed, and that the documents stay private. */
export function NotStarted() {
  const { t } = useTranslation();
  return (
    <div className="space-y-4" data-testid="kyc-not_started">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 className="text-lg font-semibold" data-testid="kyc-state-title">
          {t('kyc.not_started.title')}
        </h2>
        <KycStatusBadge status="not_started" />
      </div>
      <p className="text-slate-700 dark:text-slate-300">{t('kyc.not_started.text')}</p>
      <div>
        <h3 className="font-semibold">{t('kyc.not_started.need_title')}</h3>
        <ul className="mt-1 list-disc space-y-1 ps-5 text-slate-700 dark:text-slate-300">
          <li>{t('kyc.not_started.need_document')}</li>
          <li>{t('kyc.not_started.need_photos')}</li>
          <li>{t('kyc.not_started.need_selfie')}</li>
          <li>{t('kyc.not_started.need_details')}</li>
        </ul>
      </div>
      <p className="flex items-start gap-2 text-sm text-slate-700 dark:text-slate-300">
        <Lock aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-700 dark:text-emerald-400" />
        {t('kyc.not_started.privacy')}
      </p>
    </div>
  );
}
