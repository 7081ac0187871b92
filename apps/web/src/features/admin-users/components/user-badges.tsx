import type { TAdminUserItem } from '@haat/shared/admin/user-schemas';
import { clsx } from 'clsx';
import { BadgeCheck, Ban, KeyRound, Mail, MessageCircle, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';

const PILL =
  'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap';

/** A person's role: staff roles stand out, a plain user is quiet. */
export function RoleBadge({ role }: { role: TAdminUserItem['role'] }) {
  const { t } = useTranslation();
  return (
    <span
      className={clsx(
        PILL,
        role === 'admin' && 'bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-100',
        role === 'moderator' && 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100',
        role === 'user' && 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
      )}
      data-testid="role-badge"
    >
      {role !== 'user' ? <ShieldCheck aria-hidden className="size-3.5" /> : null}
      {t(`admin_users.roles.${role}`)}
    </span>
  );
}

/** Active or suspended. */
export function StatusBadge({ status }: { status: TAdminUserItem['status'] }) {
  const { t } = useTranslation();
  return status === 'suspended' ? (
    <span
      className={clsx(PILL, 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100')}
      data-testid="status-badge"
    >
      <Ban aria-hidden className="size-3.5" />
      {t('admin_users.status.suspended')}
    </span>
  ) : (
    <span
      className={clsx(PILL, 'bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100')}
      data-testid="status-badge"
    >
      {t('admin_users.status.active')}
    </span>
  );
}

function Mark({ on, icon, label }: { on: boolean; icon: ReactNode; label: string }) {
  const { t } = useTranslation();
  const state = `${label} ${on ? t('admin_users.marks.yes') : t('admin_users.marks.no')}`;
  return (
    <li
      title={state}
      className={clsx(
        'inline-flex size-7 items-center justify-center rounded-full',
        on
          ? 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-50'
          : 'border border-dashed border-slate-400 text-slate-500 dark:border-slate-500 dark:text-slate-400',
      )}
      data-on={on}
    >
      {icon}
      <span className="sr-only">{state}</span>
    </li>
  );
}

/**
 * What the person has proved — email, identity, WhatsApp — and whether two-factor sign-in is on, as
 * four small marks (filled: yes; dashed: no), each named for screen readers and on hover.
 */
export function VerifiedMarks({ user }: { user: TAdminUserItem }) {
  const { t } = useTranslation();
  return (
    <ul className="flex gap-1" aria-label={t('admin_users.columns.verified')} data-testid="verified-marks">
      <Mark
        on={user.email_verified}
        icon={<Mail aria-hidden className="size-4" />}
        label={t('admin_users.marks.email')}
      />
      <Mark
        on={user.identity_verified}
        icon={<BadgeCheck aria-hidden className="size-4" />}
        label={t('admin_users.marks.identity')}
      />
      <Mark
        on={user.whatsapp_verified}
        icon={<MessageCircle aria-hidden className="size-4" />}
        label={t('admin_users.marks.whatsapp')}
      />
      <Mark
        on={user.two_factor}
        icon={<KeyRound aria-hidden className="size-4" />}
        label={t('admin_users.marks.two_factor')}
      />
    </ul>
  );
}
