import nodemailer from 'nodemailer';
import type { TMail } from '../../plugins/mailer.ts';

/** Sends one message through the SMTP server of `SMTP_URL`; throws what the server or network said. */
export type TSendSmtp = (mail: TMail) => Promise<void>;

/**
 * A nodemailer transport on `SMTP_URL` with timeouts well inside the mail job's expiry (decision
 * 070), so a try that hangs fails as itself and is retried rather than being timed out by the queue.
 */
export function smtpSender(smtpUrl: string, from: string): TSendSmtp {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return async (mail) => {
    await transport.sendMail({ from, ...mail });
  };
}

/**
 * True when the server refused this message for good (a 5xx reply to its sender, recipients or
 * content, RFC 5321): sending it again would get the same answer. Connection trouble, 4xx replies
 * and refused log-ins (a configuration an operator can fix) are worth retrying.
 */
export function isPermanentRefusal(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: string; responseCode?: number };
  if (code !== 'EENVELOPE' && code !== 'EMESSAGE') return false;
  return (
    typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600 && responseCode !== 503
  );
}

/** The error as one short line for logs and the outbox (the server's reply when there is one). */
export function describeSmtpError(error: unknown): string {
  const { response, message, code } = (error ?? {}) as { response?: string; message?: string; code?: string };
  const text = response ?? message ?? String(error);
  return `${code ? `${code}: ` : ''}${text}`.replace(/\s+/g, ' ').slice(0, 500);
}
