import { successEnvelope, translate, ZUpdateProfileSchema, ZUserSchema } from '@haat/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentAuth } from '../../plugins/auth.ts';
import { renamePersonalSeller } from '../directory/personal-shop.ts';
import { presentUser } from './present-user.ts';
import { updateUser } from './repository.ts';

export async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.patch(
    '/api/users/me',
    {
      schema: {
        tags: ['users'],
        summary: "Update the signed-in user's name, country, language or theme",
        security: [{ bearer: [] }],
        body: ZUpdateProfileSchema,
        response: { 200: successEnvelope(ZUserSchema) },
      },
      preHandler: app.requireAuth,
    },
    async (request) => {
      const { user } = currentAuth(request);
      const updated = (await updateUser(app.deps.db, user.id, request.body)) ?? user;
      if (updated.name !== user.name)
        await renamePersonalSeller({ db: app.deps.db, cache: app.directoryCache }, user.id, updated.name);
      return {
        success: true as const,
        message: translate(request.lang(), 'api.profile_updated'),
        data: presentUser(updated),
      };
    },
  );
}
