import { Laptop, ShieldCheck } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/card.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { useRevokeSession, useSessions } from '../../auth/api/auth-calls.ts';

/** A short device name from a user agent string. */
function describeAgent(agent: string | null): string | undefined {
  if (!agent) return undefined;
  const browser = /Edg\//.test(agent)
    ? 'Edge'
    : /Chrome\//.test(agent)
      ? 'Chrome'
      : /Firefox\//.test(agent)
        ? 'Firefox'
        : /Safari\//.test(agent)
          ? 'Safari'
          : undefined;
  const os = /Android/.test(agent)
    ? 'Android'
    : /iPhone|iPad/.test(agent)
      ? 'iOS'
      : /Windows/.test(agent)
        ? 'Windows'
        : /Mac OS X/.test(agent)
          ? 'macOS'
          : /Linux/.test(agent)
            ? 'Linux'
            : undefined;
  return [browser, os].filter(Boolean).join(' · ') || agent.split(/[\s(]/)[0]?.slice(0, 40) || undefined;
}

export function SessionsList() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const sessions = useSessions();
  const revoke = useRevokeSession();

  return (
    <div className="space-y-3" data-testid="sessions">
      <h3 className="font-semibold">{t('settings.sessions_title')}</h3>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('settings.sessions_intro')}</p>
      {revoke.isSuccess ? <Alert tone="success">{revoke.data.message}</Alert> : null}
      {revoke.isError ? (
        <Alert tone="error">
          {revoke.error instanceof ApiError ? revoke.error.message : t('errors.generic')}
        </Alert>
      ) : null}
      {sessions.isPending ? (
        <div className="space-y-2">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      ) : sessions.isError ? (
        <Alert tone="error">
          {t('settings.sessions_failed')}{' '}
          <Button size="sm" variant="secondary" onClick={() => sessions.refetch()}>
            {t('errors.retry')}
          </Button>
        </Alert>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-700">
          {sessions.data.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center gap-3 p-3" data-testid="session-row">
              <Laptop aria-hidden className="size-5 shrink-0 text-slate-600 dark:text-slate-400" />
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-x-2 font-medium">
                  <span dir="ltr" className="min-w-0 max-w-full truncate">
                    {describeAgent(session.user_agent) ?? session.name ?? t('settings.unknown_device')}
                  </span>
                  {session.current ? (
                    <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100">
                      {t('settings.this_device')}
                    </span>
                  ) : null}
                  {session.two_factor ? (
                    <span
                      className="inline-flex items-center gap-1 rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900 dark:bg-sky-900 dark:text-sky-100"
                      data-testid="session-two-factor"
                    >
                      <ShieldCheck aria-hidden className="size-3.5" />
                      {t(`settings.session_two_factor.${session.two_factor}`)}
                    </span>
                  ) : null}
                </p>
                <p className="text-sm text-slate-700 dark:text-slate-300">
                  {session.ip ? <span dir="ltr">{session.ip} · </span> : null}
                  {t('settings.last_used', {
                    when: formatDateTime(session.last_used_at ?? session.created_at, lang),
                  })}
                </p>
              </div>
              {session.current ? null : (
                <Button
                  size="sm"
                  variant="secondary"
                  loading={revoke.isPending && revoke.variables === session.id}
                  onClick={() => revoke.mutate(session.id)}
                >
                  {t('settings.revoke')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
