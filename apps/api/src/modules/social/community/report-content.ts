import type { TCreateReport, TReportResult } from '@haat/shared';
import { AppError } from '../../../lib/app-error.ts';
import { notifyStaff } from '../../notifications/notify.ts';
import type { TUserRow } from '../../users/repository.ts';
import type { TCommunityDeps } from './community-deps.ts';
import { findComment, findFeedPost, insertReport } from './repository.ts';

/**
 * `POST /api/social/reports`: a post in the feed or a live comment on one, reported for staff to
 * review (issue 17). One report per person and subject (again: 409); one's own content: 422.
 */
export async function reportContent(
  deps: TCommunityDeps,
  me: TUserRow,
  input: TCreateReport,
): Promise<TReportResult> {
  return deps.db.transaction(async (tx) => {
    let authorId: string | undefined;
    if (input.subject_type === 'post') {
      authorId = (await findFeedPost(tx, input.subject_id, true))?.authorId;
    } else {
      const comment = await findComment(tx, input.subject_id);
      if (comment && comment.deletedAt === null && (await findFeedPost(tx, comment.postId, true))) {
        authorId = comment.authorId;
      }
    }
    if (!authorId) throw new AppError('NOT_FOUND', 'api.not_found');
    if (authorId === me.id) throw AppError.fields({ subject_id: 'social.community.report_own' });
    const row = await insertReport(tx, {
      reporterId: me.id,
      subjectType: input.subject_type,
      subjectId: input.subject_id,
      subjectOwnerId: authorId,
      reason: input.reason,
      note: input.note ? input.note : null,
    });
    if (!row) throw new AppError('CONFLICT', 'social.community.already_reported');
    await notifyStaff(tx, 'staff_content_reported', {
      report_id: row.id,
      subject_type: row.subjectType,
      subject_id: row.subjectId,
      reason: row.reason,
    });
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
