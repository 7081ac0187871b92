import type { TReportDecision, TReportSubjectType } from '@haat/shared';
import type { TReportReason } from '@haat/shared/social/constants';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { reports } from '../../db/schema/social.ts';
import { users } from '../../db/schema/users.ts';

export type TReportRow = typeof reports.$inferSelect;

/** Answers the new report, or undefined when the person already reported this subject. */
export async function insertReport(
  db: TExecutor,
  values: {
    reporterId: string;
    subjectType: TReportSubjectType;
    subjectId: string;
    subjectOwnerId: string | null;
    reason: TReportReason;
    note: string | null;
  },
): Promise<TReportRow | undefined> {
  const [row] = await db.insert(reports).values(values).onConflictDoNothing().returning();
  return row;
}

/** Someone else reported the subject within the last `seconds` (staff were told then). */
export async function reportedLately(
  db: TExecutor,
  type: TReportSubjectType,
  id: string,
  exceptId: string,
  seconds: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(
        eq(reports.subjectType, type),
        eq(reports.subjectId, id),
        sql`${reports.id} <> ${exceptId}`,
        sql`${reports.createdAt} > now() - make_interval(secs => ${seconds})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export interface TTargetFilter {
  status: 'open' | 'decided';
  subjectType?: TReportSubjectType;
  reason?: TReportReason;
  targets?: { type: TReportSubjectType; id: string }[];
}

export interface TTargetRow {
  subjectType: TReportSubjectType;
  subjectId: string;
  count: number;
  firstAt: Date;
  lastAt: Date;
  ownerId: string | null;
  decision: TReportDecision | null;
  open: boolean;
}

const SORTS: Record<string, SQL> = {
  '-count': sql`count DESC, first_at ASC`,
  count: sql`count ASC, first_at ASC`,
  oldest: sql`first_at ASC`,
  newest: sql`last_at DESC`,
};

/** The WHERE and HAVING of a target filter (a reason keeps targets with at least one such report). */
function targetClauses(filter: TTargetFilter): { where: SQL; having: SQL } | undefined {
  const where: SQL[] = [sql`true`];
  if (filter.subjectType) where.push(sql`subject_type = ${filter.subjectType}`);
  if (filter.targets) {
    if (filter.targets.length === 0) return undefined;
    where.push(
      sql`(subject_type, subject_id) IN (${sql.join(
        filter.targets.map((target) => sql`(${target.type}, ${target.id}::uuid)`),
        sql`, `,
      )})`,
    );
  }
  const open = filter.status === 'open';
  const having: SQL[] = [open ? sql`bool_or(status = 'open')` : sql`NOT bool_or(status = 'open')`];
  if (filter.reason) {
    having.push(
      open
        ? sql`bool_or(status = 'open' AND reason = ${filter.reason})`
        : sql`bool_or(reason = ${filter.reason})`,
    );
  }
  return { where: sql.join(where, sql` AND `), having: sql.join(having, sql` AND `) };
}

/**
 * Reported targets (subject type and id) with their reports grouped: open ones (any report waiting;
 * counted: the waiting reports) or decided ones (none waiting; counted: all). One page, and the total.
 */
export async function listReportTargets(
  db: TExecutor,
  filter: TTargetFilter,
  page: { sort: string; limit: number; offset: number },
): Promise<{ rows: TTargetRow[]; total: number }> {
  const clauses = targetClauses(filter);
  if (!clauses) return { rows: [], total: 0 };
  const counted = filter.status === 'open' ? sql`count(*) FILTER (WHERE status = 'open')` : sql`count(*)`;
  const result = await db.execute<{
    subject_type: TReportSubjectType;
    subject_id: string;
    count: number;
    first_at: string;
    last_at: string;
    owner_id: string | null;
    decision: TReportDecision | null;
    open: boolean;
    total: number;
  }>(sql`
    SELECT subject_type, subject_id, ${counted}::int AS count,
      min(created_at) AS first_at, max(created_at) AS last_at,
      (array_agg(subject_owner_id) FILTER (WHERE subject_owner_id IS NOT NULL))[1] AS owner_id,
      (array_agg(decision ORDER BY decided_at DESC) FILTER (WHERE decision IS NOT NULL))[1] AS decision,
      bool_or(status = 'open') AS open,
      count(*) OVER ()::int AS total
    FROM ${reports}
    WHERE ${clauses.where}
    GROUP BY subject_type, subject_id
    HAVING ${clauses.having}
    ORDER BY ${SORTS[page.sort] ?? SORTS['-count']}, subject_type, subject_id
    LIMIT ${page.limit} OFFSET ${page.offset}`);
  let total = result.rows[0]?.total;
  if (total === undefined) {
    // A page past the end carries no total: count the targets on their own.
    const counts = await db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM (
        SELECT 1 FROM ${reports} WHERE ${clauses.where}
        GROUP BY subject_type, subject_id HAVING ${clauses.having}
      ) AS targets`);
    total = counts.rows[0]?.n ?? 0;
  }
  return {
    rows: result.rows.map((row) => ({
      subjectType: row.subject_type,
      subjectId: row.subject_id,
      count: row.count,
      firstAt: new Date(row.first_at),
      lastAt: new Date(row.last_at),
      ownerId: row.owner_id,
      decision: row.decision,
      open: row.open,
    })),
    total,
  };
}

