import {
  poishaToTaka,
  successEnvelope,
  ZFeaturePriceSchema,
  ZFeatureProductSchema,
  ZFeatureResultSchema,
  ZListingListSchema,
  ZListingsQuerySchema,
  ZMarketplaceTransactionListSchema,
  ZSellerAnalyticsQuerySchema,
  ZSellerAnalyticsSchema,
  ZStaffFeatureProductSchema,
  ZTransactionsQuerySchema,
} from '@haat/shared';
import { stringify } from 'csv-stringify/sync';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { protectCell } from '../../lib/csv-cells.ts';
import { currentAuth } from '../../plugins/auth.ts';
import { getSellerAnalytics } from '../analytics/get-seller-analytics.ts';
import { staffContextOf } from '../audit/record-staff-action.ts';
import { idempotencyHeaders, idempotencyKeyOf } from '../ledger/idempotency.ts';
import { listMarketplaceTransactions } from '../orders/list-transactions.ts';
import { readCachedSetting } from '../payments/platform-settings.ts';
import { featureProduct, staffFeatureProduct } from '../products/feature-product.ts';
import { listListings } from './list-listings.ts';

const security = [{ bearer: [] }];
const ZIdParams = z.object({ id: z.uuid({ error: 'validation.invalid' }) });
const ZIdempotencyHeaders = idempotencyHeaders('featuring');

/** The seller's side of the marketplace: listings, money, analytics and paid featuring (decision 056). */
export async function sellerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { ...app.deps, storage: app.storage };
  const userId = (request: FastifyRequest) => currentAuth(request).user.id;
  const byUser = (request: FastifyRequest) => request.auth?.user.id;

  app.get(
    '/api/marketplace/listings',
    {
      schema: {
        tags: ['marketplace'],
        summary: "The user's products in every business with 30-day views, orders, units sold and rating",
        security,
        querystring: ZListingsQuerySchema,
        response: { 200: ZListingListSchema },
      },
      preHandler: app.requireAuth,
    },
    async (request) => listListings(deps, userId(request), request.query),
  );

  app.get(
    '/api/marketplace/transactions',
    {
      schema: {
        tags: ['marketplace'],
        summary: "The money of the user's sales and purchases: totals, commission, net and ledger movements",
        security,
        querystring: ZTransactionsQuerySchema,
        response: { 200: ZMarketplaceTransactionListSchema },
      },
      preHandler: app.requireAuth,
    },
    async (request) => listMarketplaceTransactions(deps, userId(request), request.query),
  );

  app.get(
    '/api/marketplace/transactions/export.csv',
    {
      schema: {
        tags: ['marketplace'],
        summary: 'The same as CSV (UTF-8; amounts in taka; the newest 10,000)',
        security,
        querystring: ZTransactionsQuerySchema.omit({ page: true, per_page: true }),
      },
      preHandler: [
        app.requireAuth,
        app.rateLimit({ name: 'transactions-export', max: 10, windowSeconds: 60, key: byUser }),
      ],
    },
    async (request, reply) => {
      const list = await listMarketplaceTransactions(deps, userId(request), {
        role: request.query.role,
        page: 1,
        per_page: 10_000,
      });
      const header = [
        'number',
        'date',
        'role',
        'counterpart',
        'status',
        'payment_method',
        'total',
        'commission',
        'net',
      ];
      const records = list.data.map((row) =>
        [
          row.number,
          row.created_at,
          row.role,
          row.counterpart,
          row.status,
          row.payment_method,
          poishaToTaka(row.total),
          poishaToTaka(row.commission),
          poishaToTaka(row.net),
        ].map((cell) => protectCell(String(cell))),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="haat-marketplace-transactions.csv"')
        .header('cache-control', 'no-store')
        .send(stringify([header, ...records], { record_delimiter: '\r\n', bom: true }));
    },
  );

  app.get(
    '/api/analytics',
    {
      schema: {
        tags: ['marketplace'],
        summary: "A seller's views, orders, revenue, conversion and top products over 7, 30 or 90 days",
        security,
        querystring: ZSellerAnalyticsQuerySchema,
        response: { 200: successEnvelope(ZSellerAnalyticsSchema) },
      },
      preHandler: app.requireAuth,
    },
    async (request) => ({
      success: true as const,
      data: await getSellerAnalytics(deps, userId(request), request.query),
    }),
  );

  app.get(
    '/api/marketplace/feature-price',
    {
      schema: {
        tags: ['marketplace'],
        summary: 'What featuring a product costs per day from the wallet (poisha), as staff set it',
        security,
        response: { 200: successEnvelope(ZFeaturePriceSchema) },
      },
      preHandler: app.requireAuth,
    },
    async () => ({
      success: true as const,
      data: { price_per_day: await readCachedSetting(deps.db, 'feature_price_per_day') },
    }),
  );

  app.post(
    '/api/my/products/:id/feature',
    {
      schema: {
        tags: ['products'],
        summary: 'Feature your active product for 1–30 days, paid from the wallet (Idempotency-Key required)',
        security,
        headers: ZIdempotencyHeaders,
        params: ZIdParams,
        body: ZFeatureProductSchema,
        response: { 201: successEnvelope(ZFeatureResultSchema) },
      },
      config: { fieldLabels: { days: 'orders.field_days' } },
      preHandler: [
        app.requireAuth,
        app.rateLimit({ name: 'feature-product', max: 20, windowSeconds: 3600, key: byUser }),
      ],
    },
    async (request, reply) => {
      const result = await featureProduct(
        deps,
        userId(request),
        request.params.id,
        request.body.days,
        idempotencyKeyOf(request),
      );
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send({ success: true as const, data: result.body });
    },
  );

  app.put(
    '/api/admin/products/:id/feature',
    {
      schema: {
        tags: ['admin'],
        summary: 'Staff: feature a product for 1–30 days, free (0 ends its featuring)',
        security,
        params: ZIdParams,
        body: ZStaffFeatureProductSchema,
        response: { 200: successEnvelope(ZFeatureResultSchema) },
      },
      preHandler: app.requireStaff('money'),
    },
    async (request) => ({
      success: true as const,
      data: await staffFeatureProduct(deps, staffContextOf(request), request.params.id, request.body.days),
    }),
  );
}
