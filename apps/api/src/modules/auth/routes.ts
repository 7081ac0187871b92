import {
  successEnvelope,
  translate,
  ZAuthResultSchema,
  ZChangePasswordSchema,
  ZForgotPasswordSchema,
  ZLoginResultSchema,
  ZLoginSchema,
  ZRegisterSchema,
  ZResetPasswordSchema,
  ZSessionSchema,
  ZTwoFactorLoginSchema,
  ZUserSchema,
  ZVerifyEmailSchema,
} from '@haat/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { withMoreFieldErrors } from '../../lib/more-field-errors.ts';
import { requestPlace } from '../../lib/request-place.ts';
import { currentAuth } from '../../plugins/auth.ts';
import { rateLimited } from '../../plugins/rate-limit.ts';
import { depsForRequest } from '../../plugins/site-url.ts';
import { assertMayEnter, assertRegistrationOpen } from '../system-status/read-system-status.ts';
import { isRememberedBrowser, rememberBrowser } from '../two-factor/remembered-browser.ts';
import { passSignInChallenge } from '../two-factor/sign-in-challenge.ts';
import { presentUser } from '../users/present-user.ts';
import { findUserById } from '../users/repository.ts';
import { changePassword } from './change-password.ts';
import { checkRegistration, readableRegistration } from './check-registration.ts';
import { issueToken } from './issue-token.ts';
import { knownDeviceOf, rememberDevice } from './known-device.ts';
import { listSessions } from './list-sessions.ts';
import { loginSubject, loginThrottleKey } from './login-throttle.ts';
import { findUserByLogin, loginUser, suspendedError } from './login-user.ts';
import { registerUser } from './register-user.ts';
import { deleteAuthToken } from './repository.ts';
import { requestPasswordReset } from './request-password-reset.ts';
import { resetPassword } from './reset-password.ts';
import { sendVerificationEmail } from './send-verification-email.ts';
import { tokenContext } from './token-context.ts';
import { verifyEmail } from './verify-email.ts';

