import {
  type TAdminReportQuery,
  type TPageMeta,
  type TReportSubjectType,
  type TReportTarget,
  type TReportTargetDetail,
  ZAdminReportQuerySchema,
} from '@haat/shared';
import { AppError } from '../../lib/app-error.ts';
import type { TModerationDeps } from './moderation-deps.ts';
import { presentTargets } from './present-target.ts';
import { listDecisionsOfTarget, listReportsOfTarget, listReportTargets } from './repository.ts';

/** `GET /api/admin/reports`: the queue, one entry per reported target. */
export async function listReportQueue(
  deps: TModerationDeps,
  query: TAdminReportQuery,
): Promise<{ success: true; data: TReportTarget[]; meta: TPageMeta }> {
  const q = ZAdminReportQuerySchema.parse(query);
  const { rows, total } = await listReportTargets(
    deps.db,
    { status: q.status, subjectType: q.subject_type, reason: q.reason },
    { sort: q.sort, limit: q.per_page, offset: (q.page - 1) * q.per_page },
  );
  return {
    success: true,
    data: await presentTargets(deps.db, deps.storage, rows),
    meta: { page: q.page, perPage: q.per_page, total },
  };
}

/** One target as the queue shows it, whether open or decided; undefined when never reported. */
export async function findReportTarget(
  deps: TModerationDeps,
  type: TReportSubjectType,
  id: string,
): Promise<TReportTarget | undefined> {
  const targets = [{ type, id }];
  const page = { sort: 'oldest', limit: 1, offset: 0 };
  const open = await listReportTargets(deps.db, { status: 'open', targets }, page);
  const rows = open.rows.length
    ? open.rows
    : (await listReportTargets(deps.db, { status: 'decided', targets }, page)).rows;
  const [target] = await presentTargets(deps.db, deps.storage, rows);
  return target;
}

/** `GET /api/admin/reports/:type/:id`: the target, every report of it and staff's decisions. */
export async function getReportTarget(
  deps: TModerationDeps,
  type: TReportSubjectType,
  id: string,
): Promise<TReportTargetDetail> {
  const target = await findReportTarget(deps, type, id);
  if (!target) throw new AppError('NOT_FOUND', 'api.not_found');
  const [reports, decisions] = await Promise.all([
    listReportsOfTarget(deps.db, type, id),
    listDecisionsOfTarget(deps.db, type, id),
  ]);
  return {
    target,
    reports: reports.map(({ report, reporterName }) => ({
      id: report.id,
      reporter: { id: report.reporterId, name: reporterName },
      reason: report.reason,
      note: report.note,
      status: report.status,
      decision: report.decision,
      decision_note: report.decisionNote,
      created_at: report.createdAt.toISOString(),
      decided_at: report.decidedAt?.toISOString() ?? null,
    })),
    history: decisions.map((row) => ({
      id: row.id,
      action: row.action,
      actor_name: row.actorName,
      reason: row.reason,
      created_at: row.createdAt.toISOString(),
    })),
  };
}
