import { SearchX } from 'lucide-react';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-page.ts';

export default function NotFound() {
  const { t } = useTranslation();
  const location = useLocation();
  useDocumentTitle(t('errors.not_found_title'));
  return (
    <section className="flex flex-col items-center gap-4 py-12 text-center" data-testid="not-found">
      <SearchX aria-hidden className="size-14 text-slate-500" />
      <p className="text-5xl font-bold text-slate-600 dark:text-slate-400" aria-hidden>
        404
      </p>
      <h1 className="text-2xl font-bold">{t('errors.not_found_title')}</h1>
      <p className="max-w-md text-slate-700 dark:text-slate-300">
        {t('errors.not_found_text')}{' '}
        <code dir="ltr" className="rounded bg-slate-200 px-1.5 py-0.5 text-sm dark:bg-slate-800">
          {location.pathname}
        </code>
      </p>
      <ButtonLink to="/">{t('errors.go_home')}</ButtonLink>
    </section>
  );
}
