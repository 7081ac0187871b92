import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/system.ts';
import type { TMail } from '../../plugins/mailer.ts';

/** The links in a mail's text (sign-in, reset and verification links are live secrets). */
const LINK = /https?:\/\/\S+/g;

/**
 * Keeps mail in the `mail_outbox` table (no SMTP_URL: a laptop, the tests; decision 021) and says so
 * in the log — with its links only when `logLinks` (never in production). `about` adds to the line.
 */
export async function keepInOutbox(
  db: TDb,
  log: Pick<FastifyBaseLogger, 'info'>,
  mail: TMail,
  options: { logLinks?: boolean; about?: object } = {},
): Promise<void> {
  await db.insert(mailOutbox).values({ to: mail.to, subject: mail.subject, text: mail.text });
  const about = { to: mail.to, subject: mail.subject, ...options.about };
  if (!options.logLinks) {
    log.info(about, 'mail kept in outbox (no SMTP_URL)');
    return;
  }
  const links = mail.text.match(LINK) ?? [];
  log.info({ ...about, links }, `mail kept in outbox: ${links.join(' ')}`);
}

/** Keeps mail that could not be sent where staff can find it, its links (live secrets) removed. */
export async function keepFailedMail(db: TDb, mail: TMail, tries: number, reason: string): Promise<void> {
  await db.insert(mailOutbox).values({
    to: mail.to,
    subject: mail.subject,
    text: mail.text.replace(LINK, '[link removed]'),
    status: 'failed',
    tries,
    lastError: reason,
  });
}
