import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { call, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/users.ts';
import { balanceOf } from '../ledger/post-transaction.ts';

export const newKey = () => `key-${randomBytes(8).toString('hex')}`;

let trx = 0;
/** A fresh, well-formed bKash TrxID (10 upper-case letters and digits). */
export function newTrxId(): string {
  trx += 1;
  return `${randomBytes(3).toString('hex').toUpperCase()}${String(trx).padStart(4, '0')}`;
}

export async function registerAdmin(t: TTestApp) {
  const admin = await registerUser(t.app);
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
  return admin;
}

export function topUp(
  app: FastifyInstance,
  token: string,
  body: Record<string, unknown>,
  key: string | null = newKey(),
) {
  return call(app, 'POST', '/api/payments/top-ups', {
    token,
    body,
    headers: key === null ? {} : { 'idempotency-key': key },
  });
}

export async function walletOf(t: TTestApp, userId: string): Promise<number> {
  return Number(await balanceOf(t.database.db, { type: 'wallet', userId }));
}

/** Every ledger transaction sums to zero and each cached balance equals the sum of its entries. */
export async function ledgerIsConsistent(t: TTestApp): Promise<boolean> {
  const result = await t.database.db.execute<{ bad: string }>(sql`
    SELECT (SELECT count(*) FROM (SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount) <> 0) x)
         + (SELECT count(*) FROM ledger_accounts a WHERE a.balance <> COALESCE((SELECT sum(amount) FROM ledger_entries e WHERE e.account_id = a.id), 0))
      AS bad`);
  return Number(result.rows[0]?.bad) === 0;
}
