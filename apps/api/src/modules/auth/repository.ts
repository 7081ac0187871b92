import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { authTokens, userTokens } from '../../db/schema/auth.ts';
import { type TUserRow, users } from '../../db/schema/users.ts';

export type TAuthTokenRow = typeof authTokens.$inferSelect;
export type TUserTokenPurpose = (typeof userTokens.$inferSelect)['purpose'];

export async function insertAuthToken(
  db: TExecutor,
  values: {
    userId: string;
    secretHash: string;
    name?: string | null;
    ip?: string | null;
    userAgent?: string | null;
    twoFactor?: TAuthTokenRow['twoFactor'];
  },
): Promise<TAuthTokenRow> {
  const [row] = await db
    .insert(authTokens)
    .values({ ...values, lastUsedAt: new Date() })
    .returning();
  if (!row) throw new Error('insert into auth_tokens returned nothing');
  return row;
}

/** Records how a session passed two-factor (it proved a code after it was issued). */
export async function markAuthTokenTwoFactor(
  db: TExecutor,
  id: string,
  twoFactor: NonNullable<TAuthTokenRow['twoFactor']>,
): Promise<void> {
  await db.update(authTokens).set({ twoFactor }).where(eq(authTokens.id, id));
}

export async function findAuthToken(db: TExecutor, id: string): Promise<TAuthTokenRow | undefined> {
  const [row] = await db.select().from(authTokens).where(eq(authTokens.id, id)).limit(1);
  return row;
}

/**
 * A token and its user, read in one statement: every signed-in request starts here, and a second
 * round trip for the user would double its database work. The one place an area reads another's
 * table (decision 046): the `users` row is joined by its primary key, whole, and only read.
 */
export async function findAuthTokenWithUser(
  db: TExecutor,
  id: string,
): Promise<{ token: TAuthTokenRow; user: TUserRow } | undefined> {
  const [row] = await db
    .select({ token: authTokens, user: users })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(eq(authTokens.id, id))
    .limit(1);
  return row;
}

export async function touchAuthToken(db: TExecutor, id: string): Promise<void> {
  await db.update(authTokens).set({ lastUsedAt: new Date() }).where(eq(authTokens.id, id));
}

export async function listAuthTokens(db: TExecutor, userId: string): Promise<TAuthTokenRow[]> {
  return db
    .select()
    .from(authTokens)
    .where(eq(authTokens.userId, userId))
    .orderBy(sql`${authTokens.lastUsedAt} desc nulls last`);
}

export async function deleteAuthToken(db: TExecutor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(authTokens)
    .where(and(eq(authTokens.id, id), eq(authTokens.userId, userId)))
    .returning({ id: authTokens.id });
  return rows.length > 0;
}

/** Revokes every token of a user, or every one but `exceptId`. */
export async function deleteAuthTokensOfUser(
  db: TExecutor,
  userId: string,
  exceptId?: string,
): Promise<number> {
  const condition = exceptId
    ? and(eq(authTokens.userId, userId), ne(authTokens.id, exceptId))
    : eq(authTokens.userId, userId);
  const rows = await db.delete(authTokens).where(condition).returning({ id: authTokens.id });
  return rows.length;
}

export async function insertUserToken(
  db: TExecutor,
  values: { userId: string; purpose: TUserTokenPurpose; secretHash: string; expiresAt: Date },
): Promise<string> {
  const [row] = await db.insert(userTokens).values(values).returning({ id: userTokens.id });
  if (!row) throw new Error('insert into user_tokens returned nothing');
  return row.id;
}

/** A single-use token of this purpose and secret that is neither used nor expired. */
function liveUserToken(purpose: TUserTokenPurpose, secretHash: string) {
  return and(
    eq(userTokens.purpose, purpose),
    eq(userTokens.secretHash, secretHash),
    isNull(userTokens.usedAt),
    gt(userTokens.expiresAt, new Date()),
  );
}

/** Finds and marks used a live single-use token inside a transaction, locking it against a parallel use. */
export async function takeUserToken(
  tx: TExecutor,
  purpose: TUserTokenPurpose,
  secretHash: string,
): Promise<{ id: string; userId: string } | undefined> {
  const [row] = await tx
    .select({ id: userTokens.id, userId: userTokens.userId })
    .from(userTokens)
    .where(liveUserToken(purpose, secretHash))
    .for('update')
    .limit(1);
  if (!row) return undefined;
  await tx.update(userTokens).set({ usedAt: new Date() }).where(eq(userTokens.id, row.id));
  return row;
}

/** Invalidates the unused tokens of one purpose, so only the newest link works. */
export async function expireUserTokens(
  db: TExecutor,
  userId: string,
  purpose: TUserTokenPurpose,
): Promise<void> {
  await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
}

/** True when `userId` holds a token issued to `ip` within the last `days` days (a place they sign in from). */
export async function hasRecentTokenFromIp(
  db: TExecutor,
  userId: string,
  ip: string,
  days: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: authTokens.id })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.userId, userId),
        eq(authTokens.ip, ip),
        gt(authTokens.createdAt, new Date(Date.now() - days * 86_400_000)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The owner of a live, unused single-use token, without using it up (cheap check before hashing). */
export async function findLiveUserToken(
  db: TExecutor,
  purpose: TUserTokenPurpose,
  secretHash: string,
): Promise<{ userId: string } | undefined> {
  const [row] = await db
    .select({ userId: userTokens.userId })
    .from(userTokens)
    .where(liveUserToken(purpose, secretHash))
    .limit(1);
  return row;
}
