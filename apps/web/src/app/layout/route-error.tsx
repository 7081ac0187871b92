import { AlertTriangle } from 'lucide-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { useTranslation } from '../../lib/i18n.ts';

/** Shown when a screen fails to load (offline, a new release replaced its chunk) or throws. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error('Route error:', error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return (
    <main
      id="main"
      className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <AlertTriangle aria-hidden className="size-12 text-amber-600" />
      <h1 className="text-2xl font-bold">{t('errors.screen_title')}</h1>
      <p className="text-slate-700 dark:text-slate-300">{t('errors.screen_text')}</p>
      {detail ? <p className="text-sm text-slate-600 dark:text-slate-400">{detail}</p> : null}
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
        <ButtonLink to="/" variant="secondary" reloadDocument>
          {t('errors.go_home')}
        </ButtonLink>
      </div>
    </main>
  );
}
