import type { TDeps } from '../../lib/deps.ts';
import type { TMail } from '../../plugins/mailer.ts';
import { defineJob, type TJobDefinition, type TRetry } from '../jobs/job-types.ts';
import { keepFailedMail, keepInOutbox } from './mail-outbox.ts';
import { describeSmtpError, isPermanentRefusal, smtpSender, type TSendSmtp } from './smtp-transport.ts';

/** The queue mail goes through when `SMTP_URL` is set (decision 070). */
export const MAIL_SEND_JOB = 'mail.send';

/**
 * Six tries over about an hour: retried after 1, 2, 4, 8 and 16 minutes, each delay doubled and
 * spread up to twice itself by pg-boss so mail held back by one outage does not all return at once.
 */
export const MAIL_RETRY: TRetry = { limit: 5, delaySeconds: 60, backoff: true };

/** A try may take this long before the queue counts it as failed (the transport gives up well before). */
const MAIL_EXPIRE_SECONDS = 5 * 60;

export type TMailJobsDeps = Pick<TDeps, 'db' | 'config' | 'log'>;

export interface TMailJobsOptions {
  /** Replaces MAIL_RETRY (tests shorten the delays). */
  retry?: TRetry;
  /** Replaces the SMTP transport of `SMTP_URL`. */
  send?: TSendSmtp;
}

/**
 * The mail area's job (decision 070): `mail.send` sends one message through `SMTP_URL`, retried with
 * backoff; a failure is logged each time, and after the last try (or at once when the server refuses
 * the message for good) it is logged as failed for good and kept in `mail_outbox` as `failed`, its
 * links removed (they are live secrets), with the server's last answer. The job and its data are
 * deleted as soon as it is done. Without `SMTP_URL` (the server was restarted without it while mail
 * waited), a job keeps its mail in the outbox as the mailer would.
 */
export function mailJobs(deps: TMailJobsDeps, options: TMailJobsOptions = {}): TJobDefinition[] {
  const { smtpUrl, mailFrom } = deps.config;
  const send = options.send ?? (smtpUrl ? smtpSender(smtpUrl, mailFrom) : undefined);
  const retry = options.retry ?? MAIL_RETRY;
  return [
    defineJob<TMail>({
      name: MAIL_SEND_JOB,
      retry,
      expireSeconds: MAIL_EXPIRE_SECONDS,
      deleteWhenDone: true,
      handler: async (mail, { retryCount, lastTry }) => {
        const about = { to: mail.to, subject: mail.subject, try: retryCount + 1, tries: retry.limit + 1 };
        if (!send) {
          await keepInOutbox(deps.db, deps.log, mail, { about });
          return;
        }
        try {
          await send(mail);
        } catch (error) {
          const reason = describeSmtpError(error);
          const permanent = isPermanentRefusal(error);
          if (!lastTry && !permanent) {
            deps.log.warn({ ...about, reason }, 'mail not sent; it will be retried');
            throw error;
          }
          deps.log.error({ ...about, reason, permanent }, 'mail failed for good');
          await keepFailedMail(deps.db, mail, retryCount + 1, reason).catch((keepError) =>
            deps.log.error({ ...about, err: keepError }, 'failed mail not kept in the outbox'),
          );
          // Refused for good with tries left: done (no retry would change the answer).
          if (permanent && !lastTry) return;
          throw error;
        }
        deps.log.info(about, 'mail sent');
      },
    }),
  ];
}
