import { Building2, Contact, Globe, ShieldCheck, Wallet } from 'lucide-react';
import { Card, PageHeader } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { LANGUAGES } from '../../../lib/languages.ts';
import { useDocumentTitle } from '../../../lib/use-page.ts';

// What works today; the marketplace and social areas join this list when they open.
const AREAS = [
  { key: 'business', icon: Building2 },
  { key: 'vcard', icon: Contact },
  { key: 'wallet', icon: Wallet },
  { key: 'security', icon: ShieldCheck },
];

export default function About() {
  const { t } = useTranslation();
  useDocumentTitle(t('nav.about'));
  return (
    <div className="space-y-5">
      <PageHeader title={t('about.title')} subtitle={t('about.short')} />
      <Card aria-labelledby="about-areas">
        <h2 id="about-areas" className="mb-3 text-lg font-semibold">
          {t('about.areas_title')}
        </h2>
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {AREAS.map(({ key, icon: Icon }) => (
            <li key={key} className="flex items-start gap-3">
              <Icon aria-hidden className="mt-1 size-5 shrink-0 text-emerald-700 dark:text-emerald-400" />
              <span>{t(`about.area_${key}`)}</span>
            </li>
          ))}
        </ul>
      </Card>
      <Card aria-labelledby="about-languages">
        <h2 id="about-languages" className="mb-3 flex items-center gap-2 text-lg font-semibold">
          <Globe aria-hidden className="size-5 text-emerald-700 dark:text-emerald-400" />
          {t('about.languages_title')}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {LANGUAGES.map((l) => (
            <li
              key={l.code}
              lang={l.tag}
              className="flex items-center gap-2 rounded-full bg-slate-100 py-1 ps-1.5 pe-3 dark:bg-slate-800"
            >
              <span
                aria-hidden
                className="rounded-full bg-white px-1.5 text-xs font-semibold uppercase text-slate-700 dark:bg-slate-700 dark:text-slate-100"
              >
                {l.tag}
              </span>
              {l.nativeName}
            </li>
          ))}
        </ul>
      </Card>
      <Card aria-labelledby="terms">
        <h2 id="terms" className="mb-2 scroll-mt-24 text-lg font-semibold">
          {t('about.terms_title')}
        </h2>
        <p className="text-slate-700 dark:text-slate-300">{t('about.terms_text')}</p>
      </Card>
      <Card aria-labelledby="privacy">
        <h2 id="privacy" className="mb-2 scroll-mt-24 text-lg font-semibold">
          {t('about.privacy_title')}
        </h2>
        <p className="text-slate-700 dark:text-slate-300">{t('about.privacy_text')}</p>
      </Card>
      <p className="text-center text-sm text-slate-600 dark:text-slate-400">
        {t('about.version', { version: __APP_VERSION__ })}
      </p>
    </div>
  );
}
