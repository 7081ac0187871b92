import { successEnvelope, ZLedgerCheckSchema } from '@haat/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { summariseLedger } from './summarise-ledger.ts';

/** Staff tools over the ledger (decision 050). */
export async function ledgerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/ledger/check',
    {
      schema: {
        tags: ['admin: ledger'],
        summary:
          'Staff: sum the ledger from its entries — every transaction zero, cached balances equal their entries, no wallet or hold below zero — with totals per kind of account',
        security: [{ bearer: [] }],
        response: { 200: successEnvelope(ZLedgerCheckSchema) },
      },
      preHandler: app.requireStaff('money'),
    },
    async () => ({ success: true as const, data: await summariseLedger(app.deps.db) }),
  );
}
