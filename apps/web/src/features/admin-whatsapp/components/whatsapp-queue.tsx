import type { TAdminWhatsappItem } from '@haat/shared/trust/whatsapp-schemas';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { ApproveDialog, DecisionSummary, RejectDialog } from '../../admin/components/decision-dialogs.tsx';
import { QueueList } from '../../admin/components/queue-list.tsx';
import { QueueNotices } from '../../admin/components/queue-notices.tsx';
import { useDecision } from '../../admin/components/use-decision.ts';
import { useInText } from '../../wallet/components/in-text.ts';
import { useLtrInText } from '../../whatsapp/components/in-text.ts';
import { useApproveWhatsapp } from '../api/approve-whatsapp.ts';
import { type TWhatsappFilters, useAdminWhatsappList } from '../api/list-whatsapp-verifications.ts';
import { useRejectWhatsapp } from '../api/reject-whatsapp.ts';
import { useResendWhatsapp } from '../api/resend-whatsapp.ts';
import { WhatsappFilters } from './whatsapp-filters.tsx';
import { WhatsappItem } from './whatsapp-item.tsx';
import { MethodBadge } from './whatsapp-labels.tsx';

export const DEFAULT_FILTERS: TWhatsappFilters = { status: 'pending', method: 'all', q: '' };

/**
 * The verifications staff look after: filters, the list, and the decisions (confirm asks once more,
 * reject needs the reason the person will see) through the shared review-queue pieces; "Send a new
 * code" for a code verification says in the item what came of it.
 */
export function WhatsappQueue({
  filters,
  onFilters,
}: {
  filters: TWhatsappFilters;
  onFilters: (next: Partial<TWhatsappFilters>) => void;
}) {
  const { t } = useTranslation();
  const inText = useInText();
  const list = useAdminWhatsappList(filters);
  const approve = useApproveWhatsapp();
  const reject = useRejectWhatsapp();
  const resend = useResendWhatsapp();
  const flow = useDecision<TAdminWhatsappItem>(list.data?.data);
  const [resendNotes, setResendNotes] = useState<Record<string, string>>({});
  const item = flow.dialog?.item;
  const number = useLtrInText();

  const sendAgain = async (verification: TAdminWhatsappItem) => {
    if (resend.isPending) return;
    setResendNotes((notes) => ({ ...notes, [verification.id]: '' }));
    let note: string;
    try {
      const detail = await resend.mutateAsync(verification.id);
      note = detail.verification.delivery_failed
        ? t('admin.whatsapp.resend_failed', { error: detail.verification.delivery_error ?? '' })
        : t('admin.whatsapp.resent', { phone: number(verification.phone) });
    } catch (error) {
      note =
        error instanceof ApiError && error.status !== 0 && error.message
          ? error.message
          : t('admin.payments.failed');
    }
    setResendNotes((notes) => ({ ...notes, [verification.id]: note }));
  };

  const summary = item ? (
    <DecisionSummary
      rows={[
        {
          label: t('admin.payments.user'),
          value: (
            <>
              {item.user.name}
              <span className="block text-xs font-normal text-slate-700 dark:text-slate-300">
                <span className="block break-all">
                  <bdi dir="ltr">{item.user.email}</bdi>
                </span>
              </span>
            </>
          ),
          testId: 'confirm-user',
        },
        {
          label: t('admin.whatsapp.number'),
          value: <bdi dir="ltr">{item.phone}</bdi>,
          testId: 'confirm-number',
        },
        { label: t('admin.payments.method'), value: <MethodBadge method={item.method} /> },
        ...(item.reference
          ? [
              {
                label: t('admin.whatsapp.reference'),
                value: (
                  <code dir="ltr" className="font-mono">
                    {item.reference}
                  </code>
                ),
                testId: 'confirm-reference',
              },
            ]
          : []),
      ]}
    />
  ) : null;

  return (
    <section aria-labelledby="admin-whatsapp-list-title">
      <h2 id="admin-whatsapp-list-title" className="sr-only">
        {t('admin.whatsapp.list_title')}
      </h2>
      <WhatsappFilters filters={filters} onFilters={onFilters} />
      <QueueNotices notice={flow.notice} problem={flow.problem} />
      <QueueList
        list={list}
        testId="whatsapp"
        failedText={t('admin.whatsapp.failed')}
        filtered={filters.status !== 'pending' || filters.method !== 'all' || filters.q !== ''}
        onShowQueue={() => onFilters(DEFAULT_FILTERS)}
        focusRequest={flow.focusRequest}
        renderItem={(verification) => (
          <WhatsappItem
            item={verification}
            busy={flow.busy}
            resending={resend.isPending && resend.variables === verification.id}
            resendNote={resendNotes[verification.id] ?? ''}
            onApprove={() => flow.open('approve', verification)}
            onReject={() => flow.open('reject', verification)}
            onResend={() => sendAgain(verification)}
          />
        )}
      />

      <ApproveDialog
        open={flow.dialog?.kind === 'approve'}
        title={t('admin.whatsapp.approve_title')}
        confirmLabel={t('admin.whatsapp.approve_confirm')}
        busy={flow.busy}
        summary={summary}
        onCancel={flow.close}
        onConfirm={() =>
          flow.decide(
            (verification) => approve.mutateAsync(verification.id),
            (verification) =>
              t('admin.whatsapp.approved', {
                phone: number(verification.phone),
                name: inText.name(verification.user.name),
              }),
          )
        }
      >
        {item ? (
          <p className="text-sm">
            {t(
              item.method === 'manual'
                ? 'admin.whatsapp.approve_text_manual'
                : 'admin.whatsapp.approve_text_code',
              {
                phone: number(item.phone),
                reference: item.reference ?? '',
              },
            )}
          </p>
        ) : null}
        {flow.dialogError ? <Alert tone="error">{flow.dialogError}</Alert> : null}
      </ApproveDialog>

      <RejectDialog
        open={flow.dialog?.kind === 'reject'}
        title={t('admin.whatsapp.reject_title')}
        text={t('admin.whatsapp.reject_text')}
        hint={t('admin.whatsapp.reason_hint')}
        busy={flow.busy}
        summary={summary}
        serverError={flow.fieldError}
        problem={flow.dialogError}
        onCancel={flow.close}
        onConfirm={(reason) =>
          flow.decide(
            (verification) => reject.mutateAsync({ id: verification.id, reason }),
            (verification) =>
              t('admin.whatsapp.rejected', {
                phone: number(verification.phone),
                name: inText.name(verification.user.name),
              }),
          )
        }
      />
    </section>
  );
}
