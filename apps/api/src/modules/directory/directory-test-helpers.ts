import type { FastifyInstance } from 'fastify';
import { call } from '../../../test/test-app.ts';

/** Creates a business through the API and answers it. */
export async function createBusiness(
  app: FastifyInstance,
  token: string,
  body: Record<string, unknown> = {},
) {
  const response = await call(app, 'POST', '/api/my/businesses', {
    token,
    body: { name: 'Dhaka Tea House', type: 'restaurant', ...body },
  });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

/** Creates a product in the business through the API and answers it. */
export async function createProduct(
  app: FastifyInstance,
  token: string,
  businessId: string,
  body: Record<string, unknown> = {},
) {
  const response = await call(app, 'POST', `/api/my/businesses/${businessId}/products`, {
    token,
    body: { title: 'Masala tea', price: 4500, ...body },
  });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

export async function createCategory(app: FastifyInstance, token: string, businessId: string, name: string) {
  const response = await call(app, 'POST', `/api/my/businesses/${businessId}/categories`, {
    token,
    body: { name },
  });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json().data;
}
