import { Lightbulb } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n.ts';

const listClass = 'mt-1 list-disc space-y-1 ps-5 text-sm text-slate-700 dark:text-slate-300';

/**
 * What makes photos pass the first time, as people in Bangladesh know it from mobile-money KYC: the
 * card flat with all four corners and no glare; the face clear, without glasses or cap; a Bengali
 * NID is fine as it is.
 */
export function PhotoTips({ selfie = true, document = true }: { selfie?: boolean; document?: boolean }) {
  const { t } = useTranslation();
  return (
    <aside
      aria-labelledby="kyc-tips-title"
      className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-slate-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
      data-testid="kyc-tips"
    >
      <h3 id="kyc-tips-title" className="flex items-center gap-2 font-semibold">
        <Lightbulb aria-hidden className="size-5 text-amber-700 dark:text-amber-300" />
        {t('kyc.tips.title')}
      </h3>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {document ? (
          <div>
            <h4 className="text-sm font-semibold">{t('kyc.tips.document_title')}</h4>
            <ul className={listClass}>
              <li>{t('kyc.tips.flat')}</li>
              <li>{t('kyc.tips.corners')}</li>
              <li>{t('kyc.tips.glare')}</li>
              <li>{t('kyc.tips.sharp')}</li>
            </ul>
          </div>
        ) : null}
        {selfie ? (
          <div>
            <h4 className="text-sm font-semibold">{t('kyc.tips.selfie_title')}</h4>
            <ul className={listClass}>
              <li>{t('kyc.tips.face')}</li>
              <li>{t('kyc.tips.no_glasses')}</li>
              <li>{t('kyc.tips.light')}</li>
            </ul>
          </div>
        ) : null}
      </div>
    </aside>
  );
}

/** A Bengali NID works as it is: the name in Bengali, digits in Bengali. */
export function NidTips() {
  const { t } = useTranslation();
  return (
    <ul className={listClass} data-testid="kyc-nid-tips">
      <li>{t('kyc.tips.bengali_name')}</li>
      <li>{t('kyc.tips.bengali_digits')}</li>
    </ul>
  );
}