/** How many reports of each reason the targets have (the open ones only when `openOnly`). */
export async function countReasons(
  db: TExecutor,
  targets: { type: TReportSubjectType; id: string }[],
  openOnly: boolean,
): Promise<Map<string, { reason: TReportReason; count: number }[]>> {
  const found = new Map<string, { reason: TReportReason; count: number }[]>();
  if (targets.length === 0) return found;
  const result = await db.execute<{
    subject_type: string;
    subject_id: string;
    reason: TReportReason;
    count: number;
  }>(sql`
    SELECT subject_type, subject_id, reason, count(*)::int AS count
    FROM ${reports}
    WHERE (subject_type, subject_id) IN (${sql.join(
      targets.map((target) => sql`(${target.type}, ${target.id}::uuid)`),
      sql`, `,
    )}) ${openOnly ? sql`AND status = 'open'` : sql``}
    GROUP BY subject_type, subject_id, reason
    ORDER BY count DESC, reason`);
  for (const row of result.rows) {
    const key = `${row.subject_type}:${row.subject_id}`;
    found.set(key, [...(found.get(key) ?? []), { reason: row.reason, count: row.count }]);
  }
  return found;
}

/** Every report of a target, oldest first, with the reporter's name. */
export async function listReportsOfTarget(db: TExecutor, type: TReportSubjectType, id: string) {
  return db
    .select({ report: reports, reporterName: users.name })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.reporterId))
    .where(and(eq(reports.subjectType, type), eq(reports.subjectId, id)))
    .orderBy(asc(reports.createdAt), asc(reports.id));
}

/**
 * Serialises decisions on one target (two staff members deciding at once: the second sees the
 * first's outcome), until the transaction ends.
 */
export async function lockTarget(db: TExecutor, type: TReportSubjectType, id: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`report-target:${type}:${id}`}))`);
}

/** Whether the target was ever reported, and how many of its reports wait. */
export async function countReportsOfTarget(
  db: TExecutor,
  type: TReportSubjectType,
  id: string,
): Promise<{ all: number; open: number }> {
  const [row] = await db
    .select({
      all: sql<number>`count(*)::int`,
      open: sql<number>`(count(*) FILTER (WHERE ${reports.status} = 'open'))::int`,
    })
    .from(reports)
    .where(and(eq(reports.subjectType, type), eq(reports.subjectId, id)));
  return { all: row?.all ?? 0, open: row?.open ?? 0 };
}

/** Closes the target's waiting reports with staff's decision; answers how many it closed. */
export async function closeOpenReports(
  db: TExecutor,
  type: TReportSubjectType,
  id: string,
  decision: { decision: TReportDecision; note: string | null; staffId: string },
): Promise<number> {
  const rows = await db
    .update(reports)
    .set({
      status: decision.decision === 'dismissed' ? 'dismissed' : 'actioned',
      decision: decision.decision,
      decisionNote: decision.note,
      decidedAt: new Date(),
      decidedBy: decision.staffId,
    })
    .where(and(eq(reports.subjectType, type), eq(reports.subjectId, id), eq(reports.status, 'open')))
    .returning({ id: reports.id });
  return rows.length;
}

/** Staff's decisions about a target, newest first (the audit log's `reports.*` rows of it). */
export async function listDecisionsOfTarget(db: TExecutor, type: TReportSubjectType, id: string) {
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      actorName: auditLog.actorName,
      reason: auditLog.reason,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.targetType, type),
        eq(auditLog.targetId, id),
        inArray(auditLog.action, [
          'reports.hide',
          'reports.remove',
          'reports.restore',
          'reports.dismiss',
          'reports.warn',
          'reports.suspend_owner',
        ]),
      ),
    )
    .orderBy(desc(auditLog.createdAt))
    .limit(200);
}
