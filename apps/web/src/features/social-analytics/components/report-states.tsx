import { BarChart3 } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, EmptyState, Skeleton } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { WritePostLink } from './top-posts.tsx';

/** Grey blocks while the report loads, announced once to screen readers. */
export function ReportLoading() {
  const { t } = useTranslation();
  return (
    <div className="space-y-4" aria-busy="true" data-testid="analytics-loading">
      <span className="sr-only" role="status">
        {t('social_analytics.loading')}
      </span>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        {[1, 2, 3, 4, 5, 6].map((n) => (
          <Skeleton key={n} className="h-24 w-full" />
        ))}
      </div>
      <Skeleton className="h-56 w-full" />
    </div>
  );
}

export function ReportFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert tone="error">
      <p>{t('social_analytics.load_failed')}</p>
      <Button size="sm" variant="secondary" className="mt-2" onClick={onRetry}>
        {t('social_analytics.retry')}
      </Button>
    </Alert>
  );
}

/** Nothing published and nothing happened in the days: the way to the composer. */
export function ReportEmpty() {
  const { t } = useTranslation();
  return (
    <Card>
      <EmptyState icon={<BarChart3 className="size-8" />} title={t('social_analytics.empty.title')}>
        <p>{t('social_analytics.empty.text')}</p>
        <div className="mt-3 flex justify-center" data-testid="analytics-empty">
          <WritePostLink />
        </div>
      </EmptyState>
    </Card>
  );
}
