import { Hammer } from 'lucide-react';
import { useMatches } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card, PageHeader } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-page.ts';

/**
 * A screen that belongs to a later issue: its translated title, what it will offer, and an honest
 * note that it is being built. No fake data.
 */
export default function ComingSoon() {
  const { t } = useTranslation();
  const matches = useMatches();
  const key =
    [...matches]
      .reverse()
      .map((m) => (m.handle as { soon?: string } | undefined)?.soon)
      .find(Boolean) ?? 'unknown';
  const title = t(`screens.${key}.title`);
  useDocumentTitle(title);
  return (
    <div>
      <PageHeader title={title} subtitle={t(`screens.${key}.summary`)} />
      <Card>
        <div className="flex flex-col items-center gap-3 py-6 text-center" data-testid="being-built">
          <span
            aria-hidden
            className="grid size-14 place-items-center rounded-full bg-amber-100 text-amber-800 dark:bg-amber-900 dark:text-amber-100"
          >
            <Hammer className="size-7" />
          </span>
          <h2 className="text-lg font-semibold">{t('soon.title')}</h2>
          <p className="max-w-md text-slate-700 dark:text-slate-300">{t('soon.text')}</p>
          <ButtonLink to="/" variant="secondary">
            {t('errors.go_home')}
          </ButtonLink>
        </div>
      </Card>
    </div>
  );
}
