import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { makeStaff } from '../kyc/kyc-test-helpers.ts';
import { age, codeFromOutbox, newPhone, outboxOf, startVerification } from './whatsapp-test-helpers.ts';

/*
 * The manual way and staff's list (decision 063), as it will be checked from outside: the person
 * sends a reference to the platform's number, staff approve or reject it (with a reason), the
 * person is told, and every step is in the verification's history with who did it.
 */

let t: TTestApp;
let staff: Awaited<ReturnType<typeof makeStaff>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 50 });
  staff = await makeStaff(t);
});
afterAll(() => t.close());

const asStaff = (method: 'GET' | 'POST', url: string, body?: unknown) =>
  call(t.app, method, url, { token: staff.token, body });
const admin = (id: string, action = '') => `/api/admin/whatsapp-verifications/${id}${action}`;
const notices = async (token: string) =>
  (await call(t.app, 'GET', '/api/notifications', { token })).json().data as {
    type: string;
    data: Record<string, unknown>;
  }[];

describe('the manual way', () => {
  it('gives a reference, tells staff, and staff approve it: the number is verified', async () => {
    const person = await registerUser(t.app, { name: 'Rahim Manual' });
    const phone = newPhone();
    const started = await startVerification(t.app, person.token, phone, 'manual');
    expect(started.statusCode, started.body).toBe(201);
    const verification = started.json().data;
    expect(verification).toMatchObject({
      method: 'manual',
      status: 'pending',
      attempts_left: null,
      resend_available_at: null,
      delivery_failed: false,
    });
    expect(verification.reference).toMatch(/^HAAT-[A-HJ-NP-Z2-9]{6}$/);
    expect(Date.parse(verification.expires_at) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(await outboxOf(t, phone)).toEqual([]);
    const status = (await call(t.app, 'GET', '/api/whatsapp', { token: person.token })).json().data;
    expect(status.platform_number).toBe('+8801900000000');
    expect(status.pending.reference).toBe(verification.reference);

    expect((await notices(staff.token))[0]).toMatchObject({
      type: 'staff_whatsapp_requested',
      data: { verification_id: verification.id, user_name: 'Rahim Manual', phone },
    });

    // Staff find it by the reference as the message shows it (any case), or by the number.
    const found = await asStaff(
      'GET',
      `/api/admin/whatsapp-verifications?status=pending&method=manual&q=${verification.reference.toLowerCase()}`,
    );
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data).toHaveLength(1);
    expect(found.json().data[0]).toMatchObject({
      id: verification.id,
      user: { id: person.user.id, name: 'Rahim Manual', whatsapp_number: null },
      sends: 0,
      delivery_error: null,
    });
    expect(found.json().meta).toEqual({ page: 1, perPage: 20, total: 1 });
    const local = `0${phone.slice(4)}`;
    const byNumber = await asStaff('GET', `/api/admin/whatsapp-verifications?q=${local}`);
    expect(byNumber.json().data.map((i: { id: string }) => i.id)).toEqual([verification.id]);

    // A code cannot be asked for or given.
    expect((await asStaff('POST', admin(verification.id, '/resend'))).json().message).toBe(
      'Only a verification by code can send a new code',
    );
    const noCode = await call(t.app, 'POST', `/api/whatsapp/verifications/${verification.id}/confirm`, {
      token: person.token,
      body: { code: '123456' },
    });
    expect(noCode.statusCode).toBe(409);

    const approved = await asStaff('POST', admin(verification.id, '/approve'));
    expect(approved.statusCode, approved.body).toBe(200);
    const detail = approved.json().data;
    expect(detail.verification).toMatchObject({ status: 'verified', user: { whatsapp_number: phone } });
    expect(detail.history.map((e: { action: string }) => e.action)).toEqual(['requested', 'approved']);
    expect(detail.history[0].actor).toEqual({ id: person.user.id, name: 'Rahim Manual' });
    expect(detail.history[1].actor).toEqual({ id: staff.user.id, name: staff.user.name });
    expect(detail.history[1].detail).toMatchObject({ phone, method: 'manual' });

    const mine = (await call(t.app, 'GET', '/api/whatsapp', { token: person.token })).json().data;
    expect(mine).toMatchObject({ number: phone, pending: null });
    expect((await notices(person.token))[0]).toMatchObject({ type: 'whatsapp_verified', data: { phone } });

    const again = await asStaff('POST', admin(verification.id, '/reject'), { reason: 'Too late' });
    expect(again.statusCode).toBe(409);
  });

  it('is rejected with a reason: the person is told why, and can try again', async () => {
    const person = await registerUser(t.app);
    const phone = newPhone();
    const { id } = (await startVerification(t.app, person.token, phone, 'manual')).json().data;

    expect((await asStaff('POST', admin(id, '/reject'), { reason: '   ' })).statusCode).toBe(422);
    expect((await asStaff('POST', admin(id, '/reject'), {})).statusCode).toBe(422);
    const reason =
      'No message with this reference came from +880 1XXX; please send it from the number itself.';
    const rejected = await asStaff('POST', admin(id, '/reject'), { reason });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data.verification).toMatchObject({ status: 'rejected', reason });
    expect(rejected.json().data.history.at(-1)).toMatchObject({
      action: 'rejected',
      actor: { id: staff.user.id },
      detail: { reason },
    });

    const status = (await call(t.app, 'GET', '/api/whatsapp', { token: person.token })).json().data;
    expect(status).toMatchObject({
      number: null,
      pending: null,
      last_closed: { id, status: 'rejected', reason },
    });
    expect((await notices(person.token))[0]).toMatchObject({
      type: 'whatsapp_rejected',
      data: { reason, phone },
    });
    expect((await startVerification(t.app, person.token, phone, 'manual')).statusCode).toBe(201);
  });

  it('expires after seven days: staff can no longer decide it', async () => {
    const person = await registerUser(t.app);
    const { id } = (await startVerification(t.app, person.token, newPhone(), 'manual')).json().data;
    await age(t, id, 7 * 86_400 + 60);
    const list = await asStaff(
      'GET',
      `/api/admin/whatsapp-verifications?status=expired&q=${person.payload.email}`,
    );
    expect(list.json().data.map((i: { id: string }) => i.id)).toEqual([id]);
    expect((await asStaff('POST', admin(id, '/approve'))).statusCode).toBe(409);
  });
});

