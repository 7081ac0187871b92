import { randomUUID } from 'node:crypto';
import type { TJobs, TSendOptions } from './job-types.ts';

export interface TSentJob {
  name: string;
  data: object;
  options: TSendOptions;
}

export interface TRecordingJobs extends TJobs {
  /** Every job sent, oldest first (none of them runs). */
  sent: TSentJob[];
}

/**
 * A `TJobs` that keeps what is sent in memory instead of queueing it: the app's `jobs` when none is
 * given (most tests), so a test can assert what an operation enqueued. A singleton key already sent
 * to the same queue answers null, as the real queue does while that job waits.
 */
export function recordingJobs(): TRecordingJobs {
  const sent: TSentJob[] = [];
  return {
    sent,
    async send(name, data, options = {}) {
      const key = options.singletonKey;
      if (key && sent.some((job) => job.name === name && job.options.singletonKey === key)) return null;
      sent.push({ name, data, options });
      return randomUUID();
    },
  };
}

/** What was sent through the app's recording `jobs` (throws when the app runs a real queue). */
export function sentJobs(jobs: TJobs, name?: string): TSentJob[] {
  if (!('sent' in jobs)) throw new Error('these jobs are not recorded: the app runs a real queue');
  const { sent } = jobs as TRecordingJobs;
  return name ? sent.filter((job) => job.name === name) : sent;
}
