import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/users.ts';
import { whatsappVerifications } from '../../db/schema/whatsapp.ts';
import {
  age,
  captureLog,
  codeFromOutbox,
  newPhone,
  outboxOf,
  startVerification,
  verificationRow,
  whatsappEvents,
} from './whatsapp-test-helpers.ts';

/*
 * WhatsApp number verification by code (decision 063), from the person's side, on the log
 * connector (the code is read from the outbox, as a developer reads it from the log).
 */

let t: TTestApp;
const log = captureLog();
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 50 }, { logger: log.logger });
});
afterAll(() => t.close());

const status = async (token: string) => (await call(t.app, 'GET', '/api/whatsapp', { token })).json().data;
const confirm = (token: string, id: string, code: string) =>
  call(t.app, 'POST', `/api/whatsapp/verifications/${id}/confirm`, { token, body: { code } });
const resend = (token: string, id: string) =>
  call(t.app, 'POST', `/api/whatsapp/verifications/${id}/resend`, { token });
/** A code that is not `code`. */
const other = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('verification by code (log connector)', () => {
  it('sends a code, verifies the number with it, and shows it on the account', async () => {
    const person = await registerUser(t.app);
    const before = await status(person.token);
    expect(before).toMatchObject({
      number: null,
      pending: null,
      last_closed: null,
      code_available: true,
      platform_number: '+8801900000000',
      platform_number_demo: true,
    });

    const phone = newPhone();
    const started = await startVerification(t.app, person.token, phone);
    expect(started.statusCode, started.body).toBe(201);
    const verification = started.json().data;
    expect(started.json().message).toBeUndefined();
    expect(verification).toMatchObject({
      phone,
      method: 'code',
      status: 'pending',
      reference: null,
      attempts_left: 5,
      delivery_failed: false,
    });
    expect(Date.parse(verification.expires_at) - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(Date.parse(verification.resend_available_at) - Date.now()).toBeGreaterThan(50_000);

    // The outbox keeps the line the log printed; the table keeps only a keyed hash of the code.
    const [message] = await outboxOf(t, phone);
    expect(message).toMatchObject({ connector: 'log', status: 'sent', template: 'haat_verification_code' });
    const code = await codeFromOutbox(t, phone);
    expect(log.text()).toContain(`WhatsApp code for ${phone}: ${code}`);
    const row = await verificationRow(t, verification.id);
    expect(row?.codeHash).toBeTruthy();
    expect(row?.codeHash).not.toContain(code);

    // Spaces and Bengali digits are read.
    const bengali = code.replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)] ?? d);
    const confirmed = await confirm(
      person.token,
      verification.id,
      `${bengali.slice(0, 3)} ${bengali.slice(3)}`,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toMatchObject({ number: phone, pending: null });
    expect(confirmed.json().data.verified_at).not.toBeNull();

    const me = (await call(t.app, 'GET', '/api/auth/user', { token: person.token })).json();
    expect(me.whatsapp_number).toBe(phone);
    const notices = (await call(t.app, 'GET', '/api/notifications', { token: person.token })).json().data;
    expect(notices[0]).toMatchObject({ type: 'whatsapp_verified', data: { phone } });
    expect((await whatsappEvents(t, person.user.id)).map((e) => e.action)).toEqual([
      'whatsapp_requested',
      'whatsapp_code_sent',
      'whatsapp_verified',
    ]);

    // The same code again: the verification is over.
    const replay = await confirm(person.token, verification.id, code);
    expect(replay.statusCode).toBe(409);
    expect(replay.json().message).toMatch(/no longer waiting/);

    // The verified number again is refused; removing it is recorded.
    const again = await startVerification(t.app, person.token, phone);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.phone[0]).toMatch(/already your verified/);
    const removed = await call(t.app, 'DELETE', '/api/whatsapp', { token: person.token });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data).toMatchObject({ number: null, verified_at: null });
    const events = await whatsappEvents(t, person.user.id);
    expect(events.at(-1)).toMatchObject({
      action: 'whatsapp_removed',
      detail: { verification_id: verification.id, phone },
    });
  });

  it('counts wrong codes, kills the code after five, and a new code starts again', async () => {
    const person = await registerUser(t.app);
    const phone = newPhone();
    const { id } = (await startVerification(t.app, person.token, phone)).json().data;
    const code = await codeFromOutbox(t, phone);

    const wrong = await confirm(person.token, id, other(code));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.code[0]).toBe('This code is not right. Tries left: 4');
    expect(wrong.json().message).toBe('This code is not right. Tries left: 4');
    expect((await status(person.token)).pending.attempts_left).toBe(4);
    for (let i = 0; i < 3; i += 1) await confirm(person.token, id, other(code));
    const fifth = await confirm(person.token, id, other(code));
    expect(fifth.json().errors.code[0]).toMatch(/Too many wrong codes/);
    // Even the right code is dead now.
    const right = await confirm(person.token, id, code);
    expect(right.statusCode).toBe(422);
    expect(right.json().errors.code[0]).toMatch(/Too many wrong codes/);
    expect((await status(person.token)).pending.attempts_left).toBe(0);
    const failed = (await whatsappEvents(t, person.user.id)).filter(
      (e) => e.action === 'whatsapp_code_failed',
    );
    expect(failed.map((e) => e.detail.left)).toEqual([4, 3, 2, 1, 0]);

    // A minute later a new code: tries start again, the old code no longer works.
    await age(t, id, 61);
    const renewed = await resend(person.token, id);
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json().data).toMatchObject({ attempts_left: 5, delivery_failed: false });
    const newCode = await codeFromOutbox(t, phone);
    if (newCode !== code) expect((await confirm(person.token, id, code)).statusCode).toBe(422);
    const ok = await confirm(person.token, id, newCode);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.number).toBe(phone);
  });

  it('refuses an expired code, and a new one works', async () => {
    const person = await registerUser(t.app);
    const phone = newPhone();
    const { id } = (await startVerification(t.app, person.token, phone)).json().data;
    const code = await codeFromOutbox(t, phone);
    await age(t, id, 11 * 60);
    const late = await confirm(person.token, id, code);
    expect(late.statusCode).toBe(422);
    expect(late.json().errors.code[0]).toMatch(/expired/);
    // Still pending (a new code can be asked for), until a day after the code expired.
    expect((await status(person.token)).pending.id).toBe(id);
    expect((await resend(person.token, id)).statusCode).toBe(200);
    expect((await confirm(person.token, id, await codeFromOutbox(t, phone))).statusCode).toBe(200);
  });

  it('closes a code verification a day after its code expired, and explains it', async () => {
    const person = await registerUser(t.app);
    const phone = newPhone();
    const { id } = (await startVerification(t.app, person.token, phone)).json().data;
    await age(t, id, 25 * 3600);
    const now = await status(person.token);
    expect(now.pending).toBeNull();
    expect(now.last_closed).toMatchObject({ id, status: 'expired' });
    expect(now.last_closed.decided_at).not.toBeNull();
    expect((await confirm(person.token, id, '123456')).statusCode).toBe(409);
  });

  it('waits a minute between codes (429 with Retry-After) and sends five at most', async () => {
    const person = await registerUser(t.app);
    const phone = newPhone();
    const { id } = (await startVerification(t.app, person.token, phone)).json().data;
    const soon = await resend(person.token, id);
    expect(soon.statusCode).toBe(429);
    const wait = Number(soon.headers['retry-after']);
    expect(wait).toBeGreaterThan(50);
    expect(wait).toBeLessThanOrEqual(60);
    expect(soon.json().message).toBe(`You can ask for a new code in ${wait} seconds`);

    for (let send = 2; send <= 5; send += 1) {
      await age(t, id, 61);
      const response = await resend(person.token, id);
      expect(response.statusCode, response.body).toBe(200);
    }
    await age(t, id, 61);
    const sixth = await resend(person.token, id);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/No more codes/);
    expect(await outboxOf(t, phone)).toHaveLength(5);
    expect((await verificationRow(t, id))?.sends).toBe(5);
  });

  it('lets a new start replace the pending verification (recorded)', async () => {
    const person = await registerUser(t.app);
    const first = (await startVerification(t.app, person.token, newPhone())).json().data;
    const second = (await startVerification(t.app, person.token, newPhone(), 'manual')).json().data;
    expect(second.reference).toMatch(/^HAAT-[A-HJ-NP-Z2-9]{6}$/);
    expect((await verificationRow(t, first.id))?.status).toBe('cancelled');
    const now = await status(person.token);
    expect(now.pending.id).toBe(second.id);
    const cancelled = (await whatsappEvents(t, person.user.id)).find(
      (e) => e.action === 'whatsapp_cancelled',
    );
    expect(cancelled?.detail).toMatchObject({ verification_id: first.id, replaced_by: second.id });

    const stopped = await call(t.app, 'POST', `/api/whatsapp/verifications/${second.id}/cancel`, {
      token: person.token,
    });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json().data.pending).toBeNull();
    const twice = await call(t.app, 'POST', `/api/whatsapp/verifications/${second.id}/cancel`, {
      token: person.token,
    });
    expect(twice.statusCode).toBe(409);
  });
});

