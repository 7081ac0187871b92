import type { TCreateContentReport, TReportResult } from '@haat/shared';
import { AppError } from '../../lib/app-error.ts';
import { notifyStaff } from '../notifications/notify.ts';
import type { TModerationDeps } from './moderation-deps.ts';
import { insertReport, reportedLately } from './repository.ts';
import { describeSubject } from './subjects.ts';

/** Staff hear of a subject's reports at most once an hour (the queue counts the rest). */
const STAFF_NOTICE_SECONDS = 3600;

/**
 * `POST /api/reports` (and the feed's `POST /api/social/reports`): content reported to staff
 * (issue 17). The subject must exist and be visible to visitors (else 404), not be one's own (422),
 * and be reported once per person (409). Its owner is kept with the report; staff whose role
 * moderates content are told, once an hour per subject.
 */
export async function reportSubject(
  deps: TModerationDeps,
  me: { id: string },
  input: TCreateContentReport,
): Promise<TReportResult> {
  return deps.db.transaction(async (tx) => {
    const subject = await describeSubject(tx, deps.storage, input.subject_type, input.subject_id);
    if (!subject?.visible) throw new AppError('NOT_FOUND', 'api.not_found');
    if (subject.ownerId === me.id) {
      throw AppError.fields({
        subject_id:
          input.subject_type === 'post' || input.subject_type === 'comment'
            ? 'social.community.report_own'
            : 'api.reports.own_content',
      });
    }
    const row = await insertReport(tx, {
      reporterId: me.id,
      subjectType: input.subject_type,
      subjectId: input.subject_id,
      subjectOwnerId: subject.ownerId,
      reason: input.reason,
      note: input.note ? input.note : null,
    });
    if (!row) throw new AppError('CONFLICT', 'social.community.already_reported');
    if (!(await reportedLately(tx, row.subjectType, row.subjectId, row.id, STAFF_NOTICE_SECONDS))) {
      await notifyStaff(tx, 'staff_content_reported', {
        report_id: row.id,
        subject_type: row.subjectType,
        subject_id: row.subjectId,
        reason: row.reason,
      });
    }
    return {
      id: row.id,
      subject_type: row.subjectType,
      subject_id: row.subjectId,
      reason: row.reason,
      status: row.status,
      created_at: row.createdAt.toISOString(),
    };
  });
}
