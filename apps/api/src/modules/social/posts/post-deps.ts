import type { TDeps } from '../../../lib/deps.ts';
import type { TStorage } from '../../../plugins/storage.ts';
import type { TJobs } from '../../jobs/job-types.ts';
import type { TConnectorRegistry } from '../connectors/connector-types.ts';

/** What the post operations use: the common deps, public file storage and the job queue. */
export type TPostDeps = TDeps & { storage: TStorage; jobs: TJobs };

/** What the publish job uses besides: the configured connectors (a fake registry in tests). */
export type TPostJobDeps = TPostDeps & { connectors: TConnectorRegistry };

/** The queue that publishes a post when it is due (issue 16 item 3). */
export const PUBLISH_POST_JOB = 'social.publish-post';
/** Every minute: re-sends scheduled posts more than a minute overdue. */
export const PUBLISH_OVERDUE_JOB = 'social.publish-overdue-posts';

export interface TPublishPostData {
  postId: string;
  /** The due time (UTC ISO) the job was sent for: a post rescheduled since is left alone. */
  due: string;
}
