import type { TCreateReport, TReportResult } from '@haat/shared';
import { reportSubject } from '../../moderation/report-subject.ts';
import type { TUserRow } from '../../users/repository.ts';
import type { TCommunityDeps } from './community-deps.ts';

/**
 * `POST /api/social/reports`: a post in the feed or a live comment on one, reported for staff to
 * review (issue 17); the moderation area's `POST /api/reports` does the work for every kind of
 * content. One report per person and subject (again: 409); one's own content: 422.
 */
export function reportContent(
  deps: TCommunityDeps,
  me: TUserRow,
  input: TCreateReport,
): Promise<TReportResult> {
  return reportSubject(deps, me, input);
}
