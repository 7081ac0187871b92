import { Bell, Globe, HelpCircle, Info, Lock, Palette, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, PageHeader } from '../../../components/ui/card.tsx';
import { Select } from '../../../components/ui/field.tsx';
import { api } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { LANGUAGES, type TLanguageCode } from '../../../lib/languages.ts';
import { setTheme, useThemeChoice } from '../../../lib/theme.ts';
import { useDocumentTitle, useLanguage } from '../../../lib/use-page.ts';
import { useSession } from '../../auth/api/session.ts';
import { linkClass } from '../../auth/components/auth-card.tsx';
import { ResendVerification } from '../../auth/components/resend-verification.tsx';
import { LoginPrompt } from '../../profile/components/login-prompt.tsx';
import { saveLanguage } from '../api/save-language.ts';
import { ChangePasswordForm } from '../components/change-password.tsx';
import { IdentitySummary } from '../components/identity-summary.tsx';
import { SessionsList } from '../components/sessions-list.tsx';
import { TwoFactorSummary } from '../components/two-factor-summary.tsx';

function Section({
  id,
  icon,
  title,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="mb-3 flex scroll-mt-24 items-center gap-2 text-lg font-semibold">
        <span aria-hidden className="text-emerald-700 dark:text-emerald-400">
          {icon}
        </span>
        {title}
      </h2>
      <div id={id} className="scroll-mt-24">
        {children}
      </div>
    </Card>
  );
}

const THEMES = ['light', 'dark', 'system'] as const;

export default function Settings() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const theme = useThemeChoice();
  const { isAuthenticated, user } = useSession();
  useDocumentTitle(t('nav.settings'));

  const chooseLanguage = (code: TLanguageCode) => saveLanguage(code, isAuthenticated);

  const chooseTheme = (choice: (typeof THEMES)[number]) => {
    setTheme(choice);
    if (isAuthenticated) void api.patch('/api/users/me', { theme: choice }).catch(() => undefined);
  };

  return (
    <div className="space-y-5">
      <PageHeader title={t('nav.settings')} subtitle={t('settings.intro')} />

      <Section id="language" icon={<Globe className="size-5" />} title={t('settings.language')}>
        <label htmlFor="language-select" className="mb-1.5 block text-sm font-medium">
          {t('settings.language_label')}
        </label>
        <Select
          id="language-select"
          value={lang}
          onChange={(event) => chooseLanguage(event.target.value as TLanguageCode)}
          data-testid="settings-language"
        >
          {LANGUAGES.map((l) => (
            <option key={l.code} value={l.code}>
              {`${l.nativeName} — ${l.name}`}
            </option>
          ))}
        </Select>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t('settings.language_hint')}</p>
      </Section>

      <Section id="theme" icon={<Palette className="size-5" />} title={t('settings.theme')}>
        <fieldset>
          <legend className="sr-only">{t('settings.theme')}</legend>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
            {THEMES.map((choice) => (
              <label
                key={choice}
                className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 p-3 has-[:checked]:border-emerald-700 has-[:checked]:bg-emerald-50 dark:border-slate-600 dark:has-[:checked]:border-emerald-500 dark:has-[:checked]:bg-emerald-950"
              >
                <input
                  type="radio"
                  name="theme"
                  value={choice}
                  checked={theme === choice}
                  onChange={() => chooseTheme(choice)}
                  className="size-4 accent-emerald-700"
                  data-testid={`theme-${choice}`}
                />
                {t(`settings.theme_${choice}`)}
              </label>
            ))}
          </div>
        </fieldset>
      </Section>

      <Section id="notifications" icon={<Bell className="size-5" />} title={t('settings.notifications')}>
        <p className="text-slate-700 dark:text-slate-300">{t('settings.notifications_text')}</p>
      </Section>

      <Section id="privacy" icon={<ShieldCheck className="size-5" />} title={t('settings.privacy')}>
        <p className="text-slate-700 dark:text-slate-300">{t('settings.privacy_text')}</p>
      </Section>

      <Section id="security" icon={<Lock className="size-5" />} title={t('settings.security')}>
        {isAuthenticated ? (
          <div className="space-y-6">
            {user && !user.email_verified_at ? (
              <div className="space-y-2">
                <p className="text-slate-700 dark:text-slate-300">
                  {t('dashboard.verify_email', { email: user.email })}
                </p>
                <ResendVerification />
              </div>
            ) : null}
            <ChangePasswordForm />
            <hr className="border-slate-200 dark:border-slate-700" />
            <TwoFactorSummary />
            <hr className="border-slate-200 dark:border-slate-700" />
            <IdentitySummary />
            <hr className="border-slate-200 dark:border-slate-700" />
            <SessionsList />
          </div>
        ) : (
          <LoginPrompt />
        )}
      </Section>

      <Section id="help" icon={<HelpCircle className="size-5" />} title={t('settings.help')}>
        <dl className="space-y-3">
          {(['reset', 'verify', 'language'] as const).map((topic) => (
            <div key={topic}>
              <dt className="font-medium">{t(`settings.faq_${topic}_q`)}</dt>
              <dd className="text-slate-700 dark:text-slate-300">{t(`settings.faq_${topic}_a`)}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section id="about" icon={<Info className="size-5" />} title={t('nav.about')}>
        <p className="text-slate-700 dark:text-slate-300">{t('about.short')}</p>
        <p className="mt-2">
          <Link to="/about" className={linkClass}>
            {t('settings.about_link')}
          </Link>
        </p>
      </Section>
    </div>
  );
}
