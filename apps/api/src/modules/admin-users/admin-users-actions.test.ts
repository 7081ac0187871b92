import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, newRegistration, type TTestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/users.ts';
import type { TStaffContext } from '../audit/record-staff-action.ts';
import { asPerson, auditAbout, makePerson, type TPerson } from './admin-users-test-helpers.ts';
import { createUser } from './create-user.ts';

/*
 * Staff's actions on people (issue 17 item 2): suspend (sessions end at once, sign-in refused with
 * the reason), unsuspend, create with an invitation, resend verification, bulk, the moderator's
 * limits, and an audit row with every change (none when it fails).
 */

let t: TTestApp;
let admin: TPerson;
let moderator: TPerson;
let asAdmin: ReturnType<typeof asPerson>;
let asModerator: ReturnType<typeof asPerson>;

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 50 });
  admin = await makePerson(t, 'admin', { name: 'Ayesha Admin' });
  moderator = await makePerson(t, 'moderator', { name: 'Mitu Moderator' });
  asAdmin = asPerson(t, admin);
  asModerator = asPerson(t, moderator);
});
afterAll(() => t.close());

const login = (loginValue: string, password: string) =>
  call(t.app, 'POST', '/api/auth/login', { body: { login: loginValue, password } });

describe('suspend and unsuspend', () => {
  it('ends every open session at once, refuses sign-in with the reason, and records both actions', async () => {
    const person = await makePerson(t);
    const second = (await login(person.payload.email, person.payload.password)).json().data.token as string;
    expect((await call(t.app, 'GET', '/user', { token: person.token })).statusCode).toBe(200);

    const suspended = await asAdmin('POST', `/api/admin/users/${person.user.id}/suspend`, {
      reason: 'Selling counterfeit phones',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json().data.user).toMatchObject({
      status: 'suspended',
      suspended_reason: 'Selling counterfeit phones',
      last_active: null,
    });
    for (const token of [person.token, second])
      expect((await call(t.app, 'GET', '/user', { token })).statusCode).toBe(401);

    const refused = await login(person.payload.email, person.payload.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'This account is suspended. Reason: Selling counterfeit phones — please contact support if you think this is a mistake.',
    );
    const inBengali = await call(t.app, 'POST', '/api/auth/login', {
      body: { login: person.payload.email, password: person.payload.password },
      headers: { 'x-locale': 'bn' },
    });
    expect(inBengali.json().message).toContain('স্থগিত');
    // A wrong password still says nothing about the account.
    expect((await login(person.payload.email, 'wrong-password-1')).statusCode).toBe(422);

    const again = await asAdmin('POST', `/api/admin/users/${person.user.id}/suspend`, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This person is already suspended');

    const lifted = await asAdmin('POST', `/api/admin/users/${person.user.id}/unsuspend`);
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json().data.user).toMatchObject({ status: 'active', suspended_reason: null });
    expect((await login(person.payload.email, person.payload.password)).statusCode).toBe(200);
    expect((await asAdmin('POST', `/api/admin/users/${person.user.id}/unsuspend`)).statusCode).toBe(409);

    const audit = await auditAbout(t, person.user.id);
    expect(audit.map((row) => row.action)).toEqual(['users.suspend', 'users.unsuspend']);
    expect(audit[0]).toMatchObject({
      actorId: admin.user.id,
      actorName: 'Ayesha Admin',
      actorRole: 'admin',
      targetLabel: `${person.user.name} <${person.user.email}>`,
      before: { status: 'active' },
      after: { status: 'suspended', suspended_reason: 'Selling counterfeit phones', sessions_ended: 2 },
      reason: 'Selling counterfeit phones',
    });
    expect(audit[0]?.ip).toBeTruthy();
    expect(audit[1]).toMatchObject({
      before: { status: 'suspended', suspended_reason: 'Selling counterfeit phones' },
      after: { status: 'active' },
    });
    const detail = (await asAdmin('GET', `/api/admin/users/${person.user.id}`)).json().data;
    expect(detail.audit.map((row: { action: string }) => row.action)).toEqual([
      'users.unsuspend',
      'users.suspend',
    ]);
  });

  it('needs a reason of 3 to 500 characters', async () => {
    const person = await makePerson(t);
    for (const reason of [undefined, '', '  ', 'no', 'x'.repeat(501)]) {
      const response = await asAdmin('POST', `/api/admin/users/${person.user.id}/suspend`, { reason });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.reason).toHaveLength(1);
    }
    expect(await auditAbout(t, person.user.id)).toEqual([]);
  });

  it('refuses suspending oneself, a missing person, and staff for a moderator', async () => {
    const self = await asAdmin('POST', `/api/admin/users/${admin.user.id}/suspend`, { reason: 'testing' });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('You cannot suspend or unsuspend your own account');
    const missing = await asAdmin('POST', '/api/admin/users/00000000-0000-4000-8000-000000000000/suspend', {
      reason: 'testing',
    });
    expect(missing.statusCode).toBe(404);

    const otherModerator = await makePerson(t, 'moderator');
    for (const target of [admin, otherModerator]) {
      const response = await asModerator('POST', `/api/admin/users/${target.user.id}/suspend`, {
        reason: 'testing',
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Only an admin can suspend or unsuspend a staff member');
      expect(await auditAbout(t, target.user.id)).toEqual([]);
    }
    // A moderator may suspend a person without a staff role.
    const person = await makePerson(t);
    const done = await asModerator('POST', `/api/admin/users/${person.user.id}/suspend`, { reason: 'spam' });
    expect(done.statusCode, done.body).toBe(200);
    expect((await auditAbout(t, person.user.id))[0]).toMatchObject({ actorRole: 'moderator' });
  });

  it('takes many at once, answering who was changed and who was refused and why', async () => {
    const [a, b] = [await makePerson(t), await makePerson(t)];
    const body = {
      action: 'suspend',
      ids: [a.user.id, admin.user.id, b.user.id, a.user.id],
      reason: 'Spam wave',
    };
    const response = await asAdmin('POST', '/api/admin/users/bulk', body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      done: [a.user.id, b.user.id],
      refused: [
        {
          id: admin.user.id,
          code: 'FORBIDDEN',
          message: 'You cannot suspend or unsuspend your own account',
        },
      ],
    });
    for (const person of [a, b])
      expect((await auditAbout(t, person.user.id)).map((row) => row.action)).toEqual(['users.suspend']);
    expect((await call(t.app, 'GET', '/user', { token: a.token })).statusCode).toBe(401);

    const noReason = await asAdmin('POST', '/api/admin/users/bulk', { action: 'suspend', ids: [a.user.id] });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toBeDefined();
    const tooMany = await asAdmin('POST', '/api/admin/users/bulk', {
      action: 'unsuspend',
      ids: Array.from({ length: 101 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`),
    });
    expect(tooMany.statusCode).toBe(422);

    const lifted = await asModerator('POST', '/api/admin/users/bulk', {
      action: 'unsuspend',
      ids: [a.user.id, b.user.id, admin.user.id],
    });
    expect(lifted.json().data.done).toEqual([a.user.id, b.user.id]);
    expect(lifted.json().data.refused).toMatchObject([{ id: admin.user.id, code: 'FORBIDDEN' }]);
  });
});

describe('create a person', () => {
  it('invites them by mail; the link sets the password, verifies the address and signs them in', async () => {
    const registration = newRegistration({ name: 'Karim Invited' });
    const response = await asAdmin('POST', '/api/admin/users', {
      name: registration.name,
      email: registration.email.toUpperCase(),
      phone: registration.phone,
      country: 'BD',
      language: 'bn',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe(`Invitation sent to ${registration.email}`);
    const created = response.json().data.user;
    expect(created).toMatchObject({
      name: 'Karim Invited',
      role: 'user',
      email_verified: false,
      language: 'bn',
    });

    // Nobody knows a password yet.
    expect((await login(registration.email, registration.password)).statusCode).toBe(422);
    const [mail] = (await t.mails()).filter((row) => row.to === registration.email);
    expect(mail?.subject).toBe('হাটে আপনাকে আমন্ত্রণ জানানো হচ্ছে');
    const link = new URL(/(http\S+)/.exec(mail?.text ?? '')?.[1] ?? '');
    expect(link.pathname).toBe('/reset-password');
    expect(link.searchParams.get('invite')).toBe('1');
    const password = 'Fresh-Mango-Tree-42';
    const set = await call(t.app, 'POST', '/api/auth/reset-password', {
      body: {
        token: link.searchParams.get('token'),
        email: link.searchParams.get('email'),
        password,
        password_confirmation: password,
      },
    });
    expect(set.statusCode, set.body).toBe(200);
    const signedIn = await login(registration.email, password);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().data.user.email_verified_at).not.toBeNull();

    const [row] = await auditAbout(t, created.id);
    expect(row).toMatchObject({
      action: 'users.create',
      actorId: admin.user.id,
      after: { name: 'Karim Invited', email: registration.email, role: 'user', country: 'BD' },
    });
  });

  it('keeps the invitation link working for days, not an hour', async () => {
    const registration = newRegistration();
    const response = await asAdmin('POST', '/api/admin/users', {
      name: 'Later Person',
      email: registration.email,
      phone: registration.phone,
      country: 'BD',
    });
    expect(response.statusCode).toBe(201);
    const rows = await t.database.db.execute<{ hours: number }>(
      `SELECT extract(epoch FROM expires_at - created_at) / 3600 AS hours FROM user_tokens
       WHERE user_id = '${response.json().data.user.id}' AND purpose = 'password_reset'`,
    );
    expect(Math.round(Number(rows.rows[0]?.hours))).toBe(168);
  });

  it('refuses a taken email or phone at its field (409) and bad input (422)', async () => {
    const taken = await asAdmin('POST', '/api/admin/users', {
      name: 'Copy Cat',
      email: moderator.user.email,
      phone: moderator.payload.phone,
      country: 'BD',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({
      email: ['This email address is already registered'],
      phone: ['This phone number is already registered'],
    });
    const bad = await asAdmin('POST', '/api/admin/users', {
      name: 'A',
      email: 'nope',
      phone: '12',
      country: 'ZZ',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['country', 'email', 'name', 'phone']);
  });

  it('lets only an admin create staff; a moderator creates people', async () => {
    const registration = newRegistration();
    const body = { name: 'New Staff', email: registration.email, phone: registration.phone, country: 'BD' };
    const staff = await asModerator('POST', '/api/admin/users', { ...body, role: 'moderator' });
    expect(staff.statusCode).toBe(403);
    expect(staff.json().message).toBe('Only an admin can create a staff member');
    expect((await t.mails()).some((mail) => mail.to === registration.email)).toBe(false);
    const person = await asModerator('POST', '/api/admin/users', body);
    expect(person.statusCode, person.body).toBe(201);
    expect(person.json().data.can).toEqual({ suspend: true, change_role: false, see_money: false });
    expect(person.json().data.wallet).toBeNull();
    const byAdmin = newRegistration();
    const moderatorMade = await asAdmin('POST', '/api/admin/users', {
      name: 'Second Moderator',
      email: byAdmin.email,
      phone: byAdmin.phone,
      country: 'BD',
      role: 'moderator',
    });
    expect(moderatorMade.json().data.user.role).toBe('moderator');
  });

  it('writes no audit row and keeps nobody when the action fails inside its transaction', async () => {
    const registration = newRegistration();
    const staff: TStaffContext = {
      actor: { id: admin.user.id, name: 'Ayesha Admin', role: 'admin' },
      ip: '127.0.0.1',
      userAgent: 'test',
    };
    const failingMailer = {
      send: async () => {
        throw new Error('mail server on fire');
      },
    };
    await expect(
      createUser({ ...t.app.deps, mailer: failingMailer }, staff, {
        name: 'Never Made',
        email: registration.email,
        phone: `+880${registration.phone.slice(1)}`,
        country: 'BD',
        role: 'user',
        language: 'en',
      }),
    ).rejects.toThrow('mail server on fire');
    const [row] = await t.database.db.select().from(users).where(eq(users.email, registration.email));
    expect(row).toBeUndefined();
    const audit = await t.database.db.execute(
      `SELECT count(*)::int AS n FROM audit_log WHERE target_label LIKE 'Never Made%'`,
    );
    expect(audit.rows[0]).toEqual({ n: 0 });
  });
});

describe('the person page and resending verification', () => {
  it('shows businesses, cards, orders and wallet (money for admins only)', async () => {
    const person = await makePerson(t, 'user', { name: 'Rahim Shop' });
    const forAdmin = await asAdmin('GET', `/api/admin/users/${person.user.id}`);
    expect(forAdmin.statusCode, forAdmin.body).toBe(200);
    const data = forAdmin.json().data;
    expect(data).toMatchObject({
      cards: { total: 0, active: 0 },
      wallet: { balance: 0, held: 0 },
      orders: { bought: 0, spent: 0, sold: 0 },
      kyc: { status: 'none' },
      whatsapp: { status: 'none' },
      can: { suspend: true, change_role: true, see_money: true },
    });
    expect(data.user.referral_code).toMatch(/^[A-Z0-9]{8}$/);
    const forModerator = (await asModerator('GET', `/api/admin/users/${person.user.id}`)).json().data;
    expect(forModerator.wallet).toBeNull();
    expect(forModerator.orders.spent).toBeNull();
    expect(forModerator.can).toEqual({ suspend: true, change_role: false, see_money: false });
    const adminPage = (await asModerator('GET', `/api/admin/users/${admin.user.id}`)).json().data;
    expect(adminPage.can.suspend).toBe(false);
    expect((await asAdmin('GET', '/api/admin/users/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
  });

  it('mails a new verification link and is refused once the address is verified', async () => {
    const person = await makePerson(t);
    const before = (await t.mails()).filter((mail) => mail.to === person.user.email).length;
    const sent = await asModerator('POST', `/api/admin/users/${person.user.id}/resend-verification`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toBe('A new verification link has been sent');
    const mails = (await t.mails()).filter((mail) => mail.to === person.user.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]?.text).toMatch(/verify-email\?token=/);
    expect((await auditAbout(t, person.user.id)).map((row) => row.action)).toEqual([
      'users.resend_verification',
    ]);

    await t.database.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, person.user.id));
    const verified = await asModerator('POST', `/api/admin/users/${person.user.id}/resend-verification`);
    expect(verified.statusCode).toBe(409);
    expect(verified.json().message).toBe('This person’s email address is already verified');
    expect(await auditAbout(t, person.user.id)).toHaveLength(1);
  });
});
