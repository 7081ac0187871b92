import { describe, expect, it } from 'vitest';
import { captureLog } from '../../test/capture-log.ts';
import { call, createTestApp, registerUser } from '../../test/test-app.ts';
import { redactQueryParams, redactUrl } from './log-redaction.ts';

// Finding 14: live links and tokens never reach the production log.

const tokenOf = (text: string | undefined) => /token=([A-Za-z0-9_-]+)/.exec(text ?? '')?.[1];

describe('production logs', () => {
  it('keep mail in the outbox without logging its links or tokens', async () => {
    const log = captureLog();
    const t = await createTestApp({ env: 'production' }, { logger: log.logger });
    try {
      const { payload } = await registerUser(t.app);
      await call(t.app, 'POST', '/api/auth/forgot-password', { body: { email: payload.email } });
      const mails = (await t.mails()).filter((m) => m.to === payload.email);
      expect(mails.map((m) => m.subject).sort()).toEqual([
        'Reset your password',
        'Verify your email address',
      ]);
      for (const mail of mails) {
        const token = tokenOf(mail.text);
        expect(token).toBeTruthy();
        expect(log.text()).not.toContain(token);
      }
      expect(log.text()).toContain('mail kept in outbox');
      expect(log.text()).not.toMatch(/https?:\/\/\S*token=/);
    } finally {
      await t.close();
    }
  });

  it('redact bearer tokens, cookies and token query parameters from request logs', async () => {
    const log = captureLog();
    const t = await createTestApp({ env: 'production' }, { logger: log.logger });
    try {
      await t.app.inject({
        method: 'GET',
        url: '/reset-password?token=SECRET-TOKEN-123&email=owner%40example.com',
        headers: {
          authorization: 'Bearer 0190-id|SECRET-BEARER-456',
          cookie: 'XSRF-TOKEN=SECRET-CSRF-789; haat_device=SECRET-DEVICE',
        },
      });
      await t.app.inject({ method: 'GET', url: '/verify-email?token=SECRET-VERIFY-000' });
      const text = log.text();
      expect(text).toContain('/reset-password?token=[redacted]&email=[redacted]');
      for (const secret of [
        'SECRET-TOKEN',
        'owner%40example.com',
        'SECRET-BEARER',
        'SECRET-CSRF',
        'SECRET-DEVICE',
        'SECRET-VERIFY',
      ])
        expect(text).not.toContain(secret);
    } finally {
      await t.close();
    }
  });
});

describe('development logs', () => {
  it('still print outbox links on a laptop', async () => {
    const log = captureLog();
    const t = await createTestApp({ env: 'development' }, { logger: log.logger });
    try {
      const { payload } = await registerUser(t.app);
      const [mail] = (await t.mails()).filter((m) => m.to === payload.email);
      const token = tokenOf(mail?.text);
      expect(token).toBeTruthy();
      expect(log.text()).toContain(`verify-email?token=${token}`);
    } finally {
      await t.close();
    }
  });
});

describe('redaction helpers', () => {
  it('blank secret query values and keep the rest', () => {
    expect(redactUrl('/x?a=1&token=abc&sig=z#h')).toBe('/x?a=1&token=[redacted]&sig=[redacted]#h');
    expect(redactUrl('/api/businesses?q=tea&page=2')).toBe('/api/businesses?q=tea&page=2');
  });

  it('drop the bound values of a failed query', () => {
    const message =
      'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: a@b.c,$argon2id$v=19$secret';
    expect(redactQueryParams(message)).toBe(
      'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: [redacted]',
    );
    const stack = `Error: ${message}\n    at run (file.js:1:1)`;
    expect(redactQueryParams(stack)).toBe(
      'Error: Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: [redacted]\n    at run (file.js:1:1)',
    );
  });
});
