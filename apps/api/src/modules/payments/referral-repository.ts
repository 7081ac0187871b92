import { and, asc, count, eq, gte, lte, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { payments, referralBonuses, type TPaymentRow } from '../../db/schema/payments.ts';

/* The referral bonus rows (decision 052) and the top-ups that qualify a referred user. */

export type TReferralBonusRow = typeof referralBonuses.$inferSelect;

/**
 * Records the referral bonus once per referred user (held, waiting for the referrer's daily cap, or
 * released at once); undefined when one exists or is being written by a concurrent transaction.
 */
export async function claimReferralBonus(
  db: TExecutor,
  values: {
    referrerId: string;
    referredUserId: string;
    paymentId: string;
    amount: bigint;
    status: TReferralBonusRow['status'];
    heldAt?: Date | null;
    releaseAt?: Date | null;
    releasedAt?: Date | null;
  },
): Promise<TReferralBonusRow | undefined> {
  const [row] = await db
    .insert(referralBonuses)
    .values(values)
    .onConflictDoNothing({ target: referralBonuses.referredUserId })
    .returning();
  return row;
}

/** Changes a bonus row (its status, times and ledger transactions). */
export async function updateReferralBonus(
  db: TExecutor,
  id: string,
  change: Partial<
    Pick<
      TReferralBonusRow,
      'status' | 'heldAt' | 'releaseAt' | 'releasedAt' | 'ledgerTransactionId' | 'releaseTransactionId'
    >
  >,
) {
  await db.update(referralBonuses).set(change).where(eq(referralBonuses.id, id));
}

export async function listReferralBonuses(db: TExecutor, referrerId: string) {
  return db
    .select({
      referredUserId: referralBonuses.referredUserId,
      amount: referralBonuses.amount,
      status: referralBonuses.status,
      releaseAt: referralBonuses.releaseAt,
    })
    .from(referralBonuses)
    .where(eq(referralBonuses.referrerId, referrerId));
}

/** Bonuses posted to the referrer's hold today (Bangladesh time): what the daily cap counts. */
export async function countBonusesHeldToday(db: TExecutor, referrerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(referralBonuses)
    .where(
      and(
        eq(referralBonuses.referrerId, referrerId),
        sql`${referralBonuses.heldAt} >= date_trunc('day', now() AT TIME ZONE 'Asia/Dhaka') AT TIME ZONE 'Asia/Dhaka'`,
      ),
    );
  return Number(row?.n ?? 0);
}

/** Ids of held bonuses whose holding period is over, oldest first. */
export async function listDueHeldBonuses(db: TExecutor, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: referralBonuses.id })
    .from(referralBonuses)
    .where(and(eq(referralBonuses.status, 'held'), lte(referralBonuses.releaseAt, sql`now()`)))
    .orderBy(asc(referralBonuses.releaseAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Locks a bonus that is still in the given status (undefined when it moved on or is absent). */
export async function lockReferralBonus(
  db: TExecutor,
  id: string,
  status: TReferralBonusRow['status'],
): Promise<TReferralBonusRow | undefined> {
  const [row] = await db
    .select()
    .from(referralBonuses)
    .where(and(eq(referralBonuses.id, id), eq(referralBonuses.status, status)))
    .for('update');
  return row;
}

/** Referrers with bonuses waiting for room under their daily cap. */
export async function listReferrersWaitingForCap(db: TExecutor, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ referrerId: referralBonuses.referrerId })
    .from(referralBonuses)
    .where(eq(referralBonuses.status, 'waiting_cap'))
    .limit(limit);
  return rows.map((row) => row.referrerId);
}

/** The referrer's oldest bonuses waiting for the cap, locked (at most `limit`). */
export async function lockWaitingBonuses(
  db: TExecutor,
  referrerId: string,
  limit: number,
): Promise<TReferralBonusRow[]> {
  if (limit <= 0) return [];
  return db
    .select()
    .from(referralBonuses)
    .where(and(eq(referralBonuses.referrerId, referrerId), eq(referralBonuses.status, 'waiting_cap')))
    .orderBy(asc(referralBonuses.createdAt), asc(referralBonuses.id))
    .limit(limit)
    .for('update');
}

/** The user's first successful top-up of at least `minimum` poisha (what qualifies a referral). */
export async function findQualifyingTopUp(
  db: TExecutor,
  userId: string,
  minimum: bigint,
): Promise<TPaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.status, 'succeeded'), gte(payments.amount, minimum)))
    .orderBy(asc(payments.decidedAt), asc(payments.id))
    .limit(1);
  return row;
}

/** Takes a transaction-scoped advisory lock: `kind` 1 = a referred user, 2 = a referrer's daily cap. */
export async function lockReferralSubject(db: TExecutor, kind: 1 | 2, id: string) {
  await db.execute(sql`SELECT pg_advisory_xact_lock(${52_000 + kind}, hashtext(${id}))`);
}

/** Referral bonuses of the referrer that became spendable since `since` (all time when null), in poisha. */
export async function sumReleasedBonuses(
  db: TExecutor,
  referrerId: string,
  since: Date | null,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${referralBonuses.amount}), 0)::text` })
    .from(referralBonuses)
    .where(
      and(
        eq(referralBonuses.referrerId, referrerId),
        eq(referralBonuses.status, 'released'),
        since
          ? sql`coalesce(${referralBonuses.releasedAt}, ${referralBonuses.createdAt}) >= ${since}`
          : undefined,
      ),
    );
  return Number(row?.total ?? 0);
}
