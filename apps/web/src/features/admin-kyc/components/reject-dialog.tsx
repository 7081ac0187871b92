import type { TKycPart, TRejectKyc } from '@haat/shared/trust/kyc-schemas';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Field, Input, inputClass, Select } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { REJECT_REASON_MAX } from '../../admin/components/limits.ts';
import {
  draftProblems,
  EMPTY_PART_DRAFT,
  REASONS_BY_PART,
  rejectBody,
  type TPartDraft,
  type TRejectDraft,
} from '../review-logic.ts';

/** One part: a checkbox to reject it, then its reason from the typed list and a note (needed with "Other"). */
function PartChoice({
  part,
  draft,
  error,
  onChange,
}: {
  part: TKycPart;
  draft: TPartDraft;
  error?: string;
  onChange: (next: TPartDraft) => void;
}) {
  const { t } = useTranslation();
  const checkId = useId();
  const name = t(`admin.kyc.part.${part}`);
  return (
    <li
      className="rounded-lg border border-slate-200 p-3 dark:border-slate-700"
      data-testid={`reject-${part}`}
    >
      <label
        htmlFor={checkId}
        className="flex min-h-9 items-center gap-2 font-medium text-slate-900 dark:text-white"
      >
        <input
          id={checkId}
          type="checkbox"
          checked={draft.chosen}
          onChange={(event) => onChange({ ...draft, chosen: event.target.checked })}
          className="size-5 accent-red-700"
        />
        {t('admin.kyc.reject_part', { part: name })}
      </label>
      {draft.chosen ? (
        <div className="mt-2 grid gap-3">
          <Field
            label={t('admin.kyc.reason_for', { part: name })}
            error={error && !draft.reason ? error : undefined}
          >
            {({ id, describedBy, invalid }) => (
              <Select
                id={id}
                value={draft.reason}
                onChange={(event) =>
                  onChange({ ...draft, reason: event.target.value as TPartDraft['reason'] })
                }
                aria-describedby={describedBy}
                aria-invalid={invalid}
                aria-required
                data-testid={`reason-${part}`}
              >
                <option value="">{t('admin.kyc.choose_reason')}</option>
                {REASONS_BY_PART[part].map((reason) => (
                  <option key={reason} value={reason}>
                    {t(`admin.kyc.reason.${reason}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field
            label={t(draft.reason === 'other' ? 'admin.kyc.part_note_required' : 'admin.kyc.part_note')}
            error={error && draft.reason ? error : undefined}
          >
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                value={draft.note}
                maxLength={REJECT_REASON_MAX}
                onChange={(event) => onChange({ ...draft, note: event.target.value })}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                aria-required={draft.reason === 'other'}
                data-testid={`note-${part}`}
              />
            )}
          </Field>
        </div>
      ) : null}
    </li>
  );
}

/**
 * Reject parts of a submission: choose the parts, a reason for each, a note (required with
 * "Other"), and a message to the person. Checked here first; the person sends only these again.
 */
export function RejectKycDialog({
  open,
  parts,
  busy,
  summary,
  partErrors,
  problem,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  parts: readonly TKycPart[];
  busy: boolean;
  summary: ReactNode;
  partErrors: Partial<Record<TKycPart, string>>;
  problem?: string;
  onConfirm: (body: TRejectKyc) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<TRejectDraft>({});
  const [message, setMessage] = useState('');
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    if (!open) return;
    setDraft({});
    setMessage('');
    setChecked(false);
  }, [open]);
  const problems = draftProblems(draft, parts);
  const errorOf = (part: TKycPart) => {
    if (partErrors[part]) return partErrors[part];
    if (!checked) return undefined;
    const missing = problems.parts[part];
    return missing === 'reason'
      ? t('admin.kyc.reason_missing')
      : missing === 'note'
        ? t('admin.kyc.note_missing')
        : undefined;
  };
  const confirm = () => {
    setChecked(true);
    if (!problems.ok) return;
    onConfirm(rejectBody(draft, parts, message));
  };
  return (
    <ConfirmDialog
      open={open}
      title={t('admin.kyc.reject_title')}
      confirmLabel={t('admin.kyc.reject_confirm')}
      cancelLabel={t('admin.payments.cancel')}
      busy={busy}
      onConfirm={confirm}
      onCancel={onCancel}
    >
      {summary}
      <p className="text-sm">{t('admin.kyc.reject_text')}</p>
      <ul className="space-y-2" aria-label={t('admin.kyc.parts')}>
        {parts.map((part) => (
          <PartChoice
            key={part}
            part={part}
            draft={draft[part] ?? EMPTY_PART_DRAFT}
            error={errorOf(part)}
            onChange={(next) => setDraft((current) => ({ ...current, [part]: next }))}
          />
        ))}
      </ul>
      {checked && problems.none ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {t('admin.kyc.choose_parts')}
        </p>
      ) : null}
      <Field label={t('admin.kyc.message')} hint={t('admin.kyc.message_hint')}>
        {({ id, describedBy }) => (
          <textarea
            id={id}
            rows={3}
            maxLength={REJECT_REASON_MAX}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            aria-describedby={describedBy}
            className={inputClass}
            data-testid="reject-message"
          />
        )}
      </Field>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
    </ConfirmDialog>
  );
}