describe('at the same moment', () => {
  it('keeps one pending verification for two starts at once, and takes a code once', async () => {
    const person = await registerUser(t.app);
    const starts = await Promise.all([
      startVerification(t.app, person.token, newPhone(), 'manual'),
      startVerification(t.app, person.token, newPhone(), 'manual'),
    ]);
    expect(starts.map((s) => s.statusCode)).toEqual([201, 201]);
    const rows = await t.database.db
      .select()
      .from(whatsappVerifications)
      .where(eq(whatsappVerifications.userId, person.user.id));
    expect(rows.map((r) => r.status).sort()).toEqual(['cancelled', 'pending']);

    const phone = newPhone();
    const { id } = (await startVerification(t.app, person.token, phone)).json().data;
    const code = await codeFromOutbox(t, phone);
    const both = await Promise.all([confirm(person.token, id, code), confirm(person.token, id, code)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const verified = (await whatsappEvents(t, person.user.id)).filter(
      (e) => e.action === 'whatsapp_verified',
    );
    expect(verified).toHaveLength(1);
  });
});

describe('who may do what', () => {
  it("does not let another person read, confirm, resend or cancel someone's verification", async () => {
    const owner = await registerUser(t.app);
    const phone = newPhone();
    const { id } = (await startVerification(t.app, owner.token, phone)).json().data;
    const code = await codeFromOutbox(t, phone);
    const stranger = await registerUser(t.app);
    expect((await confirm(stranger.token, id, code)).statusCode).toBe(404);
    await age(t, id, 61);
    expect((await resend(stranger.token, id)).statusCode).toBe(404);
    expect(
      (await call(t.app, 'POST', `/api/whatsapp/verifications/${id}/cancel`, { token: stranger.token }))
        .statusCode,
    ).toBe(404);
    expect((await status(stranger.token)).pending).toBeNull();
    expect(
      (await call(t.app, 'GET', `/api/admin/whatsapp-verifications/${id}`, { token: stranger.token }))
        .statusCode,
    ).toBe(403);
    expect((await call(t.app, 'GET', '/api/whatsapp')).statusCode).toBe(401);
    // Untouched by all that.
    expect(await verificationRow(t, id)).toMatchObject({ status: 'pending', failedAttempts: 0, sends: 1 });
    expect((await confirm(owner.token, id, code)).statusCode).toBe(200);
  });

  it('refuses a number another account verified, at the start and at the last step', async () => {
    const first = await registerUser(t.app);
    const second = await registerUser(t.app);
    const phone = newPhone();
    // Both start before either verified: the second to confirm is refused.
    const a = (await startVerification(t.app, first.token, phone)).json().data;
    const codeA = await codeFromOutbox(t, phone);
    const b = (await startVerification(t.app, second.token, phone)).json().data;
    const codeB = await codeFromOutbox(t, phone);
    expect((await confirm(first.token, a.id, codeA)).statusCode).toBe(200);
    const late = await confirm(second.token, b.id, codeB);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This WhatsApp number is verified by another account');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, second.user.id));
    expect(row?.whatsappNumber).toBeNull();

    const taken = await startVerification(t.app, second.token, phone);
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.phone[0]).toBe('This WhatsApp number is verified by another account');
  });

  it('answers bad input with field errors and changes nothing', async () => {
    const person = await registerUser(t.app);
    const bad = await call(t.app, 'POST', '/api/whatsapp/verifications', {
      token: person.token,
      body: { phone: '12', method: 'sms' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['method', 'phone']);
    const empty = await call(t.app, 'POST', '/api/whatsapp/verifications', { token: person.token, body: {} });
    expect(Object.keys(empty.json().errors).sort()).toEqual(['method', 'phone']);
    const rows = await t.database.db
      .select()
      .from(whatsappVerifications)
      .where(eq(whatsappVerifications.userId, person.user.id));
    expect(rows).toEqual([]);

    const phone = newPhone();
    const { id } = (await startVerification(t.app, person.token, phone)).json().data;
    for (const code of ['12345', '1234567', 'abcdef', '']) {
      const response = await confirm(person.token, id, code);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.code).toBeDefined();
    }
    expect((await verificationRow(t, id))?.failedAttempts).toBe(0);
    expect(
      (
        await call(t.app, 'POST', '/api/whatsapp/verifications/not-a-uuid/confirm', {
          token: person.token,
          body: { code: '123456' },
        })
      ).statusCode,
    ).toBe(422);
  });
});

describe('limits and configuration', () => {
  it('limits the codes sent to one number per hour, across accounts', async () => {
    const strict = await createTestApp();
    try {
      const phone = newPhone();
      for (let i = 0; i < 5; i += 1) {
        const { token } = await registerUser(strict.app);
        const response = await startVerification(strict.app, token, phone);
        expect(response.statusCode, response.body).toBe(201);
      }
      const { token } = await registerUser(strict.app);
      const refused = await startVerification(strict.app, token, phone);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
      expect(await outboxOf(strict, phone)).toHaveLength(5);
      // The manual way sends nothing and is not limited by it.
      expect((await startVerification(strict.app, token, phone, 'manual')).statusCode).toBe(201);
    } finally {
      await strict.close();
    }
  });

  it('offers no codes with WHATSAPP_CONNECTOR=none, and no manual way without a platform number', async () => {
    const off = await createTestApp({ whatsapp: { connector: 'none' } });
    try {
      const { token } = await registerUser(off.app);
      const view = (await call(off.app, 'GET', '/api/whatsapp', { token })).json().data;
      expect(view).toMatchObject({
        code_available: false,
        platform_number: null,
        platform_number_demo: false,
      });
      const code = await startVerification(off.app, token, newPhone());
      expect(code.statusCode).toBe(422);
      expect(code.json().errors.method[0]).toMatch(/not available right now/);
      const manual = await startVerification(off.app, token, newPhone(), 'manual');
      expect(manual.statusCode).toBe(422);
      expect(manual.json().errors.method[0]).toMatch(/manual way is not available/);
    } finally {
      await off.close();
    }
  });
});
