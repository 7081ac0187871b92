import { Plus, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card, EmptyState, Skeleton } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/** Grey rows while a list loads, announced once to screen readers. */
export function ListSkeleton({ rows = 3, testId }: { rows?: number; testId?: string }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3" aria-busy="true" data-testid={testId}>
      <span className="sr-only" role="status">
        {t('seller.common.loading')}
      </span>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Card key={i} as="div" className="flex items-center gap-3">
          <Skeleton className="size-14" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        </Card>
      ))}
    </div>
  );
}

/** A failed load with a retry button. */
export function LoadFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert tone="error">
      <p>{text}</p>
      <Button size="sm" variant="secondary" className="mt-2" onClick={onRetry}>
        {t('seller.common.retry')}
      </Button>
    </Alert>
  );
}

/** Not selling yet: the way to start, as a business or with one's own items (`/marketplace/sell`). */
export function NoBusiness() {
  const { t } = useTranslation();
  return (
    <Card>
      <EmptyState icon={<Store className="size-8" />} title={t('seller.business.none_title')}>
        <p>{t('seller.business.none_text')}</p>
        <ButtonLink to="/marketplace/sell" className="mt-3" data-testid="start-selling">
          <Plus aria-hidden className="size-4" />
          {t('seller.business.start')}
        </ButtonLink>
      </EmptyState>
    </Card>
  );
}

/** An empty list with its explanation and, optionally, a way forward. */
export function EmptyCard({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <Card>
      <EmptyState icon={icon} title={title}>
        <p>{text}</p>
        {children ? <div className="mt-3 flex flex-wrap justify-center gap-2">{children}</div> : null}
      </EmptyState>
    </Card>
  );
}

/** The "Add product" link. */
export function AddProductLink({ variant }: { variant?: 'primary' | 'secondary' }) {
  const { t } = useTranslation();
  return (
    <ButtonLink to="/business/products/new" variant={variant} data-testid="add-product">
      <Plus aria-hidden className="size-4" />
      {t('seller.listings.add')}
    </ButtonLink>
  );
}
