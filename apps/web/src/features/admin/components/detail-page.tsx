import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, EmptyState, PageHeader, Spinner } from '../../../components/ui/card.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';

/** The server's message of a failed action, or `fallback` when there is none (or no connection). */
export function problemOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status !== 0 && error.message ? error.message : fallback;
}

/**
 * Runs a staff action from a detail page: the answer's message (else `done`) as a success toast, the
 * failure (the server's message, else `failed`) as an error toast. Resolves to whether it worked.
 */
export function useActionToast(failed: string, done = '') {
  return async (work: () => Promise<{ message?: string }>): Promise<boolean> => {
    try {
      const answer = await work();
      showToast({ tone: 'success', message: answer.message ?? done });
      return true;
    } catch (error) {
      showToast({ tone: 'error', message: problemOf(error, failed) });
      return false;
    }
  };
}

/** One labelled fact of a staff detail page (inside a `<dl>`). */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="break-words font-medium text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

/** "← All people": the link from a staff page back to its list. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className="mb-3 inline-flex min-h-9 items-center gap-1.5 text-sm font-medium text-emerald-800 hover:underline dark:text-emerald-300"
    >
      <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
      {label}
    </Link>
  );
}

/** A staff "create" page's frame: the link back to the list, the title with intro, then the form. */
export function CreatePage({
  back,
  title,
  intro,
  icon,
  children,
}: {
  back: { to: string; label: string };
  title: string;
  intro: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <div>
      <BackLink {...back} />
      <PageHeader title={title} subtitle={intro} icon={icon} />
      {children}
    </div>
  );
}

/**
 * A staff detail page's frame (`/admin/<area>/:id`): the link back to the list above a spinner while
 * loading, "not found" (404/422) or a failure with "Try again", else `children` with the data.
 */
export function DetailPage<T>({
  query,
  back,
  words,
  icon,
  children,
}: {
  query: UseQueryResult<T>;
  back: { to: string; label: string };
  words: { loading: string; notFound: string; failed: string; retry: string };
  icon: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const backLink = <BackLink {...back} />;
  if (query.isPending)
    return (
      <div>
        {backLink}
        <Spinner label={words.loading} />
      </div>
    );
  if (query.isError) {
    const missing = query.error instanceof ApiError && [404, 422].includes(query.error.status);
    return (
      <div>
        {backLink}
        {missing ? (
          <Card>
            <EmptyState icon={icon} title={words.notFound} />
          </Card>
        ) : (
          <Alert tone="error">
            <p>{words.failed}</p>
            <Button size="sm" variant="secondary" className="mt-2" onClick={() => query.refetch()}>
              {words.retry}
            </Button>
          </Alert>
        )}
      </div>
    );
  }
  return (
    <div>
      {backLink}
      {children(query.data)}
    </div>
  );
}
