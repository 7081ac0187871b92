import {
  successEnvelope,
  ZCartSchema,
  ZCheckoutPreviewSchema,
  ZCheckoutResultSchema,
  ZCheckoutSchema,
  ZMergeCartSchema,
  ZOrderActionSchema,
  ZOrderDetailSchema,
  ZOrderIdParamsSchema,
  ZOrderListQuerySchema,
  ZOrderListSchema,
  ZProductIdParamsSchema,
  ZSetCartQuantitySchema,
} from '@haat/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentAuth } from '../../plugins/auth.ts';
import { idempotencyHeaders, idempotencyKeyOf } from '../ledger/idempotency.ts';
import { actOnOrder } from './act-on-order.ts';
import { exportOrders } from './export-orders.ts';
import { getCart } from './get-cart.ts';
import { getOrder } from './get-order.ts';
import { listOwnOrders } from './list-orders.ts';
import type { TOrdersDeps } from './orders-deps.ts';
import { placeOrders } from './place-orders.ts';
import { previewCheckout } from './preview-checkout.ts';
import { mergeCart, setCartItem } from './set-cart-item.ts';

const tags = ['orders'];
const security = [{ bearer: [] }];
const ZIdempotencyHeaders = idempotencyHeaders('checkout');
const addressLabels = {
  'address.name': 'orders.field_name',
  'address.phone': 'orders.field_phone',
  'address.country': 'orders.field_country',
  'address.division': 'orders.field_division',
  'address.district': 'orders.field_district',
  'address.city': 'orders.field_city',
  'address.line': 'orders.field_line',
  payment_method: 'orders.field_payment_method',
  note: 'orders.field_note',
};

/** Cart, checkout and orders of the marketplace (decision 054). */
export async function orderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps: TOrdersDeps = { ...app.deps, storage: app.storage };
  const userId = (request: FastifyRequest) => currentAuth(request).user.id;
  const byUser = (request: FastifyRequest) => request.auth?.user.id;

  app.get(
    '/api/cart',
    {
      schema: {
        tags,
        summary: "The signed-in user's cart at today's prices and stock",
        security,
        response: { 200: successEnvelope(ZCartSchema) },
      },
      preHandler: app.requireAuth,
    },
    async (request) => ({ success: true as const, data: await getCart(deps, userId(request)) }),
  );

  app.put(
    '/api/cart/items/:productId',
    {
      schema: {
        tags,
        summary: 'Set how many of a product the cart holds (0 removes it); answers the cart',
        security,
        params: ZProductIdParamsSchema,
        body: ZSetCartQuantitySchema,
        response: { 200: successEnvelope(ZCartSchema) },
      },
      config: { fieldLabels: { quantity: 'orders.field_quantity' } },
      preHandler: [
        app.requireAuth,
        app.rateLimit({ name: 'cart-write', max: 120, windowSeconds: 60, key: byUser }),
      ],
    },
    async (request) => ({
      success: true as const,
      data: await setCartItem(deps, userId(request), request.params.productId, request.body.quantity),
    }),
  );

  app.delete(
    '/api/cart/items/:productId',
    {
      schema: {
        tags,
        summary: 'Remove a product from the cart; answers the cart',
        security,
        params: ZProductIdParamsSchema,
        response: { 200: successEnvelope(ZCartSchema) },
      },
      preHandler: app.requireAuth,
    },
    async (request) => ({
      success: true as const,
      data: await setCartItem(deps, userId(request), request.params.productId, 0),
    }),
  );

  app.post(
    '/api/cart/merge',
    {
      schema: {
        tags,
        summary: "Add a guest's cart (kept in the browser) to the signed-in cart; answers the cart",
        security,
        body: ZMergeCartSchema,
        response: { 200: successEnvelope(ZCartSchema) },
      },
      preHandler: [
        app.requireAuth,
        app.rateLimit({ name: 'cart-write', max: 120, windowSeconds: 60, key: byUser }),
      ],
    },
    async (request) => ({
      success: true as const,
      data: await mergeCart(deps, userId(request), request.body.items),
    }),
  );

  app.post(
    '/api/checkout/preview',
    {
      schema: {
        tags,
        summary:
          'What checking out the cart to an address makes: one order per seller, with delivery charges',
        security,
        body: ZCheckoutSchema.pick({ address: true }),
        response: { 200: successEnvelope(ZCheckoutPreviewSchema) },
      },
      config: { fieldLabels: addressLabels },
      preHandler: app.requireAuth,
    },
    async (request) => ({
      success: true as const,
      data: await previewCheckout(deps, userId(request), request.body),
    }),
  );

  app.post(
    '/api/checkout',
    {
      schema: {
        tags,
        summary:
          'Check out the cart: one order per seller, cash on delivery or wallet (held in escrow); Idempotency-Key required',
        security,
        headers: ZIdempotencyHeaders,
        body: ZCheckoutSchema,
        response: { 201: successEnvelope(ZCheckoutResultSchema) },
      },
      config: { fieldLabels: addressLabels },
      preHandler: [
        app.requireAuth,
        app.rateLimit(
          { name: 'checkout', max: 20, windowSeconds: 60, key: byUser },
          { name: 'checkout-day', max: 300, windowSeconds: 86_400, key: byUser },
        ),
      ],
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const result = await placeOrders(deps, userId(request), request.body, key);
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send({ success: true as const, data: result.body });
    },
  );

  app.get(
    '/api/orders',
    {
      schema: {
        tags,
        summary: "The user's purchases (role=buyer) or sales (role=seller), newest first",
        security,
        querystring: ZOrderListQuerySchema,
        response: { 200: ZOrderListSchema },
      },
      preHandler: app.requireAuth,
    },
    async (request) => listOwnOrders(deps, userId(request), request.query),
  );

  app.get(
    '/api/orders/export.csv',
    {
      schema: {
        tags,
        summary: 'The orders of the list filters as CSV (UTF-8; amounts in taka; at most 10,000)',
        security,
        querystring: ZOrderListQuerySchema,
      },
      preHandler: [
        app.requireAuth,
        app.rateLimit({ name: 'orders-export', max: 10, windowSeconds: 60, key: byUser }),
      ],
    },
    async (request, reply) => {
      const csv = await exportOrders(deps, userId(request), request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="haat-orders-${request.query.role}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    '/api/orders/:id',
    {
      schema: {
        tags,
        summary: 'One order with its timeline (its buyer or seller only)',
        security,
        params: ZOrderIdParamsSchema,
        response: { 200: successEnvelope(ZOrderDetailSchema) },
      },
      preHandler: app.requireAuth,
    },
    async (request) => ({
      success: true as const,
      data: await getOrder(deps, userId(request), request.params.id),
    }),
  );

  app.post(
    '/api/orders/:id/actions',
    {
      schema: {
        tags,
        summary:
          'Move an order on: confirm, ship, deliver, cancel (seller); complete, cancel, request_refund (buyer); refund, decline_refund (seller)',
        security,
        params: ZOrderIdParamsSchema,
        body: ZOrderActionSchema,
        response: { 200: successEnvelope(ZOrderDetailSchema) },
      },
      config: { fieldLabels: { note: 'orders.field_note', action: 'orders.field_action' } },
      preHandler: [
        app.requireAuth,
        app.rateLimit({ name: 'order-actions', max: 60, windowSeconds: 60, key: byUser }),
      ],
    },
    async (request) => ({
      success: true as const,
      data: await actOnOrder(
        deps,
        request.params.id,
        { role: 'user', userId: userId(request) },
        request.body,
      ),
    }),
  );
}
