import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { TJobContext, TJobDefinition, TJobs, TSendOptions } from './job-types.ts';

/** What the queue logs through (the app's pino logger, or the console before there is one). */
export interface TJobLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface TJobQueueOptions {
  /** The app's database: pg-boss keeps its tables in their own schema there. */
  connectionString: string;
  log?: TJobLog;
  /** pg-boss's schema (default `pgboss`). */
  schema?: string;
  /** Seconds between a worker's looks for due jobs (default 1). */
  pollingSeconds?: number;
  /** Jobs a worker takes at a time, run side by side (default 10). */
  batchSize?: number;
  /**
   * Seconds between the instances' checks of the cron schedules (pg-boss: 30) and between looks at
   * the jobs those checks send (pg-boss: 5). Tests shorten them; a schedule still runs once a minute.
   */
  cronCheckSeconds?: number;
  /** Seconds `stop()` waits for running handlers before failing them back to the queue (default 20). */
  stopTimeoutSeconds?: number;
}

export interface TJobQueue extends TJobs {
  /** Creates each definition's queue, starts its worker and (for `cron`) its schedule; once per definition. */
  run(definitions: TJobDefinition[]): Promise<void>;
  /** From now on, logs through this logger (the app's, once it is built). */
  logTo(log: TJobLog): void;
  /** Stops taking jobs, waits for running handlers (failing the ones past the timeout), closes. */
  stop(): Promise<void>;
  /** True from opening until `stop()` is called (the readiness check `jobs`, decision 068). */
  isRunning(): boolean;
}

const consoleLog: TJobLog = {
  info: (object, message) => console.log(message, object),
  warn: (object, message) => console.warn(message, object),
  error: (object, message) => console.error(message, object),
};

/*
 * Queue policies (pg-boss 10): on-demand queues are `short` — at most one queued (`created`) job per
 * singleton key, which holds two sends racing — and a job sent without a key gets its own id as key,
 * so only real keys collide. `send` also refuses a key whose job is retrying or running.
 * Cron queues are `stately` — at most one job waiting and one running — so a slow sweep never runs
 * twice at once and never piles up minutes.
 */
const ON_DEMAND_POLICY = 'short';
const CRON_POLICY = 'stately';

/**
 * Opens the PostgreSQL-backed job queue (pg-boss 10 on the app's database, decision 064): creates or
 * migrates its schema and starts its maintenance and cron clock. `send` works from here on; `run`
 * starts the workers. pg-boss's errors are logged, never thrown at the process.
 */
