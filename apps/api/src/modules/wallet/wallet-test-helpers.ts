import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { call } from '../../../test/test-app.ts';
import type { TDb } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { writeSetting } from '../payments/repository.ts';

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

/** The password every test user registers with (test/test-app.ts). */
export const TEST_PASSWORD = 'secret-pass-1';

let referenceCount = 0;
/** A fresh, well-formed payout reference (10 letters and digits: valid for bKash, Nagad and banks). */
export function payoutReference(): string {
  referenceCount += 1;
  return `R${randomUUID().replace(/-/g, '').slice(0, 5).toUpperCase()}${String(referenceCount).padStart(4, '0')}`;
}

/**
 * Turns the decision-052 thresholds off for tests about something else: transfers never ask for
 * the password and no payout needs a second staff member.
 */
export async function relaxMoneyControls(db: TDb, staffId: string): Promise<void> {
  await writeSetting(db, 'transfer_password_above_poisha', 10_000_000, staffId);
  await writeSetting(db, 'second_approval_above_poisha', 100_000_000, staffId);
}
