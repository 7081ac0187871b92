import { createServer, type Socket } from 'node:net';

export interface TReceivedMail {
  from: string;
  to: string[];
  subject: string;
  /** The message as sent (headers and body, dot-unstuffed). */
  data: string;
  /** The body, quoted-printable decoded. */
  body: string;
}

/** The body of a message, decoded when it is quoted-printable (what nodemailer sends for long lines). */
function bodyOf(message: string): string {
  const split = message.indexOf('\r\n\r\n');
  const headers = split < 0 ? message : message.slice(0, split);
  const body = split < 0 ? '' : message.slice(split + 4);
  if (!/^Content-Transfer-Encoding: quoted-printable/im.test(headers)) return body;
  const bytes = body
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

export interface TSmtpStandIn {
  /** `smtp://127.0.0.1:<port>` for SMTP_URL. */
  url: string;
  /** Every message accepted, oldest first. */
  received: TReceivedMail[];
  /** Refuses the next `count` messages at RCPT TO with `reply` (a 4xx is retried, a 5xx is for good). */
  refuseNext(count: number, reply?: string): void;
  /** Messages refused so far. */
  refused(): number;
  close(): Promise<void>;
}

/**
 * A small SMTP server on 127.0.0.1 for tests (RFC 5321's plain dialogue, no TLS, no auth): it
 * accepts every message into `received` unless told to refuse the next ones.
 */
export async function startSmtpStandIn(): Promise<TSmtpStandIn> {
  const received: TReceivedMail[] = [];
  const sockets = new Set<Socket>();
  let toRefuse = 0;
  let refusal = '451 4.3.0 Try again later';
  let refusedCount = 0;

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = '';
    let inData = false;
    let data: string[] = [];
    let envelope: { from: string; to: string[] } = { from: '', to: [] };
    const reply = (line: string) => socket.write(`${line}\r\n`);

    const onLine = (line: string) => {
      if (inData) {
        if (line === '.') {
          inData = false;
          const message = data.join('\r\n');
          const subject = /^Subject: (.*)$/im.exec(message)?.[1]?.trim() ?? '';
          received.push({ ...envelope, subject, data: message, body: bodyOf(message) });
          envelope = { from: '', to: [] };
          data = [];
          reply('250 2.0.0 Ok: queued');
        } else data.push(line.startsWith('..') ? line.slice(1) : line);
        return;
      }
      const command = line.slice(0, 4).toUpperCase();
      if (command === 'EHLO') {
        reply('250-stand-in');
        reply('250-8BITMIME');
        reply('250 SMTPUTF8');
      } else if (command === 'HELO' || command === 'NOOP') reply('250 Ok');
      else if (command === 'MAIL') {
        envelope = { from: /<([^>]*)>/.exec(line)?.[1] ?? '', to: [] };
        reply('250 2.1.0 Ok');
      } else if (command === 'RCPT') {
        if (toRefuse > 0) {
          toRefuse -= 1;
          refusedCount += 1;
          reply(refusal);
          return;
        }
        envelope.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
        reply('250 2.1.5 Ok');
      } else if (command === 'DATA') {
        if (envelope.to.length === 0) return reply('554 5.5.1 No valid recipients');
        inData = true;
        reply('354 End data with <CR><LF>.<CR><LF>');
      } else if (command === 'RSET') {
        envelope = { from: '', to: [] };
        reply('250 Ok');
      } else if (command === 'QUIT') {
        reply('221 Bye');
        socket.end();
      } else reply('502 5.5.2 Command not recognised');
    };

    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        onLine(line);
      }
    });
    reply('220 stand-in ESMTP');
  });

  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext(count, reply = '451 4.3.0 Try again later') {
      toRefuse = count;
      refusal = reply;
    },
    refused: () => refusedCount,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
