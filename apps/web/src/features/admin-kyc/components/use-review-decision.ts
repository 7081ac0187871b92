import type { TAdminKycDetail, TKycPart, TRejectKyc } from '@haat/shared/trust/kyc-schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useApproveKyc } from '../api/approve-kyc.ts';
import { adminKycKeys } from '../api/keys.ts';
import { waitingQueueQuery } from '../api/list-kyc-queue.ts';
import { useRejectKyc } from '../api/reject-kyc.ts';
import { nextInQueue, partOfFieldError, searchOf, type TKycFilters } from '../review-logic.ts';
import type { TReviewNotice } from './review-notice.tsx';

export type TReviewDialog = 'approve' | 'reject';

/**
 * The decision on one submission: which dialog is open, one request at a time, and what came back.
 * Afterwards the review moves on to the next submission waiting in the same (filtered) queue, or back
 * to the queue when none is left, and the outcome is announced there. A refusal shows in the dialog
 * (403: one's own case; a field error at its part); 409 (decided meanwhile) closes it, says so above
 * the case and reads the case again.
 */
export function useReviewDecision(detail: TAdminKycDetail | undefined, filters: TKycFilters) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const approve = useApproveKyc();
  const reject = useRejectKyc();
  const [dialog, setDialog] = useState<{ kind: TReviewDialog; serial: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const [dialogError, setDialogError] = useState('');
  const [partErrors, setPartErrors] = useState<Partial<Record<TKycPart, string>>>({});
  const [problem, setProblem] = useState('');
  const working = useRef(false);
  const serial = useRef(0);

  const open = (kind: TReviewDialog) => {
    serial.current += 1;
    setDialog({ kind, serial: serial.current });
    setDialogError('');
    setPartErrors({});
  };
  const close = () => {
    if (!working.current) setDialog(null);
  };

  const moveOn = async (decided: TAdminKycDetail, notice: string) => {
    const search = searchOf(filters);
    const waiting = await client.fetchQuery(waitingQueueQuery(filters)).catch(() => undefined);
    const next = waiting ? nextInQueue(waiting.data, decided.submission) : undefined;
    const state: TReviewNotice = { notice };
    navigate(next ? `/admin/kyc/${next}${search}` : `/admin/kyc${search}`, { state });
  };

  const run = async (
    work: () => Promise<TAdminKycDetail>,
    success: (decided: TAdminKycDetail) => string,
    body?: TRejectKyc,
  ) => {
    if (working.current || !detail) return;
    working.current = true;
    setBusy(true);
    setDialogError('');
    setPartErrors({});
    try {
      const decided = await work();
      setProblem('');
      setDialog(null);
      await moveOn(decided, success(decided));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setDialog(null);
        setProblem(error.message || t('admin.kyc.not_pending'));
        void client.invalidateQueries({ queryKey: adminKycKeys.review(detail.submission.id) });
      } else if (error instanceof ApiError && Object.keys(error.errors).length > 0 && body) {
        const found: Partial<Record<TKycPart, string>> = {};
        const rest: string[] = [];
        for (const [key, messages] of Object.entries(error.errors)) {
          const at = partOfFieldError(key, body);
          if (at) found[at.part] = messages[0] ?? '';
          else rest.push(messages[0] ?? '');
        }
        setPartErrors(found);
        setDialogError(rest.filter(Boolean).join(' ') || (Object.keys(found).length ? '' : error.message));
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

  const name = detail?.user.name ?? '';
  const approveCase = (note: string) =>
    run(
      () => approve.mutateAsync({ id: detail?.submission.id ?? '', note: note.trim() || undefined }),
      () => t('admin.kyc.approved_notice', { name }),
    );
  const rejectCase = (body: TRejectKyc) =>
    run(
      () => reject.mutateAsync({ id: detail?.submission.id ?? '', body }),
      () => t('admin.kyc.rejected_notice', { name, count: body.rejections.length }),
      body,
    );

  return { dialog, open, close, busy, dialogError, partErrors, problem, approveCase, rejectCase };
}
