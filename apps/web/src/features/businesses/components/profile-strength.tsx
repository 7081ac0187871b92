import { WEEKDAYS } from '@haat/shared/directory/hours';
import type { TBusiness } from '@haat/shared/directory/schemas';
import { useTranslation } from '../../../lib/i18n.ts';
import { languageInfo } from '../../../lib/languages.ts';
import { useLanguage } from '../../../lib/use-page.ts';

const CHECKS: [string, (business: TBusiness) => boolean][] = [
  ['logo', (b) => !!b.logo_url],
  ['cover', (b) => !!b.cover_url],
  ['description', (b) => !!b.description],
  ['contact', (b) => !!(b.phone || b.whatsapp)],
  ['hours', (b) => WEEKDAYS.some((day) => b.hours[day])],
  ['address', (b) => !!b.address],
  ['location', (b) => !!b.location],
  ['links', (b) => !!b.website || Object.values(b.social).some(Boolean)],
];

/** How complete the profile is (what customers would miss), as a bar and the missing items. */
export function ProfileStrength({ business }: { business: TBusiness }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const missing = CHECKS.filter(([, done]) => !done(business)).map(([key]) =>
    t(`businesses.strength.${key}`),
  );
  const percent = Math.round(((CHECKS.length - missing.length) / CHECKS.length) * 100);
  const list = new Intl.ListFormat(languageInfo(lang).tag, { style: 'long', type: 'conjunction' });
  return (
    <div className="space-y-1" data-testid="profile-strength">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="font-medium">{t('businesses.strength.title', { percent })}</span>
      </div>
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={t('businesses.strength.label')}
        className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          className={percent === 100 ? 'h-full bg-emerald-600' : 'h-full bg-amber-500'}
          style={{ width: `${percent}%` }}
        />
      </div>
      {missing.length > 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t('businesses.strength.missing', { items: list.format(missing) })}
        </p>
      ) : null}
    </div>
  );
}
