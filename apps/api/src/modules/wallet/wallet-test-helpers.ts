import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { call } from '../../../test/test-app.ts';
import type { TDb } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { postTransaction } from '../ledger/post-transaction.ts';

/** Puts `amount` poisha into the user's wallet as a demo top-up (straight through the ledger). */
export async function fund(db: TDb, userId: string, amount: number): Promise<void> {
  await db.transaction((tx) =>
    postTransaction(tx, {
      type: 'topup',
      entries: [
        { account: { type: 'wallet', userId }, amount: BigInt(amount) },
        { account: { type: 'external', method: 'demo' }, amount: -BigInt(amount) },
      ],
      reference: 'test-funding',
    }),
  );
}

export async function makeAdmin(db: TDb, userId: string): Promise<void> {
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, userId));
}

/** A money-moving call with a bearer token and an Idempotency-Key (a fresh one unless given). */
export function moneyCall(
  app: FastifyInstance,
  url: string,
  token: string,
  body: unknown,
  key: string = randomUUID(),
) {
  return call(app, 'POST', url, { token, body, headers: { 'idempotency-key': key } });
}
