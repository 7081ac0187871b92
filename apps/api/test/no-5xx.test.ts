import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from './test-app.ts';

/*
 * DESIGN.md: "No endpoint answers 5xx to any input." Every operation in the OpenAPI document is
 * sent random path parameters, query strings and JSON bodies, signed in and not; none may answer
 * 5xx, and every JSON answer must be in the success or error shape.
 */

interface TOperation {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
}

let t: TTestApp;
let token: string;
let operations: TOperation[];

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 1000 });
  ({ token } = await registerUser(t.app));
  const spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  operations = Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .map((method) => method.toUpperCase())
      .filter((method): method is TOperation['method'] =>
        ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'].includes(method),
      )
      .map((method) => ({ method, path })),
  );
});
afterAll(() => t.close());

const paramValue = fc.oneof(
  fc.uuid(),
  fc.string({ maxLength: 40 }),
  fc.constantFrom('0', '-1', 'null', '%00', '..', 'a'.repeat(300), 'card-x', "'; drop table users;--"),
);
const jsonBody = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(
    fc.constantFrom(
      'name',
      'email',
      'phone',
      'password',
      'login',
      'country',
      'status',
      'price',
      'rating',
      'ids',
      'token',
      'quantity',
      'items',
      'address',
      'payment_method',
      'action',
      'note',
    ),
    fc.jsonValue({ maxDepth: 2 }),
  ),
);
const query = fc.dictionary(
  fc.constantFrom(
    'page',
    'per_page',
    'q',
    'status',
    'days',
    'sort',
    'type',
    'lang',
    'unread',
    'verified',
    'role',
    'from',
    'to',
    'category',
    'min_price',
    'max_price',
    'district',
    'condition',
    'in_stock',
  ),
  fc.oneof(
    fc.string({ maxLength: 20 }),
    fc.integer().map(String),
    fc.constantFrom('-1', '1e9', 'NaN', 'true'),
  ),
);

function fill(path: string, values: string[]): string {
  let index = 0;
  return path.replace(/\{[^}]+\}|:[A-Za-z]+/g, () => encodeURIComponent(values[index++] ?? 'x'));
}

describe('no request answers 5xx', () => {
  it('covers a meaningful number of operations', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it('survives random parameters, queries and bodies on every operation', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 10_000 }),
        fc.array(paramValue, { minLength: 3, maxLength: 3 }),
        query,
        jsonBody,
        fc.boolean(),
        async (pick, params, queryValues, body, signedIn) => {
          const operation = operations[pick % operations.length] as TOperation;
          const url = `${fill(operation.path, params)}?${new URLSearchParams(queryValues).toString()}`;
          const response = await call(t.app, operation.method, url, {
            ...(operation.method === 'GET' || operation.method === 'DELETE' ? {} : { body }),
            ...(signedIn ? { token } : {}),
          });
          if (response.statusCode >= 500) {
            throw new Error(
              `${operation.method} ${url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`,
            );
          }
          if (
            String(response.headers['content-type'] ?? '').includes('application/json') &&
            url.startsWith('/api/')
          ) {
            const parsed = response.json() as { success?: unknown };
            const shaped = typeof parsed.success === 'boolean' || Array.isArray(parsed) || 'id' in parsed;
            if (!shaped)
              throw new Error(
                `${operation.method} ${url}: answer not in the contract's shape: ${response.body.slice(0, 200)}`,
              );
          }
        },
      ),
      { numRuns: 1500 },
    );
  }, 240_000);
});
