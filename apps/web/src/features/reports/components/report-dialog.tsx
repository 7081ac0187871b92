import type { TReportSubjectType } from '@haat/shared/admin/moderation';
import { REPORT_REASONS, type TReportReason } from '@haat/shared/social/constants';
import { useEffect, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Field, inputClass } from '../../../components/ui/field.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useReportSubject } from '../api/report-subject.ts';

/** The note's limit (the shared schema's REPORT_NOTE_MAX_LENGTH; its module would bring zod here). */
const NOTE_MAX = 1000;

export type TReportSubject = { type: TReportSubjectType; id: string };

/**
 * "Report": why (a typed reason) and an optional note, for staff to review. Sent, it closes and a
 * toast says "Thanks — staff will review it"; a second report of the same thing is refused by the
 * server and the dialog says it was already reported; other refusals show in the dialog.
 */
export function ReportDialog({
  subject,
  open,
  onClose,
}: {
  subject: TReportSubject;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const report = useReportSubject();
  const legendId = useId();
  const [reason, setReason] = useState<TReportReason>();
  const [note, setNote] = useState('');
  const [state, setState] = useState<'form' | 'already'>('form');
  const [problem, setProblem] = useState('');
  useEffect(() => {
    if (open) {
      setReason(undefined);
      setNote('');
      setState('form');
      setProblem('');
    }
  }, [open]);
  const finished = state !== 'form';
  return (
    <ConfirmDialog
      open={open}
      title={t(`report.title.${subject.type}`)}
      confirmLabel={t('report.confirm')}
      cancelLabel={finished ? t('report.close') : t('report.cancel')}
      danger={false}
      busy={report.isPending}
      confirmDisabled={!reason || finished}
      onCancel={onClose}
      onConfirm={() => {
        if (!reason) return;
        setProblem('');
        report.mutate(
          {
            subject_type: subject.type,
            subject_id: subject.id,
            reason,
            ...(note.trim() ? { note: note.trim() } : {}),
          },
          {
            onSuccess: () => {
              showToast({ tone: 'success', message: t('report.done') });
              onClose();
            },
            onError: (error) => {
              if (error instanceof ApiError && error.status === 409) setState('already');
              else
                setProblem(
                  error instanceof ApiError && error.status !== 0 ? error.message : t('report.failed'),
                );
            },
          },
        );
      }}
    >
      {state === 'already' ? (
        <Alert tone="info">
          <p data-testid="already-reported">{t('report.already')}</p>
        </Alert>
      ) : (
        <>
          <fieldset aria-labelledby={legendId} className="space-y-1">
            <legend id={legendId} className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">
              {t('report.reason')}
            </legend>
            {REPORT_REASONS.map((value) => (
              <label
                key={value}
                className="flex min-h-9 items-center gap-2 text-slate-900 dark:text-slate-100"
              >
                <input
                  type="radio"
                  name="report-reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                  className="size-4 accent-emerald-700"
                />
                {t(`report.reasons.${value}`)}
              </label>
            ))}
          </fieldset>
          <Field label={t('report.note')} hint={t('report.note_hint')}>
            {({ id, describedBy }) => (
              <textarea
                id={id}
                value={note}
                rows={3}
                dir="auto"
                maxLength={NOTE_MAX}
                onChange={(event) => setNote(event.target.value)}
                aria-describedby={describedBy}
                className={inputClass}
                data-testid="report-note"
              />
            )}
          </Field>
          {problem ? <Alert tone="error">{problem}</Alert> : null}
        </>
      )}
    </ConfirmDialog>
  );
}
