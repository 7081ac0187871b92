import { sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';

/**
 * What the transactions with these references moved in and out of a user's own accounts (wallet and
 * dues), one row per transaction, oldest first: the money of an order as its buyer or seller saw it.
 */
export async function listUserMovements(
  db: TExecutor,
  userId: string,
  references: string[],
): Promise<{ reference: string; type: string; amount: number; at: Date }[]> {
  if (references.length === 0) return [];
  const result = await db.execute<{ reference: string; type: string; amount: string; at: Date }>(sql`
    SELECT t.reference, t.type, sum(e.amount)::text AS amount, t.created_at AS at
    FROM ledger_transactions t
    JOIN ledger_entries e ON e.transaction_id = t.id
    JOIN ledger_accounts a ON a.id = e.account_id
    WHERE t.reference IN (${sql.join(
      references.map((reference) => sql`${reference}`),
      sql`, `,
    )}) AND a.user_id = ${userId}::uuid AND a.type IN ('wallet', 'dues')
    GROUP BY t.id, t.reference, t.type, t.created_at
    ORDER BY t.created_at, t.id`);
  return result.rows.map((row) => ({
    reference: row.reference,
    type: row.type,
    amount: Number(row.amount),
    at: new Date(row.at),
  }));
}
