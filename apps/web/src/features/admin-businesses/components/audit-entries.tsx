import type { TAdminBusinessAuditEntry } from '@haat/shared/admin/business-schemas';
import { History } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';

const KNOWN = ['create', 'update', 'verify', 'unverify', 'suspend', 'unsuspend'];

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** The latest staff actions about the business, newest first: who, what, when, the changed values. */
export function AuditEntries({ entries }: { entries: TAdminBusinessAuditEntry[] }) {
  const { t, language } = useTranslation();
  return (
    <Card aria-labelledby="business-audit-title">
      <h2 id="business-audit-title" className="mb-3 flex items-center gap-2 text-lg font-semibold">
        <History aria-hidden className="size-5 text-emerald-700 dark:text-emerald-400" />
        {t('admin_businesses.audit.title')}
      </h2>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('admin_businesses.audit.empty')}</p>
      ) : (
        <ol className="space-y-3" data-testid="business-audit">
          {entries.map((entry) => {
            const verb = entry.action.replace(/^businesses\./, '');
            const fields = Object.keys({ ...(entry.before ?? {}), ...(entry.after ?? {}) });
            return (
              <li key={entry.id} className="border-s-2 border-emerald-600 ps-3 text-sm">
                <p className="font-medium text-slate-900 dark:text-white">
                  {KNOWN.includes(verb) ? t(`admin_businesses.audit.action.${verb}`) : entry.action}
                </p>
                <p className="text-slate-700 dark:text-slate-300">
                  {t('admin_businesses.audit.by', {
                    name: entry.actor.name,
                    role: t(
                      `admin_businesses.audit.role.${entry.actor.role === 'admin' ? 'admin' : 'moderator'}`,
                    ),
                    date: formatDateTime(entry.created_at, language),
                  })}
                </p>
                {entry.reason ? (
                  <p className="text-slate-700 dark:text-slate-300" dir="auto">
                    {t('admin_businesses.audit.reason', { reason: entry.reason })}
                  </p>
                ) : null}
                {verb === 'update' && fields.length > 0 ? (
                  <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
                    {fields.map((field) => (
                      <div key={field} className="contents">
                        <dt className="font-medium text-slate-700 dark:text-slate-300">
                          <bdi>{field}</bdi>
                        </dt>
                        <dd className="min-w-0 break-words text-slate-700 dark:text-slate-300" dir="auto">
                          {shown(entry.before?.[field])} → {shown(entry.after?.[field])}
                        </dd>
                      </div>
                    ))}
                  </dl>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}
