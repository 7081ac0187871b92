import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';

let t: TTestApp;
let spec: {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, { requestBody?: unknown; security?: unknown; responses?: unknown }>>;
  components: { securitySchemes: Record<string, unknown> };
};
beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  spec = response.json();
});
afterAll(() => t.close());

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3 document for the Haat API with a bearer scheme', () => {
    expect(spec.openapi).toMatch(/^3\./);
    expect(spec.info.title).toBe('Haat API');
    expect(spec.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it.each([
    ['post', '/api/auth/login'],
    ['post', '/api/auth/register'],
    ['post', '/api/auth/forgot-password'],
    ['post', '/api/auth/reset-password'],
    ['post', '/api/auth/verify-email'],
    ['post', '/api/auth/email/resend'],
    ['post', '/api/auth/change-password'],
    ['get', '/api/auth/csrf'],
    ['get', '/api/auth/sessions'],
    ['delete', '/api/auth/sessions/{id}'],
    ['post', '/logout'],
    ['get', '/user'],
    ['get', '/api/countries'],
    ['get', '/api/health'],
    ['get', '/api/stats'],
    ['patch', '/api/users/me'],
  ])('documents %s %s', (method, path) => {
    expect(spec.paths[path]?.[method]).toBeDefined();
  });

  it('documents the login and register payloads from the zod schemas', () => {
    type TBody = {
      content?: Record<string, { schema: { properties: Record<string, unknown>; required?: string[] } }>;
    };
    const schemaOf = (path: string) =>
      (spec.paths[path]?.post?.requestBody as TBody | undefined)?.content?.['application/json']?.schema;
    const login = schemaOf('/api/auth/login');
    expect(Object.keys(login?.properties ?? {})).toEqual(expect.arrayContaining(['login', 'password']));
    expect(login?.required).toEqual(expect.arrayContaining(['login', 'password']));
    const register = schemaOf('/api/auth/register');
    expect(Object.keys(register?.properties ?? {})).toEqual(
      expect.arrayContaining([
        'name',
        'email',
        'phone',
        'country',
        'password',
        'password_confirmation',
        'referral_code',
        'terms',
      ]),
    );
  });

  it('marks signed-in routes with the bearer scheme', () => {
    expect(spec.paths['/user']?.get?.security).toEqual([{ bearer: [] }]);
    expect(spec.paths['/logout']?.post?.security).toEqual([{ bearer: [] }]);
  });

  it('does not list itself', () => {
    expect(spec.paths['/api/openapi.json']).toBeUndefined();
  });
});

describe('GET /api/docs', () => {
  it('answers the browsable docs page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('swagger-ui');
  });
});
