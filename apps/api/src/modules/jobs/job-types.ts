/*
 * The contract between the job queue (modules/jobs: pg-boss on the app's PostgreSQL, decision 064)
 * and the areas that give it work. An area describes its jobs as a list of `TJobDefinition`s made
 * by a function of its deps (e.g. `socialJobs(deps)`; handlers close over the deps); server.ts hands
 * every list to the queue, which creates the queues and starts the workers and schedules. Areas
 * enqueue through `TJobs` (`app.jobs`), never through pg-boss directly.
 */

/** How a job is retried when its handler throws. */
export interface TRetry {
  /** Retries after the first try (0 = none). */
  limit: number;
  /** Seconds before the first retry. */
  delaySeconds: number;
  /** Doubles the delay each time. */
  backoff: boolean;
}

export interface TJobContext {
  jobId: string;
  /** 0 on the first try. */
  retryCount: number;
  /** True when this is the last try `retry` allows. */
  lastTry: boolean;
}

export interface TJobDefinition<TData extends object = object> {
  /** Queue name, `area.verb-noun` (e.g. `social.publish-post`). */
  name: string;
  /** Does the work; throwing fails this try (retried per `retry`). */
  handler: (data: TData, context: TJobContext) => Promise<void>;
  retry?: TRetry;
  /** A cron expression (UTC, five fields) when the job runs on a schedule rather than on demand. */
  cron?: string;
  /** Seconds a try may run before it counts as failed. */
  expireSeconds?: number;
  /**
   * Deletes each job (its data with it) as soon as it completes or fails for good, rather than
   * keeping it for pg-boss's archive (12 hours, then 7 days): for data holding secrets (mail).
   */
  deleteWhenDone?: boolean;
}

export interface TSendOptions {
  /** Not before this time. */
  startAfter?: Date;
  /**
   * At most one queued job with this key per queue (e.g. a post id): while its job waits, retries or
   * runs, sending the key again answers null; once that job has completed, failed for good or been
   * cancelled, the key can be sent again. A handler still checks its own state (decision 064).
   */
  singletonKey?: string;
}

/** What areas use to enqueue work (`app.jobs`). */
export interface TJobs {
  /** Enqueues a job; null when a job with the same singleton key is already queued. */
  send<TData extends object>(name: string, data: TData, options?: TSendOptions): Promise<string | null>;
}

/** Lets an area's list be typed by its own data shapes and still go in one array. */
export const defineJob = <TData extends object>(definition: TJobDefinition<TData>): TJobDefinition =>
  definition as unknown as TJobDefinition;
