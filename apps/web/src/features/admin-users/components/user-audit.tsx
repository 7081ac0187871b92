import type { TAdminUserAuditEntry } from '@haat/shared/admin/user-schemas';
import { History } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';

const KNOWN = ['create', 'suspend', 'unsuspend', 'role_change', 'resend_verification'];

/** The newest staff actions about the person: what, who (and their role), when, why, and a role change's roles. */
export function UserAudit({ entries }: { entries: readonly TAdminUserAuditEntry[] }) {
  const { t, language } = useTranslation();
  const roleName = (value: unknown) =>
    typeof value === 'string' && ['user', 'moderator', 'admin'].includes(value)
      ? t(`admin_users.roles.${value}`)
      : String(value ?? '—');
  return (
    <Card aria-labelledby="user-audit-title">
      <h2 id="user-audit-title" className="mb-3 flex items-center gap-2 text-lg font-semibold">
        <History aria-hidden className="size-5 text-emerald-700 dark:text-emerald-400" />
        {t('admin_users.audit.title')}
      </h2>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('admin_users.audit.empty')}</p>
      ) : (
        <ol className="space-y-3" data-testid="user-audit">
          {entries.map((entry) => {
            const verb = entry.action.replace(/^users\./, '');
            return (
              <li key={entry.id} className="border-s-2 border-emerald-600 ps-3 text-sm">
                <p className="font-medium text-slate-900 dark:text-white">
                  {entry.action.startsWith('users.') && KNOWN.includes(verb)
                    ? t(`admin_users.audit.actions.${verb}`)
                    : entry.action}
                  {verb === 'role_change' ? (
                    <span className="font-normal">
                      {' '}
                      ({roleName(entry.before?.role)} → {roleName(entry.after?.role)})
                    </span>
                  ) : null}
                </p>
                <p className="text-slate-700 dark:text-slate-300">
                  {t('admin_users.audit.by', {
                    name: entry.actor_name,
                    role: roleName(entry.actor_role),
                    date: formatDateTime(entry.created_at, language),
                  })}
                </p>
                {entry.reason ? (
                  <p className="text-slate-700 dark:text-slate-300" dir="auto">
                    {t('admin_users.audit.reason', { reason: entry.reason })}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}
