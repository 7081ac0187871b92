import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords.ts';
import { randomCode } from '../../lib/secrets.ts';
import type { TDb } from '../client.ts';
import { appMeta } from '../schema/system.ts';
import { users } from '../schema/users.ts';
import { DEMO_USERS } from './demo-users.ts';

// v2 added the second staff account, v3 the moderator; a database seeded with an older version gets
// just the accounts it lacks.
const SEED_KEY = 'seed:demo:v3';

/** Adds the demo accounts once per database; answers false when they were already there. */
export async function seedDemo(db: TDb): Promise<boolean> {
  const hashes = await Promise.all(DEMO_USERS.map((user) => hashPassword(user.password)));
  return db.transaction(async (tx) => {
    // Several instances starting together: one seeds, the others wait and then see it done.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${SEED_KEY}))`);
    const [done] = await tx.select().from(appMeta).where(eq(appMeta.key, SEED_KEY));
    if (done) return false;
    const now = new Date();
    await tx
      .insert(users)
      .values(
        DEMO_USERS.map((user, index) => ({
          name: user.name,
          email: user.email,
          phone: user.phone,
          country: user.country,
          role: user.role,
          language: user.language,
          passwordHash: hashes[index] ?? '',
          referralCode: randomCode(8),
          emailVerifiedAt: now,
          phoneVerifiedAt: now,
        })),
      )
      .onConflictDoNothing();
    await tx.insert(appMeta).values({ key: SEED_KEY, value: now.toISOString() });
    return true;
  });
}
