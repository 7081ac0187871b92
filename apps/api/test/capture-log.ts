import { Writable } from 'node:stream';

/** A logger option for `buildApp`/`createTestApp` that keeps every log line, to assert what was logged. */
export function captureLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, text: () => lines.join(''), logger: { level: 'info', stream } };
}
