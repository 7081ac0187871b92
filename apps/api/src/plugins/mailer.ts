import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../db/client.ts';
import type { TJobs } from '../modules/jobs/job-types.ts';
import { MAIL_SEND_JOB } from '../modules/mail/mail-jobs.ts';
import { keepInOutbox } from '../modules/mail/mail-outbox.ts';
import { smtpSender } from '../modules/mail/smtp-transport.ts';

export interface TMail {
  to: string;
  subject: string;
  text: string;
}

export interface TMailer {
  /**
   * Queues the mail for the SMTP server (or, without SMTP, keeps it in the outbox and logs). Never
   * throws: mail trouble must not fail a request.
   */
  send(mail: TMail): Promise<void>;
}

export function createMailer(options: {
  db: TDb;
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
  /**
   * The job queue: with SMTP, mail is a `mail.send` job sent with retries by a worker (decision 070),
   * so no request waits for the SMTP server. Without a queue (tests), it is sent at once, one try.
   */
  jobs?: TJobs;
  /**
   * Print the links of mail kept in the outbox (sign-in, reset and verification links are live
   * secrets): only on a laptop. False unless given; app.ts passes NODE_ENV !== 'production'.
   */
  logLinks?: boolean;
}): TMailer {
  const { smtpUrl, jobs } = options;
  const sendNow = smtpUrl && !jobs ? smtpSender(smtpUrl, options.from) : undefined;
  return {
    async send(mail) {
      const about = { to: mail.to, subject: mail.subject };
      try {
        if (smtpUrl && jobs) {
          await jobs.send(MAIL_SEND_JOB, mail);
          options.log.info(about, 'mail queued');
          return;
        }
        if (sendNow) {
          await sendNow(mail);
          options.log.info(about, 'mail sent');
          return;
        }
        await keepInOutbox(options.db, options.log, mail, { logLinks: options.logLinks });
      } catch (error) {
        options.log.error({ ...about, err: error }, 'mail could not be sent');
      }
    },
  };
}
