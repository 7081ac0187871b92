import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { cloudConnector } from './connectors.ts';
import { startCloudStandIn, type TCloudStandIn } from './whatsapp-cloud-stand-in.ts';
import {
  age,
  captureLog,
  newPhone,
  outboxOf,
  startVerification,
  whatsappEvents,
} from './whatsapp-test-helpers.ts';

/*
 * The Cloud API connector (decision 063) against a local stand-in of its send-message endpoint:
 * the request's shape and token, and each answer (sent, rate limited, expired token, not a
 * WhatsApp number) kept in the outbox and reported to the person — without the token or the code
 * in the log or the outbox.
 */

let t: TTestApp;
let cloud: TCloudStandIn;
const log = captureLog();
beforeAll(async () => {
  cloud = await startCloudStandIn();
  t = await createTestApp(
    {
      rateLimitFactor: 50,
      whatsapp: {
        connector: 'cloud',
        cloud: {
          token: cloud.token,
          phoneNumberId: cloud.phoneNumberId,
          templateName: cloud.templateName,
          baseUrl: cloud.baseUrl,
        },
        platformNumber: '+880 1900-000001',
      },
    },
    { logger: log.logger },
  );
});
afterAll(async () => {
  await t.close();
  await cloud.stop();
});
beforeEach(() => cloud.setMode('success'));

describe('the Cloud API connector', () => {
  it('sends the authentication template in the person’s language, and the code verifies the number', async () => {
    const person = await registerUser(t.app);
    await call(t.app, 'PATCH', '/api/users/me', { token: person.token, body: { language: 'bn' } });
    const phone = newPhone();
    const started = await startVerification(t.app, person.token, phone);
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json().data.delivery_failed).toBe(false);
    expect(cloud.refused).toEqual([]);
    const request = cloud.requests.at(-1);
    expect(request).toMatchObject({ to: phone.slice(1), template: 'haat_verification_code' });
    expect(request?.language).toBe('bn');

    const [message] = await outboxOf(t, phone);
    expect(message).toMatchObject({ connector: 'cloud', status: 'sent', text: null, error: null });
    expect(message?.providerMessageId).toMatch(/^wamid\./);

    const status = (await call(t.app, 'GET', '/api/whatsapp', { token: person.token })).json().data;
    expect(status.platform_number).toBe('+8801900000001');
    expect(status.platform_number_demo).toBe(false);
    const confirmed = await call(
      t.app,
      'POST',
      `/api/whatsapp/verifications/${started.json().data.id}/confirm`,
      {
        token: person.token,
        body: { code: cloud.lastCode() },
      },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.number).toBe(phone);

    // Neither the token nor the code reached the log.
    expect(log.text()).not.toContain(cloud.token);
    expect(log.text()).not.toContain(`: ${cloud.lastCode()}`);
  });

  it.each([
    ['rate_limit', /rate limited \(#130429\)/],
    ['pair_rate_limit', /rate limited \(#131056\)/],
    ['expired_token', /access token expired or invalid \(#190\/463\)/],
    ['not_whatsapp', /not a WhatsApp number or not allowed \(#131026\)/],
  ] as const)('keeps a refusal (%s) in the outbox and tells the person', async (mode, words) => {
    cloud.setMode(mode);
    const person = await registerUser(t.app);
    const phone = newPhone();
    const started = await startVerification(t.app, person.token, phone);
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json().data).toMatchObject({ status: 'pending', delivery_failed: true });
    expect(started.json().message).toBe(
      'The code could not be sent by WhatsApp. Check the number, or use the manual way',
    );
    const [message] = await outboxOf(t, phone);
    expect(message).toMatchObject({
      connector: 'cloud',
      status: 'failed',
      text: null,
      providerMessageId: null,
    });
    expect(message?.error).toMatch(words);
    expect(message?.error).not.toContain(cloud.lastCode());

    const events = await whatsappEvents(t, person.user.id);
    expect(events.map((e) => e.action)).toEqual(['whatsapp_requested', 'whatsapp_code_send_failed']);
    expect(events[1]?.detail).toMatchObject({
      verification_id: started.json().data.id,
      outbox_id: message?.id,
      retryable: mode.endsWith('rate_limit'),
    });

    // Staff see why; a later send that goes out clears it.
    const staffView = (await call(t.app, 'GET', '/api/whatsapp', { token: person.token })).json().data;
    expect(staffView.pending.delivery_failed).toBe(true);
    cloud.setMode('success');
    await age(t, started.json().data.id, 61);
    const resent = await call(t.app, 'POST', `/api/whatsapp/verifications/${started.json().data.id}/resend`, {
      token: person.token,
    });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().data.delivery_failed).toBe(false);
    expect(resent.json().message).toBeUndefined();
    expect(log.text()).not.toContain(cloud.token);
  });

  it('falls back to English when the template has no translation in the person’s language', async () => {
    cloud.setMode('untranslated');
    const person = await registerUser(t.app);
    await call(t.app, 'PATCH', '/api/users/me', { token: person.token, body: { language: 'ar' } });
    const phone = newPhone();
    const started = await startVerification(t.app, person.token, phone);
    expect(started.json().data.delivery_failed).toBe(false);
    expect(cloud.requests.slice(-2).map((r) => r.language)).toEqual(['ar', 'en']);
  });
});

describe('the connector on its own', () => {
  const silent = { warn: () => undefined, error: () => undefined };
  const message = { to: '+8801712345678', code: '123456', language: 'sp' as const };

  it('maps languages, and reports a wrong token as an expired one without throwing', async () => {
    const connector = cloudConnector(
      {
        token: cloud.token,
        phoneNumberId: cloud.phoneNumberId,
        templateName: cloud.templateName,
        baseUrl: cloud.baseUrl,
      },
      silent,
    );
    const sent = await connector.sendVerificationCode(message);
    expect(sent.ok).toBe(true);
    expect(cloud.requests.at(-1)).toMatchObject({ to: '8801712345678', language: 'es', code: '123456' });

    const wrongToken = cloudConnector(
      {
        token: 'nope',
        phoneNumberId: cloud.phoneNumberId,
        templateName: cloud.templateName,
        baseUrl: cloud.baseUrl,
      },
      silent,
    );
    expect(await wrongToken.sendVerificationCode(message)).toMatchObject({ ok: false, retryable: false });
    expect(cloud.refused.at(-1)?.status).toBe(401);
  });

  it('gives up after its timeout, and when nothing answers at all', async () => {
    cloud.setMode('hang');
    const slow = cloudConnector(
      {
        token: cloud.token,
        phoneNumberId: cloud.phoneNumberId,
        templateName: cloud.templateName,
        baseUrl: cloud.baseUrl,
        timeoutMs: 200,
      },
      silent,
    );
    expect(await slow.sendVerificationCode(message)).toEqual({
      ok: false,
      error: 'no answer within 0.2 s',
      retryable: true,
    });
    const nowhere = cloudConnector(
      { token: 'x', phoneNumberId: '1', templateName: 'x', baseUrl: 'http://127.0.0.1:9/v21.0' },
      silent,
    );
    expect(await nowhere.sendVerificationCode(message)).toMatchObject({ ok: false, retryable: true });
  });
});
