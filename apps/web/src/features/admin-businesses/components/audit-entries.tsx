import type { TAdminBusinessAuditEntry } from '@haat/shared/admin/business-schemas';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { StaffActions } from '../../admin/components/staff-actions.tsx';

const KNOWN = ['create', 'update', 'verify', 'unverify', 'suspend', 'unsuspend'];

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** The fields an edit changed, each "before → after". */
function Changes({ entry }: { entry: TAdminBusinessAuditEntry }) {
  const fields = Object.keys({ ...(entry.before ?? {}), ...(entry.after ?? {}) });
  if (fields.length === 0) return null;
  return (
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
  );
}

/** The latest staff actions about the business, newest first: who, what, when, the changed values. */
export function AuditEntries({ entries }: { entries: TAdminBusinessAuditEntry[] }) {
  const { t, language } = useTranslation();
  const rows = entries.map((entry) => {
    const verb = entry.action.replace(/^businesses\./, '');
    return {
      id: entry.id,
      action: KNOWN.includes(verb) ? t(`admin_businesses.audit.action.${verb}`) : entry.action,
      by: t('admin_businesses.audit.by', {
        name: entry.actor.name,
        role: t(`admin_businesses.audit.role.${entry.actor.role === 'admin' ? 'admin' : 'moderator'}`),
        date: formatDateTime(entry.created_at, language),
      }),
      reason: entry.reason ? t('admin_businesses.audit.reason', { reason: entry.reason }) : undefined,
      detail: verb === 'update' ? <Changes entry={entry} /> : null,
    };
  });
  return (
    <StaffActions
      titleId="business-audit-title"
      title={t('admin_businesses.audit.title')}
      empty={t('admin_businesses.audit.empty')}
      rows={rows}
      testId="business-audit"
    />
  );
}
