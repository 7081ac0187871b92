import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { users } from '../../db/schema/users.ts';
import { notifyStaff } from './notify.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function staffMember(role: 'admin' | 'moderator', status: 'active' | 'suspended' = 'active') {
  const person = await registerUser(t.app);
  await t.database.db.update(users).set({ role, status }).where(eq(users.id, person.user.id));
  return person;
}

async function typesOf(userId: string) {
  const rows = await t.database.db
    .select({ type: notifications.type })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return rows.map((row) => row.type).sort();
}

describe('staff notices go to the staff whose role may act on them', () => {
  it('moderators hear of identity, WhatsApp and reports, never money; suspended staff hear nothing', async () => {
    const admin = await staffMember('admin');
    const moderator = await staffMember('moderator');
    const suspended = await staffMember('moderator', 'suspended');
    const user = await registerUser(t.app);
    await t.database.db.transaction(async (tx) => {
      await notifyStaff(tx, 'staff_top_up_submitted', { payment_id: 'x' });
      await notifyStaff(tx, 'staff_withdrawal_requested', { withdrawal_id: 'x' });
      await notifyStaff(tx, 'staff_kyc_submitted', { submission_id: 'x' });
      await notifyStaff(tx, 'staff_whatsapp_requested', { verification_id: 'x' });
      await notifyStaff(tx, 'staff_content_reported', { report_id: 'x' });
    });
    expect(await typesOf(admin.user.id)).toEqual([
      'staff_content_reported',
      'staff_kyc_submitted',
      'staff_top_up_submitted',
      'staff_whatsapp_requested',
      'staff_withdrawal_requested',
    ]);
    expect(await typesOf(moderator.user.id)).toEqual([
      'staff_content_reported',
      'staff_kyc_submitted',
      'staff_whatsapp_requested',
    ]);
    expect(await typesOf(suspended.user.id)).toEqual([]);
    expect(await typesOf(user.user.id)).toEqual([]);
    // The moderator reads their own notices like anyone.
    const page = (await call(t.app, 'GET', '/api/notifications', { token: moderator.token })).json();
    expect(page.meta.total).toBe(3);
  });
});
