import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import type { TFocusRequest } from './queue-list.tsx';

export type TDecisionKind = 'approve' | 'reject';

/**
 * The decision flow of a review queue: which dialog is open for which item, one request at a time
 * (a second press while one is under way does nothing), the announced outcome, the 409 "already
 * decided" message, the reason's or payout reference's field error, and where focus goes afterwards.
 * A refusal (403: one's own payment, or the same staff member twice) shows in the dialog.
 */
export function useDecision<T extends { id: string; status: string }, K extends string = TDecisionKind>(
  items: T[] | undefined,
  options: { alreadyDecided?: string } = {},
) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<{ kind: K; item: T; serial: number } | null>(null);
  const [notice, setNotice] = useState('');
  const [problem, setProblem] = useState('');
  const [dialogError, setDialogError] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [focusRequest, setFocusRequest] = useState<TFocusRequest | null>(null);
  const [busy, setBusy] = useState(false);
  const working = useRef(false);
  const serial = useRef(0);

  const open = (kind: K, item: T) => {
    serial.current += 1;
    setDialog({ kind, item, serial: serial.current });
    setDialogError('');
    setFieldError(undefined);
  };
  const close = () => {
    if (!working.current) setDialog(null);
  };

  const moveOn = (item: T) => {
    serial.current += 1;
    const index = Math.max(0, items?.findIndex((candidate) => candidate.id === item.id) ?? 0);
    setDialog(null);
    setFocusRequest({ id: item.id, index, serial: serial.current });
  };

  /** Runs `work` for the open dialog's item; `success` is announced when it went through. */
  const decide = async (work: (item: T) => Promise<unknown>, success: (item: T) => string) => {
    if (working.current || !dialog) return;
    const { item } = dialog;
    working.current = true;
    setBusy(true);
    setDialogError('');
    setFieldError(undefined);
    try {
      await work(item);
      setProblem('');
      setNotice(success(item));
      moveOn(item);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setNotice('');
        setProblem(options.alreadyDecided ?? t('admin.payments.already_decided'));
        moveOn(item);
      } else if (
        error instanceof ApiError &&
        (error.errors.reason?.[0] || error.errors.reference?.[0] || error.errors.note?.[0])
      ) {
        setFieldError(error.errors.reason?.[0] ?? error.errors.reference?.[0] ?? error.errors.note?.[0]);
      } else if (error instanceof ApiError && error.status !== 0 && error.message) {
        setDialogError(error.message);
      } else {
        setDialogError(t('admin.payments.failed'));
      }
    } finally {
      working.current = false;
      setBusy(false);
    }
  };

  return { dialog, open, close, decide, busy, notice, problem, dialogError, fieldError, focusRequest };
}
