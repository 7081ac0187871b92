import type { TAdminUserAuditEntry } from '@haat/shared/admin/user-schemas';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { StaffActions } from '../../admin/components/staff-actions.tsx';

const KNOWN = ['create', 'suspend', 'unsuspend', 'role_change', 'resend_verification'];

/** The newest staff actions about the person: what, who (and their role), when, why, and a role change's roles. */
export function UserAudit({ entries }: { entries: readonly TAdminUserAuditEntry[] }) {
  const { t, language } = useTranslation();
  const roleName = (value: unknown) =>
    typeof value === 'string' && ['user', 'moderator', 'admin'].includes(value)
      ? t(`admin_users.roles.${value}`)
      : String(value ?? '—');
  const rows = entries.map((entry) => {
    const verb = entry.action.replace(/^users\./, '');
    return {
      id: entry.id,
      action: (
        <>
          {entry.action.startsWith('users.') && KNOWN.includes(verb)
            ? t(`admin_users.audit.actions.${verb}`)
            : entry.action}
          {verb === 'role_change' ? (
            <span className="font-normal">
              {' '}
              ({roleName(entry.before?.role)} → {roleName(entry.after?.role)})
            </span>
          ) : null}
        </>
      ),
      by: t('admin_users.audit.by', {
        name: entry.actor_name,
        role: roleName(entry.actor_role),
        date: formatDateTime(entry.created_at, language),
      }),
      reason: entry.reason ? t('admin_users.audit.reason', { reason: entry.reason }) : undefined,
    };
  });
  return (
    <StaffActions
      titleId="user-audit-title"
      title={t('admin_users.audit.title')}
      empty={t('admin_users.audit.empty')}
      rows={rows}
      testId="user-audit"
    />
  );
}
