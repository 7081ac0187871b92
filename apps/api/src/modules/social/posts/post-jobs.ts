import { defineJob, type TJobDefinition } from '../../jobs/job-types.ts';
import { enqueuePublish } from './enqueue-publish.ts';
import {
  PUBLISH_OVERDUE_JOB,
  PUBLISH_POST_JOB,
  type TPostJobDeps,
  type TPublishPostData,
} from './post-deps.ts';
import { publishPost } from './publish-post.ts';
import { REFRESH_METRICS_JOB, refreshPostMetrics } from './refresh-post-metrics.ts';
import { listOverduePosts } from './repository.ts';

/** A scheduled post this late has lost its job (a crash between the commit and the send). */
const OVERDUE_GRACE_SECONDS = 60;
const OVERDUE_BATCH = 500;

/**
 * Re-sends the job of every scheduled post more than a minute overdue. The singleton key of post and
 * due time makes it harmless for a job still queued, and the claim for one already done.
 */
export async function sendOverduePosts(deps: Pick<TPostJobDeps, 'db' | 'jobs' | 'log'>): Promise<number> {
  const rows = await listOverduePosts(deps.db, OVERDUE_GRACE_SECONDS, OVERDUE_BATCH);
  for (const row of rows) await enqueuePublish(deps, row);
  if (rows.length > 0) deps.log.info({ count: rows.length }, 'overdue scheduled posts sent again');
  return rows.length;
}

/** The post jobs (issue 16 item 3): server.ts hands them to the queue. */
export function socialPostJobs(deps: TPostJobDeps): TJobDefinition[] {
  return [
    defineJob<TPublishPostData>({
      name: PUBLISH_POST_JOB,
      handler: (data, context) => publishPost(deps, data, context),
      // 30 s, 1, 2 and 4 minutes: a busy platform usually answers again within minutes.
      retry: { limit: 4, delaySeconds: 30, backoff: true },
      expireSeconds: 300,
    }),
    defineJob({
      name: PUBLISH_OVERDUE_JOB,
      cron: '* * * * *',
      handler: async () => {
        await sendOverduePosts(deps);
      },
      expireSeconds: 120,
    }),
    defineJob({
      name: REFRESH_METRICS_JOB,
      // Hourly; a failed run is logged and the next hour goes on (no retries).
      cron: '0 * * * *',
      handler: async () => {
        await refreshPostMetrics(deps);
      },
      expireSeconds: 15 * 60,
    }),
  ];
}
