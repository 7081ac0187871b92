import type { TUserRole } from '@haat/shared/admin/roles';
import type { TAdminUserDetail } from '@haat/shared/admin/user-schemas';
import { ArrowLeft, Ban, MailCheck, RotateCcw, UserRound } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, EmptyState, PageHeader, Spinner } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { languageInfo, type TLanguageCode } from '../../../lib/languages.ts';
import { useDocumentTitle } from '../../../lib/use-page.ts';
import { useCountries } from '../../auth/api/get-countries.ts';
import {
  useAdminUser,
  useChangeRole,
  useResendVerification,
  useSuspendUser,
  useUnsuspendUser,
} from '../api/user-actions.ts';
import { RoleControl } from '../components/role-control.tsx';
import { SuspendDialog } from '../components/suspend-dialog.tsx';
import { UserAudit } from '../components/user-audit.tsx';
import { RoleBadge, StatusBadge } from '../components/user-badges.tsx';
import { UserSummary } from '../components/user-summary.tsx';

function problemOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status !== 0 && error.message ? error.message : fallback;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="break-words font-medium text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

/**
 * `/admin/users/:id`: one person for staff — their facts, what they have on Haat (businesses, cards,
 * wallet for staff who see money, orders, trust), the actions staff may take (suspend with a reason
 * or lift it, change the role — admins only, confirmed —, resend the verification mail) and the
 * newest staff actions about them.
 */
export default function AdminUser() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const person = useAdminUser(id);
  useDocumentTitle(person.data?.user.name ?? t('admin_users.title'));

  const back = (
    <Link
      to="/admin/users"
      className="mb-3 inline-flex min-h-9 items-center gap-1.5 text-sm font-medium text-emerald-800 hover:underline dark:text-emerald-300"
    >
      <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
      {t('admin_users.back')}
    </Link>
  );

  if (person.isPending)
    return (
      <div>
        {back}
        <Spinner label={t('admin_users.loading')} />
      </div>
    );
  if (person.isError) {
    const missing = person.error instanceof ApiError && [404, 422].includes(person.error.status);
    return (
      <div>
        {back}
        {missing ? (
          <Card>
            <EmptyState icon={<UserRound className="size-8" />} title={t('admin_users.not_found')} />
          </Card>
        ) : (
          <Alert tone="error">
            <p>{t('admin_users.person_failed')}</p>
            <Button size="sm" variant="secondary" className="mt-2" onClick={() => person.refetch()}>
              {t('admin_users.retry')}
            </Button>
          </Alert>
        )}
      </div>
    );
  }
  return (
    <div>
      {back}
      <PersonDetail detail={person.data} />
    </div>
  );
}

