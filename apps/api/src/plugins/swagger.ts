import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { DOCS_CSP } from './security-headers.ts';

/** OpenAPI generated from the zod route schemas: `/api/openapi.json`, browsable at `/api/docs`. */
export const swaggerPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Haat API',
        version: '0.1.0',
        description:
          'Success: `{ success: true, message?, data, meta? }`. Error: `{ success: false, code, message, errors? }`. ' +
          'Send `Authorization: Bearer <token>`; requests without a bearer token that change state must send the ' +
          '`XSRF-TOKEN` cookie value in `X-CSRF-TOKEN` (get one from `GET /api/auth/csrf`).',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'Token `<id>|<secret>`' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // Its own strict policy: the docs UI loads its scripts and styles from /api/docs/static only.
    staticCSP: DOCS_CSP,
    // No outside validator badge (it would load an image from validator.swagger.io).
    uiConfig: { validatorUrl: null },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});
