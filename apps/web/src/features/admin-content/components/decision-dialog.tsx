import type { TReportAction } from '@haat/shared/admin/moderation';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Field, inputClass, useErrorText } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/** The decision note's limit (the shared REPORT_DECISION_NOTE_MAX; its schema module would bring zod). */
const NOTE_MAX = 500;

/** Dismissing and restoring need no note; every other decision tells the owner why. */
export function needsNote(action: TReportAction): boolean {
  return action !== 'dismiss' && action !== 'restore';
}

/**
 * Confirms one decision, or one for many targets (`targets` > 1): what it does, how many reports it
 * closes, and the note the owner reads (required but for dismiss and restore; at most 500
 * characters). A field error from the server shows at the note, any other failure above the buttons.
 */
export function DecisionDialog({
  open,
  action,
  targets,
  reports,
  subject,
  busy,
  serverError,
  problem,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  action: TReportAction;
  /** How many targets the decision is for. */
  targets: number;
  /** How many waiting reports it closes. */
  reports: number;
  /** What the target is ("Post “…”"), for one target. */
  subject?: string;
  busy: boolean;
  serverError?: string;
  problem?: string;
  onConfirm: (note: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (!open) return;
    setNote('');
    setMissing(false);
  }, [open]);
  const required = needsNote(action);
  const error = missing
    ? t('moderation.note_required')
    : errorText('note', serverError ? { message: serverError } : undefined);
  const confirm = () => {
    if (required && !note.trim()) {
      setMissing(true);
      field.current?.focus();
      return;
    }
    onConfirm(note.trim());
  };
  const many = targets > 1;
  return (
    <ConfirmDialog
      open={open}
      title={
        many
          ? t(`moderation.bulk_title.${action}`, { count: targets })
          : t(`moderation.dialog_title.${action}`)
      }
      confirmLabel={
        many ? t(`moderation.bulk_confirm.${action}`, { count: targets }) : t(`moderation.action.${action}`)
      }
      cancelLabel={t('moderation.cancel')}
      danger={action !== 'dismiss' && action !== 'restore'}
      busy={busy}
      onConfirm={confirm}
      onCancel={onCancel}
    >
      {subject ? (
        <p
          className="break-words rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm dark:border-slate-700 dark:bg-slate-800"
          dir="auto"
        >
          {subject}
        </p>
      ) : null}
      <p className="text-sm">{t(`moderation.effect.${action}`)}</p>
      {action === 'restore' ? null : (
        <p className="text-sm font-medium" data-testid="closes-count">
          {t('moderation.closes', { count: reports })}
        </p>
      )}
      <Field
        label={required ? t('moderation.note') : t('moderation.note_optional')}
        hint={t('moderation.note_hint')}
        error={error}
      >
        {({ id, describedBy, invalid }) => (
          <textarea
            ref={field}
            id={id}
            name="note"
            rows={3}
            dir="auto"
            maxLength={NOTE_MAX}
            value={note}
            onChange={(event) => {
              setNote(event.target.value);
              if (event.target.value.trim()) setMissing(false);
            }}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            aria-required={required}
            className={inputClass}
            data-testid="decision-note"
          />
        )}
      </Field>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
    </ConfirmDialog>
  );
}
