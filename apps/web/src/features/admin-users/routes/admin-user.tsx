import type { TUserRole } from '@haat/shared/admin/roles';
import {
  SUSPEND_REASON_MAX,
  SUSPEND_REASON_MIN,
  type TAdminUserDetail,
} from '@haat/shared/admin/user-schemas';
import { Ban, MailCheck, RotateCcw, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card, PageHeader } from '../../../components/ui/card.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { languageInfo, type TLanguageCode } from '../../../lib/languages.ts';
import { useDocumentTitle } from '../../../lib/use-page.ts';
import { DetailPage, Fact, problemOf, useActionToast } from '../../admin/components/detail-page.tsx';
import { SuspendedNotice, SuspensionDialogs } from '../../admin/components/suspension.tsx';
import { useCountries } from '../../auth/api/get-countries.ts';
import {
  useAdminUser,
  useChangeRole,
  useResendVerification,
  useSuspendUser,
  useUnsuspendUser,
} from '../api/user-actions.ts';
import { RoleControl } from '../components/role-control.tsx';
import { UserAudit } from '../components/user-audit.tsx';
import { RoleBadge, StatusBadge } from '../components/user-badges.tsx';
import { UserSummary } from '../components/user-summary.tsx';

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
  return (
    <DetailPage
      query={person}
      back={{ to: '/admin/users', label: t('admin_users.back') }}
      words={{
        loading: t('admin_users.loading'),
        notFound: t('admin_users.not_found'),
        failed: t('admin_users.person_failed'),
        retry: t('admin_users.retry'),
      }}
      icon={<UserRound className="size-8" />}
    >
      {(data) => <PersonDetail detail={data} />}
    </DetailPage>
  );
}

function PersonDetail({ detail }: { detail: TAdminUserDetail }) {
  const { t, language } = useTranslation();
  const { user, can } = detail;
  const suspend = useSuspendUser();
  const unsuspend = useUnsuspendUser();
  const changeRole = useChangeRole();
  const resend = useResendVerification();
  const [dialog, setDialog] = useState<'suspend' | 'lift' | null>(null);
  const [suspendError, setSuspendError] = useState<string>();
  const failed = t('admin_users.action_failed');
  const suspended = user.status === 'suspended';

  const doSuspend = async (reason: string) => {
    setSuspendError(undefined);
    try {
      const answer = await suspend.mutateAsync({ id: user.id, reason });
      setDialog(null);
      showToast({ tone: 'success', message: answer.message ?? t('admin_users.done') });
    } catch (error) {
      setSuspendError(problemOf(error, failed));
    }
  };
  const act = useActionToast(failed, t('admin_users.done'));
  const doUnsuspend = async () => {
    if (await act(() => unsuspend.mutateAsync(user.id))) setDialog(null);
  };
  const doChangeRole = (role: TUserRole) => act(() => changeRole.mutateAsync({ id: user.id, role }));
  const doResend = () => act(() => resend.mutateAsync(user.id));

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
        <SuspendedNotice
          since={
            user.suspended_at
              ? t('admin_users.suspended_since', { date: formatDateTime(user.suspended_at, language) })
              : t('admin_users.status.suspended')
          }
          reason={
            user.suspended_reason ? t('admin_users.audit.reason', { reason: user.suspended_reason }) : null
          }
        />
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
                <Button variant="secondary" onClick={() => setDialog('lift')} data-testid="unsuspend-user">
                  <RotateCcw aria-hidden className="size-4" />
                  {t('admin_users.unsuspend.button')}
                </Button>
              ) : (
                <Button
                  variant="danger"
                  onClick={() => {
                    setSuspendError(undefined);
                    setDialog('suspend');
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

      <SuspensionDialogs
        ns="admin_users"
        cancelKey="admin_users.cancel"
        mode={dialog}
        name={user.name}
        min={SUSPEND_REASON_MIN}
        max={SUSPEND_REASON_MAX}
        busy={{ suspend: suspend.isPending, lift: unsuspend.isPending }}
        error={suspendError}
        onSuspend={doSuspend}
        onLift={doUnsuspend}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}
