import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { TExecutor, TTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';

/*
 * Idempotent money-moving requests (decision 050). The key row is inserted FIRST in the same
 * database transaction as the work and gets the answer before COMMIT, so:
 * - a stored answer always matches what happened (both commit or neither does);
 * - a concurrent duplicate blocks on the unique index until the first commits, then reads its answer
 *   (or, if the first rolled back, does the work itself);
 * - a failed attempt (an AppError such as INSUFFICIENT_FUNDS) stores nothing: the same key may be
 *   retried once the cause is fixed.
 */

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long answers are kept: a retry with the same key later than this counts as a new request. */
export const IDEMPOTENCY_KEEP_DAYS = 30;
const SWEEP_EVERY_MS = 600_000;
let lastSweep = 0;
const KEY_PATTERN = /^[\x21-\x7e]{8,100}$/;

/**
 * The route schema's `headers` for an idempotent request: documents the header in the API reference
 * (`what` says what one key stands for); its rules (8–100 printable characters, else 400) are
 * checked by `idempotencyKeyOf`, so every route answers the same message.
 */
export function idempotencyHeaders(what: string) {
  return z.looseObject({
    [IDEMPOTENCY_HEADER]: z
      .string()
      .optional()
      .describe(`Required: 8–100 printable characters, one per ${what}; a retry reuses it`),
  });
}

/** The request's `Idempotency-Key` header: 8–100 printable ASCII characters, else a 400. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const value = request.headers[IDEMPOTENCY_HEADER];
  if (typeof value !== 'string' || !KEY_PATTERN.test(value))
    throw new AppError('BAD_REQUEST', 'api.idempotency_key_required');
  return value;
}

function canonical(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  return value;
}

/** A stable hash of a request (key order does not matter; undefined fields are left out). */
export function hashRequest(value: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(value)))
    .digest('hex');
}

/** Deletes stored answers older than IDEMPOTENCY_KEEP_DAYS; answers how many. */
export async function pruneIdempotencyKeys(db: TExecutor): Promise<number> {
  const result = await db.execute(
    sql`DELETE FROM "idempotency_keys" WHERE "created_at" < now() - make_interval(days => ${IDEMPOTENCY_KEEP_DAYS})`,
  );
  return result.rowCount ?? 0;
}

/** At most every ten minutes per process, after a request's work (a failure only delays it). */
async function sweep(db: TExecutor): Promise<void> {
  if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
  lastSweep = Date.now();
  await pruneIdempotencyKeys(db).catch(() => undefined);
}

/** The committed answer under the key, if any; IDEMPOTENCY_MISMATCH when it was for another request. */
async function storedAnswer<T>(
  db: TExecutor,
  input: { userId: string; scope: string; key: string; requestHash: string },
): Promise<{ status: number; body: T; replayed: true } | undefined> {
  const stored = await db.execute<{
    request_hash: string;
    response_status: number | null;
    response_body: T;
  }>(
    sql`SELECT "request_hash", "response_status", "response_body" FROM "idempotency_keys"
        WHERE "user_id" = ${input.userId}::uuid AND "scope" = ${input.scope} AND "key" = ${input.key}`,
  );
  const row = stored.rows[0];
  if (!row || row.response_status === null) return undefined;
  if (row.request_hash !== input.requestHash)
    throw new AppError('IDEMPOTENCY_MISMATCH', 'api.idempotency_mismatch');
  return { status: row.response_status, body: row.response_body, replayed: true };
}

/**
 * Runs `work` once per (userId, scope, key); a replay with the same request hash answers the first
 * stored result without running `work`; the same key with a different request → AppError
 * 'IDEMPOTENCY_MISMATCH' (422). Concurrent duplicates wait for / see the first.
 */
export async function withIdempotency<T>(
  deps: Pick<TDeps, 'db'>,
  input: { userId: string; scope: string; key: string; requestHash: string },
  work: (tx: TTx) => Promise<{ status: number; body: T }>,
): Promise<{ status: number; body: T; replayed: boolean }> {
  // A replay of a finished request is answered without opening a transaction.
  const finished = await storedAnswer<T>(deps.db, input);
  if (finished) return finished;
  for (let attempt = 0; ; attempt += 1) {
    const outcome = await deps.db.transaction(async (tx) => {
      const inserted = await tx.execute<{ id: string }>(
        sql`INSERT INTO "idempotency_keys" ("user_id", "scope", "key", "request_hash")
            VALUES (${input.userId}::uuid, ${input.scope}, ${input.key}, ${input.requestHash})
            ON CONFLICT ("user_id", "scope", "key") DO NOTHING RETURNING "id"`,
      );
      const id = inserted.rows[0]?.id;
      if (id === undefined) {
        // Someone committed this key first (the INSERT waited for them): answer what they stored
        // (undefined if it was removed meanwhile: try again).
        return storedAnswer<T>(tx, input);
      }
      const result = await work(tx);
      await tx.execute(
        sql`UPDATE "idempotency_keys" SET "response_status" = ${result.status},
            "response_body" = ${JSON.stringify(result.body)}::jsonb WHERE "id" = ${id}::uuid`,
      );
      return { status: result.status, body: result.body, replayed: false };
    });
    if (outcome) {
      await sweep(deps.db);
      return outcome;
    }
    if (attempt >= 2) throw new AppError('CONFLICT', 'api.idempotency_busy');
  }
}