function PersonDetail({ detail }: { detail: TAdminUserDetail }) {
  const { t, language } = useTranslation();
  const { user, can } = detail;
  const suspend = useSuspendUser();
  const unsuspend = useUnsuspendUser();
  const changeRole = useChangeRole();
  const resend = useResendVerification();
  const [suspending, setSuspending] = useState(false);
  const [suspendError, setSuspendError] = useState<string>();
  const [lifting, setLifting] = useState(false);
  const failed = t('admin_users.action_failed');
  const suspended = user.status === 'suspended';

  const doSuspend = async (reason: string) => {
    setSuspendError(undefined);
    try {
      const answer = await suspend.mutateAsync({ id: user.id, reason });
      setSuspending(false);
      showToast({ tone: 'success', message: answer.message ?? t('admin_users.done') });
    } catch (error) {
      setSuspendError(problemOf(error, failed));
    }
  };
  const doUnsuspend = async () => {
    try {
      const answer = await unsuspend.mutateAsync(user.id);
      setLifting(false);
      showToast({ tone: 'success', message: answer.message ?? t('admin_users.done') });
    } catch (error) {
      showToast({ tone: 'error', message: problemOf(error, failed) });
    }
  };
  const doChangeRole = async (role: TUserRole) => {
    try {
      const answer = await changeRole.mutateAsync({ id: user.id, role });
      showToast({ tone: 'success', message: answer.message ?? t('admin_users.done') });
      return true;
    } catch (error) {
      showToast({ tone: 'error', message: problemOf(error, failed) });
      return false;
    }
  };
  const doResend = async () => {
    try {
      const answer = await resend.mutateAsync(user.id);
      showToast({ tone: 'success', message: answer.message ?? t('admin_users.done') });
    } catch (error) {
      showToast({ tone: 'error', message: problemOf(error, failed) });
    }
  };

  const countries = useCountries(language);
  const country = countries.data?.find((entry) => entry.code === user.country);

  return (
    <div className="space-y-5" data-testid="user-page">
      <PageHeader
        title={<span dir="auto">{user.name}</span>}
        subtitle={<span dir="ltr">{user.email}</span>}
        icon={<UserRound className="size-5" />}
      />

      {suspended ? (
        <Alert tone="error">
          <p className="font-semibold" data-testid="suspended-notice">
            {user.suspended_at
              ? t('admin_users.suspended_since', { date: formatDateTime(user.suspended_at, language) })
              : t('admin_users.status.suspended')}
          </p>
          {user.suspended_reason ? (
            <p dir="auto">{t('admin_users.audit.reason', { reason: user.suspended_reason })}</p>
          ) : null}
        </Alert>
      ) : null}

      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <Card aria-labelledby="person-facts">
          <h2 id="person-facts" className="sr-only">
            {t('admin_users.facts')}
          </h2>
          <dl className="grid gap-4 sm:grid-cols-2">
            <Fact label={t('admin_users.fields.role')}>
              <RoleBadge role={user.role} />
            </Fact>
            <Fact label={t('admin_users.fields.status')}>
              <StatusBadge status={user.status} />
            </Fact>
            <Fact label={t('admin_users.fields.email')}>
              <span dir="ltr">{user.email}</span>{' '}
              <span className="text-sm font-normal text-slate-600 dark:text-slate-400">
                ({user.email_verified ? t('admin_users.email_verified') : t('admin_users.email_unverified')})
              </span>
            </Fact>
            <Fact label={t('admin_users.fields.phone')}>
              <span dir="ltr">{user.phone}</span>
            </Fact>
            <Fact label={t('admin_users.fields.country')}>
              {country ? `${country.flag} ${country.name}` : user.country}
            </Fact>
            <Fact label={t('admin_users.fields.language')}>
              {languageInfo(user.language as TLanguageCode).nativeName}
            </Fact>
            <Fact label={t('admin_users.fields.created')}>{formatDate(user.created_at, language)}</Fact>
            <Fact label={t('admin_users.fields.last_active')}>
              {user.last_active ? formatDateTime(user.last_active, language) : t('admin_users.never')}
            </Fact>
            <Fact label={t('admin_users.fields.referral_code')}>
              <span dir="ltr" className="font-mono">
                {user.referral_code}
              </span>
            </Fact>
            <Fact label={t('admin_users.fields.referred_by')}>
              {user.referred_by ? (
                <Link
                  to={`/admin/users/${user.referred_by.id}`}
                  className="text-emerald-800 underline-offset-2 hover:underline dark:text-emerald-300"
                  dir="auto"
                >
                  {user.referred_by.name}
                </Link>
              ) : (
                '—'
              )}
            </Fact>
          </dl>
        </Card>

        <Card aria-labelledby="person-actions">
          <h2 id="person-actions" className="mb-3 text-lg font-semibold">
            {t('admin_users.actions')}
          </h2>
          <div className="space-y-4">
            {can.suspend ? (
              suspended ? (
                <Button variant="secondary" onClick={() => setLifting(true)} data-testid="unsuspend-user">
                  <RotateCcw aria-hidden className="size-4" />
                  {t('admin_users.unsuspend.button')}
                </Button>
              ) : (
                <Button
                  variant="danger"
                  onClick={() => {
                    setSuspendError(undefined);
                    setSuspending(true);
                  }}
                  data-testid="suspend-user"
                >
                  <Ban aria-hidden className="size-4" />
                  {t('admin_users.suspend.button')}
                </Button>
              )
            ) : (
              <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="no-suspend">
                {t('admin_users.cannot_suspend')}
              </p>
            )}
            {!user.email_verified ? (
              <div>
                <Button
                  variant="secondary"
                  loading={resend.isPending}
                  onClick={doResend}
                  data-testid="resend-verification"
                >
                  {resend.isPending ? null : <MailCheck aria-hidden className="size-4" />}
                  {t('admin_users.resend')}
                </Button>
              </div>
            ) : null}
            {can.change_role ? (
              <RoleControl
                name={user.name}
                role={user.role}
                busy={changeRole.isPending}
                onChange={doChangeRole}
              />
            ) : null}
          </div>
        </Card>
      </div>

      <UserSummary detail={detail} />
      <UserAudit entries={detail.audit} />

      <SuspendDialog
        open={suspending}
        name={user.name}
        busy={suspend.isPending}
        error={suspendError}
        onConfirm={doSuspend}
        onCancel={() => setSuspending(false)}
      />
      <ConfirmDialog
        open={lifting}
        title={t('admin_users.unsuspend.title', { name: user.name })}
        confirmLabel={t('admin_users.unsuspend.confirm')}
        cancelLabel={t('admin_users.cancel')}
        danger={false}
        busy={unsuspend.isPending}
        onConfirm={doUnsuspend}
        onCancel={() => setLifting(false)}
      >
        <p>{t('admin_users.unsuspend.text')}</p>
      </ConfirmDialog>
    </div>
  );
}