describe("staff's decisions", () => {
  it('refuses one’s own case, and lets exactly one of two staff decide', async () => {
    const own = (await startVerification(t.app, staff.token, newPhone(), 'manual')).json().data;
    const ownApprove = await asStaff('POST', admin(own.id, '/approve'));
    expect(ownApprove.statusCode).toBe(403);
    expect(ownApprove.json().message).toBe('You cannot decide your own verification');
    expect((await asStaff('POST', admin(own.id, '/reject'), { reason: 'no' })).statusCode).toBe(403);

    const person = await registerUser(t.app);
    const { id } = (await startVerification(t.app, person.token, newPhone(), 'manual')).json().data;
    const other = await makeStaff(t);
    const [a, b] = await Promise.all([
      asStaff('POST', admin(id, '/approve')),
      call(t.app, 'POST', admin(id, '/reject'), {
        token: other.token,
        body: { reason: 'Not from this number' },
      }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const detail = (await asStaff('GET', admin(id))).json().data;
    expect(
      detail.history.filter((e: { action: string }) => ['approved', 'rejected'].includes(e.action)),
    ).toHaveLength(1);
  });

  it('sends a fresh code for a person whose code did not come, recorded with the staff member', async () => {
    const person = await registerUser(t.app);
    const phone = newPhone();
    const { id } = (await startVerification(t.app, person.token, phone)).json().data;
    const first = await codeFromOutbox(t, phone);
    const soon = await asStaff('POST', admin(id, '/resend'));
    expect(soon.statusCode).toBe(429);
    await age(t, id, 61);
    const resent = await asStaff('POST', admin(id, '/resend'));
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().data.verification.sends).toBe(2);
    expect(resent.json().data.history.map((e: { action: string }) => e.action)).toEqual([
      'requested',
      'code_sent',
      'resent',
      'code_sent',
    ]);
    expect(resent.json().data.history[2].actor.id).toBe(staff.user.id);
    const second = await codeFromOutbox(t, phone);
    expect(await outboxOf(t, phone)).toHaveLength(2);
    if (second !== first) {
      const old = await call(t.app, 'POST', `/api/whatsapp/verifications/${id}/confirm`, {
        token: person.token,
        body: { code: first },
      });
      expect(old.statusCode).toBe(422);
    }
    const ok = await call(t.app, 'POST', `/api/whatsapp/verifications/${id}/confirm`, {
      token: person.token,
      body: { code: second },
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('is for staff only, and searches safely', async () => {
    const person = await registerUser(t.app, { name: 'Zubaida 100%_Unique' });
    const { id } = (await startVerification(t.app, person.token, newPhone(), 'manual')).json().data;
    expect(
      (await call(t.app, 'GET', '/api/admin/whatsapp-verifications', { token: person.token })).statusCode,
    ).toBe(403);
    expect((await call(t.app, 'POST', admin(id, '/approve'), { token: person.token })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/admin/whatsapp-verifications')).statusCode).toBe(401);

    const ids = async (query: string) =>
      (await asStaff('GET', `/api/admin/whatsapp-verifications?${query}`))
        .json()
        .data.map((i: { id: string }) => i.id);
    expect(await ids(`q=${encodeURIComponent('100%_Uni')}`)).toEqual([id]);
    expect(await ids(`q=${encodeURIComponent('0%_Uni')}`)).toEqual([id]);
    expect(await ids(`q=${encodeURIComponent('Zubaida 1_0')}`)).toEqual([]);
    expect((await asStaff('GET', '/api/admin/whatsapp-verifications?status=maybe')).statusCode).toBe(422);
    expect((await asStaff('GET', admin('00000000-0000-4000-8000-000000000000'))).statusCode).toBe(404);
    const listed = (await asStaff('GET', '/api/admin/whatsapp-verifications?per_page=100')).json().data;
    const created = listed.map((i: { created_at: string }) => Date.parse(i.created_at));
    expect(created).toEqual([...created].sort((a: number, b: number) => b - a));
  });
});
