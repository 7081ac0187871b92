import {
  type TBulkDecideReports,
  type TBulkDecideReportsResult,
  type TDecideReport,
  type TDecideReportResult,
  type TModerationState,
  type TReportAction,
  type TReportDecision,
  type TReportSubjectType,
  ZBulkDecideReportsSchema,
  ZDecideReportSchema,
} from '@haat/shared';
import type { TTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { suspendPerson } from '../admin-users/suspend-user.ts';
import { recordStaffAction, type TStaffContext } from '../audit/record-staff-action.ts';
import { notify, type TNotificationType } from '../notifications/notify.ts';
import { findUserById } from '../users/repository.ts';
import { findReportTarget } from './list-report-targets.ts';
import type { TModerationDeps } from './moderation-deps.ts';
import { closeOpenReports, countReportsOfTarget, lockTarget } from './repository.ts';
import { describeSubject, setSubjectModeration } from './subjects.ts';

/** What each action does: the reports' decision, the content's new state, what the owner is told. */
const ACTIONS: Record<
  TReportAction,
  { decision?: TReportDecision; state?: TModerationState | null; notice?: TNotificationType }
> = {
  hide: { decision: 'hidden', state: 'hidden', notice: 'content_hidden' },
  remove: { decision: 'removed', state: 'removed', notice: 'content_removed' },
  restore: { state: null, notice: 'content_restored' },
  dismiss: { decision: 'dismissed' },
  warn: { decision: 'warned', notice: 'account_warned' },
  suspend_owner: { decision: 'suspended', state: 'hidden', notice: 'content_hidden' },
};

type TTarget = { type: TReportSubjectType; id: string };

/**
 * One decision on one target inside the caller's transaction: the content's state through its area,
 * every waiting report closed, the owner told, the audit row written. `skipDecided` (bulk) answers
 * null instead of refusing a target with nothing waiting.
 */
async function decideInTransaction(
  tx: TTx,
  deps: TModerationDeps,
  staff: TStaffContext,
  target: TTarget,
  input: { action: TReportAction; note: string | null },
  options: { skipDecided?: boolean } = {},
): Promise<{ closed: number } | null> {
  const { type, id } = target;
  const { action, note } = input;
  const plan = ACTIONS[action];
  await lockTarget(tx, type, id);
  const counts = await countReportsOfTarget(tx, type, id);
  if (counts.all === 0) {
    if (options.skipDecided) return null;
    throw new AppError('NOT_FOUND', 'api.not_found');
  }
  const subject = await describeSubject(tx, deps.storage, type, id);
  if (action === 'restore') {
    if (!subject?.moderation) throw new AppError('CONFLICT', 'api.admin.reports.not_moderated');
  } else if (counts.open === 0) {
    if (options.skipDecided) return null;
    throw new AppError('CONFLICT', 'api.admin.reports.already_decided');
  }
  const ownerId = subject?.ownerId ?? null;
  // Nobody decides reports about their own content: another staff member does.
  if (ownerId && ownerId === staff.actor.id) {
    if (options.skipDecided) return null;
    throw new AppError('FORBIDDEN', 'api.admin.reports.own_content');
  }
  if (action === 'suspend_owner' && !ownerId) throw new AppError('CONFLICT', 'api.admin.reports.no_owner');

  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  if (plan.state !== undefined && subject && subject.moderation !== plan.state) {
    await setSubjectModeration(tx, type, id, plan.state ? { state: plan.state, reason: note ?? '' } : null);
    before.moderation = subject.moderation;
    after.moderation = plan.state;
  }
  let closed = 0;
  if (plan.decision) {
    closed = await closeOpenReports(tx, type, id, { decision: plan.decision, note, staffId: staff.actor.id });
    before.open_reports = counts.open;
    after.open_reports = 0;
    after.decision = plan.decision;
  }
  await recordStaffAction(tx, staff, {
    action: `reports.${action}`,
    targetType: type,
    targetId: id,
    targetLabel: subject?.text ?? null,
    before,
    after,
    reason: note,
  });
  if (action === 'suspend_owner' && ownerId) {
    // The people area's suspension (its rules, its audit row `users.suspend`, sessions ended).
    const owner = await findUserById(tx, ownerId);
    if (owner && owner.status !== 'suspended') await suspendPerson(tx, staff, ownerId, note ?? '');
  }
  if (plan.notice && ownerId && ownerId !== staff.actor.id && subject) {
    await notify(tx, ownerId, plan.notice, {
      subject_type: type,
      subject_id: id,
      label: subject.text,
      url: plan.notice === 'content_restored' ? subject.url : null,
      note,
    });
  }
  return { closed };
}

/** `POST /api/admin/reports/:type/:id/decide`: one decision, all of it or nothing. */
export async function decideReport(
  deps: TModerationDeps,
  staff: TStaffContext,
  target: TTarget,
  input: TDecideReport,
): Promise<TDecideReportResult> {
  const { action, note } = ZDecideReportSchema.parse(input);
  const outcome = await deps.db.transaction((tx) =>
    decideInTransaction(tx, deps, staff, target, { action, note: note || null }),
  );
  const found = await findReportTarget(deps, target.type, target.id);
  if (!found) throw new AppError('NOT_FOUND', 'api.not_found');
  return { target: found, closed: outcome?.closed ?? 0 };
}

/**
 * `POST /api/admin/reports/bulk`: the same decision on up to 100 targets in one transaction (an audit
 * row each); targets with nothing waiting any more are skipped and named.
 */
export async function bulkDecideReports(
  deps: TModerationDeps,
  staff: TStaffContext,
  input: TBulkDecideReports,
): Promise<TBulkDecideReportsResult> {
  const { targets, action, note } = ZBulkDecideReportsSchema.parse(input);
  const unique = [...new Map(targets.map((target) => [`${target.type}:${target.id}`, target])).values()];
  return deps.db.transaction(async (tx) => {
    let decided = 0;
    let closed = 0;
    const skipped: TTarget[] = [];
    for (const target of unique) {
      const outcome = await decideInTransaction(
        tx,
        deps,
        staff,
        target,
        { action, note: note || null },
        { skipDecided: true },
      );
      if (outcome) {
        decided += 1;
        closed += outcome.closed;
      } else skipped.push(target);
    }
    return { decided, closed, skipped };
  });
}
