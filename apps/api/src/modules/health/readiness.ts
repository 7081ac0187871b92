import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { TimeoutError, withTimeout } from '../../lib/with-timeout.ts';

/*
 * Readiness (decision 068): may this instance be sent requests now? A list of named checks, each
 * run with its own timeout, all at once. Built in: `database` (`select 1`), `jobs` when the app runs
 * a real job queue (it must not have stopped), `storage` / `private_storage` when the storage
 * backend offers a `ready()` probe (the S3 backend). Other parts add theirs with
 * `app.readiness.add(name, check)`. Once shutdown has begun the answer is "not ready", so a proxy
 * stops sending before the server stops listening.
 */

/** Resolves when the part is usable; rejects (or times out) when it is not. */
export type TReadyCheck = () => Promise<unknown>;

export interface TCheckResult {
  name: string;
  status: 'ok' | 'down';
  /** How long the check took (null when it failed). */
  latency_ms: number | null;
  /** Why it is down: it threw, it did not answer in time, or the instance is shutting down. */
  reason?: 'error' | 'timeout' | 'shutting_down';
}

export interface TReadinessReport {
  ready: boolean;
  shuttingDown: boolean;
  checks: TCheckResult[];
}

export interface TReadiness {
  /** Adds (or replaces) a named check; `timeoutMs` defaults to 2 s. */
  add(name: string, check: TReadyCheck, options?: { timeoutMs?: number }): void;
  /** From now on the instance answers "not ready" (called by the app's preClose hook). */
  beginShutdown(): void;
  readonly shuttingDown: boolean;
  /** Runs every check side by side. */
  report(): Promise<TReadinessReport>;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: TReadiness;
  }
}

/** A check that has not answered by then counts as down (a proxy asks again in a few seconds). */
export const READY_CHECK_TIMEOUT_MS = 2000;

async function runCheck(name: string, check: TReadyCheck, timeoutMs: number): Promise<TCheckResult> {
  const started = performance.now();
  try {
    await withTimeout(check(), timeoutMs);
    return { name, status: 'ok', latency_ms: Math.round((performance.now() - started) * 100) / 100 };
  } catch (error) {
    return {
      name,
      status: 'down',
      latency_ms: null,
      reason: error instanceof TimeoutError ? 'timeout' : 'error',
    };
  }
}

/** A part that can tell whether it works (the job queue, an S3 storage backend). */
interface TProbed {
  isRunning?: () => boolean;
  ready?: () => Promise<unknown>;
}

export const readinessPlugin = fp(async (app: FastifyInstance) => {
  const checks = new Map<string, { check: TReadyCheck; timeoutMs: number }>();
  let shuttingDown = false;
  // Requests that ask while the checks run share that one run: however many probes (or visitors)
  // ask at once, the database and the object store are asked once.
  let running: Promise<TCheckResult[]> | undefined;
  const runChecks = () =>
    (running ??= Promise.all(
      [...checks].map(([name, { check, timeoutMs }]) => runCheck(name, check, timeoutMs)),
    ).finally(() => {
      running = undefined;
    }));

  const readiness: TReadiness = {
    add(name, check, options = {}) {
      checks.set(name, { check, timeoutMs: options.timeoutMs ?? READY_CHECK_TIMEOUT_MS });
    },
    beginShutdown() {
      shuttingDown = true;
    },
    get shuttingDown() {
      return shuttingDown;
    },
    async report() {
      const results = [...(await runChecks())];
      if (shuttingDown)
        results.push({ name: 'shutdown', status: 'down', latency_ms: null, reason: 'shutting_down' });
      return {
        ready: results.every((result) => result.status === 'ok'),
        shuttingDown,
        checks: results,
      };
    },
  };
  app.decorate('readiness', readiness);

  readiness.add('database', () => app.deps.db.execute(sql`select 1`));
  // Parts registered after this plugin (storage) are looked at once every plugin is in.
  app.addHook('onReady', async () => {
    const jobs = app.jobs as TProbed;
    if (typeof jobs.isRunning === 'function') {
      const isRunning = jobs.isRunning.bind(jobs);
      readiness.add('jobs', async () => {
        if (!isRunning()) throw new Error('the job queue is not running');
      });
    }
    const stores: [string, TProbed | undefined][] = [
      ['storage', app.storage as TProbed | undefined],
      ['private_storage', app.privateStorage as TProbed | undefined],
    ];
    for (const [name, store] of stores)
      if (store && typeof store.ready === 'function') readiness.add(name, store.ready.bind(store));
  });
  app.addHook('preClose', async () => {
    readiness.beginShutdown();
  });
});
