import { and, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { twoFactorChallenges, twoFactorRecoveryCodes, userTwoFactor } from '../../db/schema/two-factor.ts';

export type TTwoFactorRow = typeof userTwoFactor.$inferSelect;
export type TChallengeRow = typeof twoFactorChallenges.$inferSelect;

export async function findTwoFactor(db: TExecutor, userId: string): Promise<TTwoFactorRow | undefined> {
  const [row] = await db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId)).limit(1);
  return row;
}

/** A new key waiting for its first code, in place of any earlier one that waited (never of an enabled one). */
export async function savePendingTwoFactor(
  db: TExecutor,
  userId: string,
  secretEncrypted: string,
): Promise<boolean> {
  const rows = await db
    .insert(userTwoFactor)
    .values({ userId, secretEncrypted })
    .onConflictDoUpdate({
      target: userTwoFactor.userId,
      set: { secretEncrypted, lastUsedStep: 0, createdAt: sql`now()` },
      setWhere: isNull(userTwoFactor.enabledAt),
    })
    .returning({ userId: userTwoFactor.userId });
  return rows.length > 0;
}

/**
 * Takes the code of `step` for the user: true only when no code of this step or a later one was
 * taken before, so a code is never accepted twice, even by two requests at once.
 */
export async function takeTotpStep(db: TExecutor, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(userTwoFactor)
    .set({ lastUsedStep: step })
    .where(and(eq(userTwoFactor.userId, userId), lt(userTwoFactor.lastUsedStep, step)))
    .returning({ userId: userTwoFactor.userId });
  return rows.length > 0;
}

export async function markTwoFactorEnabled(db: TExecutor, userId: string, at: Date): Promise<void> {
  await db.update(userTwoFactor).set({ enabledAt: at }).where(eq(userTwoFactor.userId, userId));
}

export async function deleteTwoFactor(db: TExecutor, userId: string): Promise<void> {
  await db.delete(userTwoFactor).where(eq(userTwoFactor.userId, userId));
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, userId));
}

/** Replaces the user's recovery codes with these (keyed hashes). */
export async function replaceRecoveryCodes(db: TExecutor, userId: string, hashes: string[]): Promise<void> {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db.insert(twoFactorRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Uses one unused recovery code: true once per code, even for two requests at once. */
export async function useRecoveryCode(db: TExecutor, userId: string, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, codeHash),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(db: TExecutor, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return row?.count ?? 0;
}

export async function insertChallenge(
  db: TExecutor,
  values: { userId: string; secretHash: string; expiresAt: Date },
): Promise<TChallengeRow> {
  // A user's challenges that ended are of no more use: gone with each new one.
  await db
    .delete(twoFactorChallenges)
    .where(
      and(
        eq(twoFactorChallenges.userId, values.userId),
        sql`(${twoFactorChallenges.expiresAt} < now() OR ${twoFactorChallenges.usedAt} IS NOT NULL)`,
      ),
    );
  const [row] = await db.insert(twoFactorChallenges).values(values).returning();
  if (!row) throw new Error('insert into two_factor_challenges returned nothing');
  return row;
}

/** A live challenge (not used, not expired, fewer than `maxFailures` wrong codes), locked for this transaction. */
export async function lockLiveChallenge(
  db: TExecutor,
  id: string,
  maxFailures: number,
): Promise<TChallengeRow | undefined> {
  const [row] = await db
    .select()
    .from(twoFactorChallenges)
    .where(
      and(
        eq(twoFactorChallenges.id, id),
        isNull(twoFactorChallenges.usedAt),
        gt(twoFactorChallenges.expiresAt, sql`now()`),
        lt(twoFactorChallenges.failedAttempts, maxFailures),
      ),
    )
    .for('update')
    .limit(1);
  return row;
}

export async function countChallengeFailure(db: TExecutor, id: string): Promise<void> {
  await db
    .update(twoFactorChallenges)
    .set({ failedAttempts: sql`${twoFactorChallenges.failedAttempts} + 1` })
    .where(eq(twoFactorChallenges.id, id));
}

export async function markChallengeUsed(db: TExecutor, id: string): Promise<void> {
  await db.update(twoFactorChallenges).set({ usedAt: sql`now()` }).where(eq(twoFactorChallenges.id, id));
}