const tags = ['auth'];
const ZMessageOnly = z.object({ success: z.literal(true), message: z.string() });
const bodyField = (field: string) => (request: FastifyRequest) => {
  const value = (request.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' && value.trim() ? value.trim().toLowerCase().slice(0, 254) : undefined;
};

export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const t = (request: FastifyRequest, key: string) => translate(request.lang(), key);
  const ok = (status: number) => status < 400;
  // Reset mails are counted per account (an unknown address by itself, the same way, so a 429 says
  // nothing about whether it exists); a browser known to the account is counted on its own.
  const forgotKey = async (request: FastifyRequest) => {
    const login = bodyField('login')(request) ?? bodyField('email')(request);
    if (!login) return undefined;
    const user = await findUserByLogin(deps, login);
    return loginThrottleKey(deps, 'forgot', loginSubject(deps, login, user), user, {
      ip: request.ip,
      device: user ? knownDeviceOf(request, deps.config.appKey, user.id) : undefined,
    });
  };

  app.get(
    '/api/auth/csrf',
    {
      schema: {
        tags,
        summary: 'Sets the XSRF-TOKEN cookie and answers the token',
        response: { 200: successEnvelope(z.object({ csrf_token: z.string() })) },
      },
    },
    async (request) => ({ success: true as const, data: { csrf_token: request.csrfToken } }),
  );

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags,
        summary:
          'Sign in with an email or phone number and a password; with two-factor on, answers a challenge for the second step instead of a token',
        body: ZLoginSchema,
        response: { 200: successEnvelope(ZLoginResultSchema) },
      },
      // Per address only against floods (many people share one mobile carrier address); the
      // per-account throttle with growing waits is in loginUser (decision 022).
      preHandler: app.rateLimit({ name: 'login-ip', max: 600, windowSeconds: 600 }),
    },
    async (request, reply) => {
      const data = await loginUser(deps, request.body, tokenContext(request, request.body.device_name), {
        ip: request.ip,
        deviceOf: (userId) => knownDeviceOf(request, deps.config.appKey, userId),
        limited: (seconds) => rateLimited(request, seconds),
        rememberedFor: (userId, enabledAt) =>
          isRememberedBrowser(request, deps.config.appKey, userId, enabledAt),
        mayEnter: (user) => assertMayEnter(deps.db, user.role, request.lang()),
      });
      if ('two_factor_required' in data)
        return { success: true as const, message: t(request, 'api.two_factor_required'), data };
      rememberDevice(request, reply, deps.config, data.user.id);
      return { success: true as const, message: t(request, 'api.login_success'), data };
    },
  );

  app.post(
    '/api/auth/login/two-factor',
    {
      schema: {
        tags,
        summary:
          'The second step of signing in: the challenge and a code of the authenticator app or a recovery code (decision 061)',
        body: ZTwoFactorLoginSchema,
        response: { 200: successEnvelope(ZAuthResultSchema) },
      },
      preHandler: app.rateLimit({ name: 'two-factor-ip', max: 300, windowSeconds: 600 }),
    },
    async (request, reply) => {
      const passed = await passSignInChallenge(deps, request.body, requestPlace(request));
      const user = await findUserById(deps.db, passed.userId);
      if (!user) throw new AppError('FORBIDDEN', 'api.account_suspended');
      if (user.status !== 'active') throw suspendedError(user);
      await assertMayEnter(deps.db, user.role, request.lang());
      const token = await issueToken(deps, user.id, {
        ...tokenContext(request, request.body.device_name),
        twoFactor: passed.method,
      });
      rememberDevice(request, reply, deps.config, user.id);
      if (request.body.remember_device)
        rememberBrowser(request, reply, deps.config.appKey, user.id, passed.enabledAt);
      return {
        success: true as const,
        message: t(request, 'api.login_success'),
        data: { token, user: presentUser(user) },
      };
    },
  );

  app.post(
    '/api/auth/register',
    {
      schema: {
        tags,
        summary:
          'Create an account; signs in and mails an email-verification link (403 while staff have closed registration)',
        body: ZRegisterSchema,
        response: { 201: successEnvelope(ZAuthResultSchema) },
      },
      preHandler: app.rateLimit(
        { name: 'register-ip', max: 300, windowSeconds: 3600 },
        { name: 'register-email', max: 10, windowSeconds: 3600, key: bodyField('email') },
        { name: 'register-phone', max: 10, windowSeconds: 3600, key: bodyField('phone') },
      ),
      // A body that fails the schema still hears "already registered" or "too common" for the
      // fields that passed, in the same answer (decision 018).
      attachValidation: true,
    },
    async (request, reply) => {
      // Staff may close sign-up (admin → settings); accounts staff create are not made here.
      await assertRegistrationOpen(deps.db);
      if (request.validationError) {
        const { problems } = await checkRegistration(deps, readableRegistration(request.body));
        throw withMoreFieldErrors(request.validationError, problems);
      }
      const data = await registerUser(depsForRequest(deps, request), request.body, tokenContext(request));
      rememberDevice(request, reply, deps.config, data.user.id);
      return reply.status(201).send({ success: true as const, message: t(request, 'api.registered'), data });
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      schema: {
        tags,
        summary:
          'Mail a password reset link to the account of an email or phone number (same answer whether or not it exists)',
        body: ZForgotPasswordSchema,
        response: { 200: ZMessageOnly },
      },
      preHandler: app.rateLimit(
        { name: 'forgot-ip', max: 100, windowSeconds: 900 },
        { name: 'forgot-account', max: 3, windowSeconds: 900, key: forgotKey },
      ),
    },
    async (request) => {
      const { login, email } = request.body;
      await requestPasswordReset(depsForRequest(deps, request), login ?? email ?? '');
      return { success: true as const, message: t(request, 'api.reset_link_sent') };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      schema: {
        tags,
        summary: 'Set a new password with the emailed single-use token (60 minutes); ends every session',
        body: ZResetPasswordSchema,
        response: { 200: successEnvelope(z.object({ user: ZUserSchema })) },
      },
      preHandler: app.rateLimit({ name: 'reset-ip', max: 100, windowSeconds: 900 }),
    },
    async (request) => {
      const user = await resetPassword(deps, request.body);
      return { success: true as const, message: t(request, 'api.password_reset'), data: { user } };
    },
  );

  app.post(
    '/api/auth/verify-email',
    {
      schema: {
        tags,
        summary: 'Confirm the email address with the token from the emailed link',
        body: ZVerifyEmailSchema,
        response: { 200: successEnvelope(z.object({ user: ZUserSchema })) },
      },
      preHandler: app.rateLimit({ name: 'verify-ip', max: 200, windowSeconds: 900 }),
    },
    async (request) => {
      const user = await verifyEmail(deps, request.body.token);
      return { success: true as const, message: t(request, 'api.email_verified'), data: { user } };
    },
  );

  app.post(
    '/api/auth/email/resend',
    {
      schema: {
        tags,
        summary: 'Mail a new verification link to the signed-in user',
        security: [{ bearer: [] }],
        response: { 200: ZMessageOnly },
      },
      preHandler: [
        app.requireAuth,
        app.rateLimit({ name: 'verify-resend', max: 3, windowSeconds: 900, key: (r) => r.auth?.user.id }),
      ],
    },
    async (request) => {
      const { user } = currentAuth(request);
      if (user.emailVerifiedAt)
        return { success: true as const, message: t(request, 'api.already_verified') };
      await sendVerificationEmail(depsForRequest(deps, request), user);
      return { success: true as const, message: t(request, 'api.verification_sent') };
    },
  );

  const logoutOptions = {
    schema: {
      tags,
      summary: 'Revoke the token used for this request',
      security: [{ bearer: [] }],
      response: { 200: ZMessageOnly },
    },
    preHandler: app.requireAuth,
  };
  const logout = async (request: FastifyRequest) => {
    const auth = currentAuth(request);
    await deleteAuthToken(deps.db, auth.user.id, auth.tokenId);
    return { success: true as const, message: t(request, 'api.logged_out') };
  };
  app.post('/logout', logoutOptions, logout);
  app.post('/api/auth/logout', logoutOptions, logout);

  const userOptions = {
    schema: {
      tags,
      summary: 'The signed-in user',
      security: [{ bearer: [] }],
      response: { 200: ZUserSchema },
    },
    preHandler: app.requireAuth,
  };
  const getUser = async (request: FastifyRequest) => presentUser(currentAuth(request).user);
  app.get('/user', userOptions, getUser);
  app.get('/api/auth/user', userOptions, getUser);

  app.get(
    '/api/auth/sessions',
    {
      schema: {
        tags,
        summary: "The signed-in user's sessions (devices holding a token)",
        security: [{ bearer: [] }],
        response: { 200: successEnvelope(z.array(ZSessionSchema)) },
      },
      preHandler: app.requireAuth,
    },
    async (request) => {
      const auth = currentAuth(request);
      return { success: true as const, data: await listSessions(deps, auth.user.id, auth.tokenId) };
    },
  );

  app.delete(
    '/api/auth/sessions/:id',
    {
      schema: {
        tags,
        summary: 'Sign out one session of the signed-in user',
        security: [{ bearer: [] }],
        params: z.object({ id: z.uuid({ error: 'validation.invalid' }) }),
        response: { 200: ZMessageOnly },
      },
      preHandler: app.requireAuth,
    },
    async (request) => {
      const auth = currentAuth(request);
      if (!(await deleteAuthToken(deps.db, auth.user.id, request.params.id))) {
        throw new AppError('NOT_FOUND', 'api.not_found');
      }
      return { success: true as const, message: t(request, 'api.session_revoked') };
    },
  );

  app.post(
    '/api/auth/change-password',
    {
      schema: {
        tags,
        summary: 'Change the password; every session ends and this device gets a new token',
        security: [{ bearer: [] }],
        body: ZChangePasswordSchema,
        response: { 200: successEnvelope(z.object({ token: z.string() })) },
      },
      preHandler: [
        app.requireAuth,
        app.rateLimit({
          name: 'change-password',
          max: 5,
          windowSeconds: 900,
          key: (r) => r.auth?.user.id,
          refundOn: ok,
        }),
      ],
    },
    async (request) => {
      const { user } = currentAuth(request);
      const token = await changePassword(
        deps,
        user,
        request.body,
        tokenContext(request),
        requestPlace(request),
      );
      return { success: true as const, message: t(request, 'api.password_changed'), data: { token } };
    },
  );
}
