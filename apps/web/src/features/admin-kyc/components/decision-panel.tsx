import type { TAdminKycDetail, TKycPart } from '@haat/shared/trust/kyc-schemas';
import { Check, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field, inputClass } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { ApproveDialog, DecisionSummary } from '../../admin/components/decision-dialogs.tsx';
import { REJECT_REASON_MAX } from '../../admin/components/limits.ts';
import { RejectKycDialog } from './reject-dialog.tsx';
import type { useReviewDecision } from './use-review-decision.ts';

/**
 * The decision on a waiting submission: Approve (an optional message, then confirm) or Reject parts
 * with typed reasons. Staff cannot decide their own verification: they are told so instead.
 */
export function DecisionPanel({
  detail,
  decision,
  ownCase,
}: {
  detail: TAdminKycDetail;
  decision: ReturnType<typeof useReviewDecision>;
  ownCase: boolean;
}) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const serial = decision.dialog?.serial;
  useEffect(() => {
    if (serial !== undefined) setNote('');
  }, [serial]);
  const { submission, user } = detail;
  const parts = submission.parts.map((part) => part.part as TKycPart);
  const summary = (
    <DecisionSummary
      rows={[
        { label: t('admin.kyc.person'), value: user.name, testId: 'confirm-user' },
        {
          label: t('admin.kyc.document_label'),
          value: t(`admin.kyc.document.${submission.document_type}`),
        },
        { label: t('admin.kyc.name_on_document'), value: <bdi>{submission.full_name}</bdi> },
        { label: t('admin.kyc.round'), value: t('admin.kyc.round_value', { round: submission.rounds }) },
      ]}
    />
  );

  return (
    <Card aria-labelledby="kyc-decision-title">
      <h2 id="kyc-decision-title" className="mb-2 text-lg font-semibold">
        {t('admin.kyc.decision')}
      </h2>
      {ownCase ? (
        <Alert tone="info">
          <span data-testid="own-case">{t('admin.kyc.own_case')}</span>
        </Alert>
      ) : (
        <>
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('admin.kyc.decision_text')}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button onClick={() => decision.open('approve')} disabled={decision.busy} data-testid="approve">
              <Check aria-hidden className="size-4" />
              {t('admin.kyc.approve')}
            </Button>
            <Button
              variant="secondary"
              className="text-red-800 dark:text-red-300"
              onClick={() => decision.open('reject')}
              disabled={decision.busy}
              data-testid="reject"
            >
              <X aria-hidden className="size-4" />
              {t('admin.kyc.reject')}
            </Button>
          </div>
        </>
      )}

      <ApproveDialog
        open={decision.dialog?.kind === 'approve'}
        title={t('admin.kyc.approve_title')}
        confirmLabel={t('admin.kyc.approve_confirm')}
        busy={decision.busy}
        summary={summary}
        onCancel={decision.close}
        onConfirm={() => decision.approveCase(note)}
      >
        <p className="text-sm">{t('admin.kyc.approve_text', { name: user.name })}</p>
        <Field label={t('admin.kyc.approve_note')} hint={t('admin.kyc.message_hint')}>
          {({ id, describedBy }) => (
            <textarea
              id={id}
              rows={2}
              maxLength={REJECT_REASON_MAX}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              aria-describedby={describedBy}
              className={inputClass}
              data-testid="approve-note"
            />
          )}
        </Field>
        {decision.dialogError ? <Alert tone="error">{decision.dialogError}</Alert> : null}
      </ApproveDialog>

      <RejectKycDialog
        open={decision.dialog?.kind === 'reject'}
        parts={parts}
        busy={decision.busy}
        summary={summary}
        partErrors={decision.partErrors}
        problem={decision.dialogError}
        onCancel={decision.close}
        onConfirm={decision.rejectCase}
      />
    </Card>
  );
}
