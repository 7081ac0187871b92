/**
 * A start-up problem of the embedded PostgreSQL that the operator can fix: its message is one sentence
 * saying what to do, printed without a stack trace.
 */
export class EmbeddedPostgresError extends Error {
  override name = 'EmbeddedPostgresError';
}
