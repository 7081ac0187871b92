import { ShieldAlert } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-page.ts';

/** The 403 screen for signed-in users without the admin role. */
export function Forbidden() {
  const { t } = useTranslation();
  useDocumentTitle(t('errors.forbidden_title'));
  return (
    <section className="flex flex-col items-center gap-4 py-12 text-center" data-testid="forbidden">
      <ShieldAlert aria-hidden className="size-14 text-red-600 dark:text-red-400" />
      <p className="text-5xl font-bold text-slate-600 dark:text-slate-400" aria-hidden>
        403
      </p>
      <h1 className="text-2xl font-bold">{t('errors.forbidden_title')}</h1>
      <p className="max-w-md text-slate-700 dark:text-slate-300">{t('errors.forbidden_text')}</p>
      <ButtonLink to="/dashboard">{t('nav.dashboard')}</ButtonLink>
    </section>
  );
}
