import { afterAll, beforeAll, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../test/test-app.ts';

let t: TTestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(() => t.close());

it('probe', async () => {
  const show = (label: string, r: { statusCode: number; body: string; headers: Record<string, unknown> }) =>
    console.log(label, r.statusCode, r.body.slice(0, 600), JSON.stringify(r.headers['retry-after'] ?? ''));
  show('empty register', await call(t.app, 'POST', '/api/auth/register', { body: {} }));
  show('bad register', await call(t.app, 'POST', '/api/auth/register', { body: { name: 'a', email: 'x', phone: '123', country: 'ZZ', password: 'short', password_confirmation: 'other', terms: false } }));
  show('bad register2', await call(t.app, 'POST', '/api/auth/register', { body: { name: 'ab', email: 'x@y.com', phone: '0501234567', country: 'BD', password: 'longenough', password_confirmation: 'other', terms: true } }));
  show('bad register bn', await call(t.app, 'POST', '/api/auth/register', { body: { name: 'a', email: 'x', phone: '123', country: 'ZZ', password: 'short', password_confirmation: 'other', terms: false }, headers: { 'x-locale': 'bn' } }));
  show('no body login', await call(t.app, 'POST', '/api/auth/login'));
  show('empty login', await call(t.app, 'POST', '/api/auth/login', { body: {} }));
  show('bad login', await call(t.app, 'POST', '/api/auth/login', { body: { login: 'not an email', password: 'x' } }));
  show('login unknown', await call(t.app, 'POST', '/api/auth/login', { body: { login: 'nobody@example.com', password: 'x' } }));
  const u = await registerUser(t.app);
  console.log(JSON.stringify(u));
  show('patch theme', await call(t.app, 'PATCH', '/api/users/me', { token: u.token, body: { theme: 'blue', language: 'xx', name: 'a', country: 'QQ' } }));
  show('patch role', await call(t.app, 'PATCH', '/api/users/me', { token: u.token, body: { role: 'admin' } }));
  show('bad json', await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { authorization: 'Bearer x', 'content-type': 'application/json' }, payload: '{bad' }));
  show('empty json', await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { authorization: 'Bearer x', 'content-type': 'application/json' }, payload: '' }));
  show('415', await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { authorization: 'Bearer x', 'content-type': 'application/xml' }, payload: '<a/>' }));
  show('text', await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { authorization: 'Bearer x', 'content-type': 'text/plain' }, payload: 'hi' }));
  show('404', await t.app.inject({ method: 'GET', url: '/api/nope' }));
  show('404 post', await t.app.inject({ method: 'POST', url: '/api/nope' }));
  show('docs', await t.app.inject({ method: 'GET', url: '/api/docs' }));
  show('html', await t.app.inject({ method: 'GET', url: '/login' }));
  show('js', await t.app.inject({ method: 'GET', url: '/x.js' }));
  show('sess bad id', await call(t.app, 'DELETE', '/api/auth/sessions/abc', { token: u.token }));
  show('user', await call(t.app, 'GET', '/user', { token: u.token }));
  show('countries', await call(t.app, 'GET', '/api/countries?lang=bn'));
  show('resend', await call(t.app, 'POST', '/api/auth/email/resend', { token: u.token }));
  show('resend nobearer', await call(t.app, 'POST', '/api/auth/email/resend'));
  show('verify empty', await call(t.app, 'POST', '/api/auth/verify-email', { body: { token: '' } }));
  show('reset bad', await call(t.app, 'POST', '/api/auth/reset-password', { body: { token: 'abc', email: u.payload.email, password: 'newpassword', password_confirmation: 'newpassword' } }));
  show('change bad', await call(t.app, 'POST', '/api/auth/change-password', { token: u.token, body: { current_password: 'wrong', password: 'newpassword', password_confirmation: 'newpassword' } }));
  console.log((await t.mails()).map((m) => m.text).join('\n---\n'));
});
