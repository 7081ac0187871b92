import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { captureLog } from '../../../test/capture-log.ts';
import { startSmtpStandIn, type TSmtpStandIn } from '../../../test/smtp-stand-in.ts';
import { call, createTestApp, registerUser, startInstance, type TTestApp } from '../../../test/test-app.ts';
import type { TRetry } from '../jobs/job-types.ts';
import { sentJobs } from '../jobs/recording-jobs.ts';
import { MAIL_SEND_JOB, mailJobs } from './mail-jobs.ts';

// Issue 18 item 4 (decision 070): with SMTP_URL, mail is a job with retries and backoff.

/** Quick retries for tests: 1 s, then 2 s (each up to twice that). */
const FAST: TRetry = { limit: 2, delaySeconds: 1, backoff: true };

async function waitFor<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, ms = 20_000) {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Jobs of the mail queue still in pg-boss's tables (their data holds the mail). */
async function mailJobsKept(t: TTestApp): Promise<number> {
  const { rows } = await t.database.pool.query(
    `SELECT (SELECT count(*) FROM pgboss.job WHERE name = $1) + (SELECT count(*) FROM pgboss.archive WHERE name = $1) AS n`,
    [MAIL_SEND_JOB],
  );
  return Number(rows[0].n);
}

let smtp: TSmtpStandIn;
let t: TTestApp;
const log = captureLog();

beforeAll(async () => {
  smtp = await startSmtpStandIn();
  t = await createTestApp({ smtpUrl: smtp.url }, { jobs: true, logger: log.logger });
  await t.queue?.run(mailJobs(t.app.deps, { retry: FAST }));
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

afterEach(() => {
  smtp.refuseNext(0);
});

describe('mail as a job (SMTP_URL set)', () => {
  it('a request only queues the mail; a worker sends it through SMTP and the job is deleted with its data', async () => {
    const { payload } = await registerUser(t.app);
    const mail = await waitFor('the verification mail', () =>
      smtp.received.find((m) => m.to.includes(payload.email)),
    );
    expect(mail.subject).toBe('Verify your email address');
    expect(mail.from).toBe('no-reply@haat.test');
    expect(mail.body).toMatch(/verify-email\?token=/);
    expect(await t.mails()).toEqual([]);
    await waitFor('the job to be deleted', async () => (await mailJobsKept(t)) === 0);
    expect(log.text()).toContain('mail queued');
    expect(log.text()).not.toMatch(/verify-email\?token=/);
  });

  it('a server that refuses the first tries gets the mail later, once; each failure is logged', async () => {
    smtp.refuseNext(2);
    const before = smtp.refused();
    await t.app.deps.mailer.send({ to: 'late@example.com', subject: 'Late but there', text: 'Hello' });
    const mail = await waitFor('the retried mail', () =>
      smtp.received.find((m) => m.subject === 'Late but there'),
    );
    expect(mail.to).toEqual(['late@example.com']);
    expect(smtp.refused() - before).toBe(2);
    expect(
      log.text().match(/"subject":"Late but there"[^\n]*mail not sent; it will be retried/g),
    ).toHaveLength(2);
    expect(smtp.received.filter((m) => m.subject === 'Late but there')).toHaveLength(1);
    expect(await t.mails()).toEqual([]);
  });

  it('refused on every try: logged as failed for good and kept in the outbox as failed, its links removed', async () => {
    smtp.refuseNext(100);
    await t.app.deps.mailer.send({
      to: 'never@example.com',
      subject: 'Reset your password',
      text: 'Open https://haat.test/reset-password?token=secret123 within an hour.',
    });
    const [failed] = await waitFor('the failed mail', async () => {
      const rows = (await t.mails()).filter((m) => m.to === 'never@example.com');
      return rows.length ? rows : undefined;
    });
    expect(failed).toMatchObject({
      status: 'failed',
      tries: FAST.limit + 1,
      subject: 'Reset your password',
      text: 'Open [link removed] within an hour.',
    });
    expect(failed?.lastError).toContain('451');
    expect(log.text()).toMatch(/"to":"never@example.com"[^\n]*mail failed for good/);
    await waitFor('the job to be deleted', async () => (await mailJobsKept(t)) === 0);
  });

  it('a permanent refusal (5xx) is not retried', async () => {
    smtp.refuseNext(1, '550 5.1.1 No such user here');
    const before = smtp.refused();
    await t.app.deps.mailer.send({ to: 'nobody@example.com', subject: 'Hello', text: 'Hi' });
    const failed = await waitFor('the failed mail', async () =>
      (await t.mails()).find((m) => m.to === 'nobody@example.com'),
    );
    expect(failed).toMatchObject({ status: 'failed', tries: 1 });
    expect(failed.lastError).toContain('550 5.1.1 No such user here');
    // Long enough for a retry (1–2 s) to have come.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(smtp.refused() - before).toBe(1);
  });

  it('two instances on one queue send each mail exactly once', async () => {
    const other = await startInstance(t, (app) => mailJobs(app.deps, { retry: FAST }));
    try {
      const subjects = Array.from({ length: 30 }, (_, index) => `Batch ${index}`);
      await Promise.all(
        subjects.map((subject, index) =>
          (index % 2 ? other.app : t.app).deps.mailer.send({
            to: 'batch@example.com',
            subject,
            text: subject,
          }),
        ),
      );
      await waitFor('all 30 mails', () =>
        subjects.every((subject) => smtp.received.some((m) => m.subject === subject)),
      );
      // Time for a duplicate to show up, were there one.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const batch = smtp.received.filter((m) => m.subject.startsWith('Batch '));
      expect(batch).toHaveLength(30);
      expect(new Set(batch.map((m) => m.subject)).size).toBe(30);
    } finally {
      await other.close();
    }
  });
});

describe('mail without a queue', () => {
  it('with SMTP_URL and no queue (recorded jobs), mail is sent at once, nothing is queued', async () => {
    const plain = await createTestApp({ smtpUrl: smtp.url });
    try {
      const { payload } = await registerUser(plain.app);
      const mail = smtp.received.find((m) => m.to.includes(payload.email));
      expect(mail?.subject).toBe('Verify your email address');
      expect(sentJobs(plain.app.jobs, MAIL_SEND_JOB)).toEqual([]);
    } finally {
      await plain.close();
    }
  });

  it('without SMTP_URL, mail is kept in the outbox as before', async () => {
    const laptop = await createTestApp({}, { jobs: true });
    try {
      const { payload } = await registerUser(laptop.app);
      const [mail] = await laptop.mails();
      expect(mail).toMatchObject({ to: payload.email, subject: 'Verify your email address', status: 'kept' });
      expect(await call(laptop.app, 'GET', '/api/health').then((response) => response.statusCode)).toBe(200);
    } finally {
      await laptop.close();
    }
  });
});
