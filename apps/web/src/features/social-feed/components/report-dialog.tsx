import { REPORT_REASONS, type TReportReason } from '@haat/shared/social/constants';
import { useEffect, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Field, inputClass } from '../../../components/ui/field.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useReportContent } from '../api/report-content.ts';

/** The note's limit (the shared schema's REPORT_NOTE_MAX_LENGTH; its module would bring zod here). */
const NOTE_MAX = 1000;

/**
 * "Report": why (a typed reason) and an optional note, for staff to review. A second report of the
 * same post or comment is refused by the server, and the dialog says it was already reported.
 */
export function ReportDialog({
  subject,
  open,
  onClose,
}: {
  subject: { type: 'post' | 'comment'; id: string };
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const report = useReportContent();
  const legendId = useId();
  const [reason, setReason] = useState<TReportReason>();
  const [note, setNote] = useState('');
  const [already, setAlready] = useState(false);
  useEffect(() => {
    if (open) {
      setReason(undefined);
      setNote('');
      setAlready(false);
    }
  }, [open]);
  return (
    <ConfirmDialog
      open={open}
      title={t(subject.type === 'post' ? 'feed.report.title_post' : 'feed.report.title_comment')}
      confirmLabel={t('feed.report.confirm')}
      cancelLabel={already ? t('feed.close') : t('feed.cancel')}
      busy={report.isPending}
      confirmDisabled={!reason || already}
      onCancel={onClose}
      onConfirm={() => {
        if (!reason) return;
        report.mutate(
          {
            subject_type: subject.type,
            subject_id: subject.id,
            reason,
            ...(note.trim() ? { note: note.trim() } : {}),
          },
          {
            onSuccess: () => {
              showToast({ tone: 'success', message: t('feed.report.done') });
              onClose();
            },
            onError: (error) => {
              if (error instanceof ApiError && error.status === 409) setAlready(true);
              else
                showToast({
                  tone: 'error',
                  message:
                    error instanceof ApiError && error.status !== 0 ? error.message : t('feed.report.failed'),
                });
            },
          },
        );
      }}
    >
      {already ? (
        <Alert tone="info">
          <p data-testid="already-reported">{t('feed.report.already')}</p>
        </Alert>
      ) : null}
      <fieldset aria-labelledby={legendId} className="space-y-1">
        <legend id={legendId} className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">
          {t('feed.report.reason')}
        </legend>
        {REPORT_REASONS.map((value) => (
          <label key={value} className="flex min-h-9 items-center gap-2 text-slate-900 dark:text-slate-100">
            <input
              type="radio"
              name="report-reason"
              value={value}
              checked={reason === value}
              onChange={() => setReason(value)}
              className="size-4 accent-emerald-700"
            />
            {t(`feed.report.reasons.${value}`)}
          </label>
        ))}
      </fieldset>
      <Field label={t('feed.report.note')}>
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
    </ConfirmDialog>
  );
}
