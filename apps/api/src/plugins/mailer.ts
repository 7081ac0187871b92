import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { TDb } from '../db/client.ts';
import { mailOutbox } from '../db/schema/system.ts';

export interface TMail {
  to: string;
  subject: string;
  text: string;
}

export interface TMailer {
  /** Sends (or, without SMTP, keeps in the outbox and logs). Never throws: mail trouble must not fail a request. */
  send(mail: TMail): Promise<void>;
}

const LINK = /https?:\/\/\S+/g;

export function createMailer(options: {
  db: TDb;
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
  /**
   * Print the links of mail kept in the outbox (sign-in, reset and verification links are live
   * secrets): only on a laptop. False unless given; app.ts passes NODE_ENV !== 'production'.
   */
  logLinks?: boolean;
}): TMailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send(mail) {
      try {
        if (transport) {
          await transport.sendMail({ from: options.from, ...mail });
          options.log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
          return;
        }
        await options.db.insert(mailOutbox).values(mail);
        if (!options.logLinks) {
          options.log.info({ to: mail.to, subject: mail.subject }, 'mail kept in outbox (no SMTP_URL)');
          return;
        }
        const links = mail.text.match(LINK) ?? [];
        options.log.info(
          { to: mail.to, subject: mail.subject, links },
          `mail kept in outbox: ${links.join(' ')}`,
        );
      } catch (error) {
        options.log.error({ err: error, to: mail.to, subject: mail.subject }, 'mail could not be sent');
      }
    },
  };
}