export async function openJobQueue(options: TJobQueueOptions): Promise<TJobQueue> {
  let log = options.log ?? consoleLog;
  const pollingSeconds = options.pollingSeconds ?? 1;
  const batchSize = options.batchSize ?? 10;
  const cron = options.cronCheckSeconds;
  const schema = options.schema ?? 'pgboss';
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema,
    application_name: 'haat-jobs',
    max: 3,
    ...(cron ? { cronMonitorIntervalSeconds: cron, cronWorkerIntervalSeconds: cron } : {}),
  });
  boss.on('error', (error: Error & { code?: string }) => {
    // The server ending connections (a restart, or Ctrl-C reaching PostgreSQL too) is not our fault.
    if (error.code?.startsWith('57P'))
      log.warn({ code: error.code }, 'job queue: the database ended a connection');
    else log.error({ err: error }, 'job queue error');
  });
  await boss.start();

  /** Queues known to exist (a send before `run` creates its queue first). */
  const created = new Set<string>();
  /** Worker ids by queue, to wake this instance's worker when it sends a job due now. */
  const workers = new Map<string, string>();
  let stopping: Promise<void> | undefined;
  let closed = false;

  // A job takes its retry and expiry settings from its queue when sent; a queue first made by a
  // send (before any instance ran its definition) starts with none and gets them from `run`.
  const ensureQueue = async (name: string) => {
    if (created.has(name)) return;
    await boss.createQueue(name, { name, policy: ON_DEMAND_POLICY, retryLimit: 0 });
    created.add(name);
  };

  // A key whose job waits, retries or runs is taken (the `short` policy alone only holds waiting ones).
  const keyTaken = async (name: string, key: string) => {
    const result = await boss
      .getDb()
      .executeSql(
        `SELECT 1 FROM ${schema}.job WHERE name = $1 AND singleton_key = $2 AND state < 'completed' LIMIT 1`,
        [name, key],
      );
    return (result?.rows.length ?? 0) > 0;
  };

  const runJob = async (definition: TJobDefinition, job: PgBoss.JobWithMetadata<object>) => {
    const context: TJobContext = {
      jobId: job.id,
      retryCount: job.retryCount,
      lastTry: job.retryCount >= job.retryLimit,
    };
    const about = { job: definition.name, jobId: job.id, retryCount: job.retryCount };
    try {
      await definition.handler(job.data, context);
    } catch (error) {
      if (context.lastTry) log.error({ ...about, err: error }, 'job failed for good');
      else log.warn({ ...about, err: error }, 'job failed; it will be retried');
      // Thrown on if recording the failure fails: pg-boss then fails the batch, never completes it.
      await boss.fail(definition.name, job.id, error instanceof Error ? error : new Error(String(error)));
      if (context.lastTry) await forget(definition, job.id);
      return;
    }
    // Not thrown on: a job that did its work is never failed for retrying (pg-boss marks the batch's
    // jobs completed once more after the handler).
    await boss
      .complete(definition.name, job.id)
      .catch((error) => log.error({ ...about, err: error }, 'job done but not marked completed'));
    await forget(definition, job.id);
  };

  // A finished job of a `deleteWhenDone` queue goes at once (pg-boss's completion of the batch
  // afterwards then finds nothing to update). Not thrown on: its work is done either way.
  const forget = async (definition: TJobDefinition, id: string) => {
    if (!definition.deleteWhenDone) return;
    await boss
      .deleteJob(definition.name, id)
      .catch((error) =>
        log.warn({ job: definition.name, jobId: id, err: error }, 'finished job not deleted'),
      );
  };

  return {
    async send(name, data, sendOptions: TSendOptions = {}) {
      if (closed) throw new Error(`job queue closed: cannot send ${name}`);
      await ensureQueue(name);
      if (sendOptions.singletonKey && (await keyTaken(name, sendOptions.singletonKey))) return null;
      const due = !sendOptions.startAfter || sendOptions.startAfter.getTime() <= Date.now();
      const id = await boss.send(name, data, {
        ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
        // A keyless job is keyed by its own id: the queue's `short` policy then holds only real keys to one.
        ...keyed(sendOptions.singletonKey),
      });
      const worker = workers.get(name);
      if (id && due && worker) boss.notifyWorker(worker);
      return id;
    },

    async run(definitions) {
      for (const definition of definitions) {
        const { name, retry } = definition;
        const queue: PgBoss.Queue = {
          name,
          policy: definition.cron ? CRON_POLICY : ON_DEMAND_POLICY,
          retryLimit: retry?.limit ?? 0,
          retryDelay: retry?.delaySeconds ?? 0,
          retryBackoff: retry?.backoff ?? false,
          ...(definition.expireSeconds ? { expireInSeconds: definition.expireSeconds } : {}),
        };
        // Created once for every instance; the options of this version win over an older one's.
        await boss.createQueue(name, queue);
        await boss.updateQueue(name, queue);
        created.add(name);
        const workerId = await boss.work<object>(
          name,
          { batchSize, pollingIntervalSeconds: pollingSeconds, includeMetadata: true },
          async (jobs) => {
            // Each job completes or fails by itself; the batch waits for all of them.
            const settled = await Promise.allSettled(jobs.map((job) => runJob(definition, job)));
            const refused = settled.find((result) => result.status === 'rejected');
            if (refused) throw refused.reason;
            // A full batch suggests more are due: look again at once rather than after the interval.
            if (jobs.length === batchSize) boss.notifyWorker(workerId);
          },
        );
        workers.set(name, workerId);
        if (definition.cron) await boss.schedule(name, definition.cron);
        else await boss.unschedule(name);
      }
      log.info(
        {
          queues: definitions.map((definition) =>
            definition.cron ? `${definition.name} (${definition.cron})` : definition.name,
          ),
        },
        'job queue running',
      );
    },

    logTo(next) {
      log = next;
    },

    isRunning() {
      return !stopping && !closed;
    },

    stop() {
      stopping ??= boss
        .stop({ graceful: true, timeout: (options.stopTimeoutSeconds ?? 20) * 1000 })
        .then(() => {
          closed = true;
        });
      return stopping;
    },
  };
}

function keyed(singletonKey: string | undefined): { id?: string; singletonKey: string } {
  if (singletonKey) return { singletonKey };
  const id = randomUUID();
  return { id, singletonKey: id };
}
