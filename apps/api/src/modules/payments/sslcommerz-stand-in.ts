import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { md5 } from './methods/sslcommerz-api.ts';

/*
 * A local stand-in for SSLCommerz (tests only): session init, the validation API, and the posts
 * SSLCommerz makes (IPN, browser return), signed with `verify_sign` like the real gateway.
 */
export interface TStandInSession {
  tranId: string;
  amount: string;
  currency: string;
  fields: Record<string, string>;
}

export interface TStandIn {
  url: string;
  storeId: string;
  storePassword: string;
  sessions: Map<string, TStandInSession>;
  /** How many validation requests arrived. */
  validations: () => number;
  /** How many transaction queries (by tran_id) arrived. */
  queries: () => number;
  /** While true, the transaction query API answers 503 (as when SSLCommerz is unreachable). */
  setQueryDown(down: boolean): void;
  /** An attempt that is still processing at the gateway (the query API answers PENDING). */
  processing(tranId: string): void;
  /** The customer pays: answers the fields SSLCommerz would post (IPN and success return). */
  pay(
    tranId: string,
    options?: { amount?: string; currency?: string; riskLevel?: string },
  ): Record<string, string>;
  /** The customer fails or cancels: signed fields as SSLCommerz would post them. */
  close(tranId: string, status: 'FAILED' | 'CANCELLED'): Record<string, string>;
  sign(fields: Record<string, string>, password?: string): Record<string, string>;
  stop(): Promise<void>;
}

export async function startStandIn(): Promise<TStandIn> {
  const storeId = 'haat_test';
  const storePassword = `pw-${randomBytes(6).toString('hex')}`;
  const sessions = new Map<string, TStandInSession>();
  const payments = new Map<string, Record<string, string>>(); // by val_id
  const validated = new Set<string>();
  /** What the transaction query API knows per tran_id: every attempt, paid or not. */
  const attempts = new Map<string, Record<string, string>[]>();
  const attempt = (tranId: string, record: Record<string, string>) =>
    attempts.set(tranId, [...(attempts.get(tranId) ?? []), record]);
  let validationCount = 0;
  let queryCount = 0;
  let queryDown = false;
  const app: FastifyInstance = Fastify({ logger: false });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post('/gwprocess/v4/api.php', async (request) => {
    const body = request.body as Record<string, string>;
    if (body.store_id !== storeId || body.store_passwd !== storePassword)
      return { status: 'FAILED', failedreason: 'Store Credential Error Or Store is De-active' };
    for (const field of [
      'total_amount',
      'currency',
      'tran_id',
      'success_url',
      'fail_url',
      'cancel_url',
      'cus_name',
      'cus_email',
    ])
      if (!body[field]) return { status: 'FAILED', failedreason: `Invalid Information: ${field}` };
    const sessionKey = randomBytes(16).toString('hex').toUpperCase();
    sessions.set(body.tran_id as string, {
      tranId: body.tran_id as string,
      amount: body.total_amount as string,
      currency: body.currency as string,
      fields: body,
    });
    return {
      status: 'SUCCESS',
      sessionkey: sessionKey,
      GatewayPageURL: `${url}/EasyCheckOut/test${sessionKey}`,
    };
  });

  app.get('/validator/api/validationserverAPI.php', async (request) => {
    validationCount += 1;
    const query = request.query as Record<string, string>;
    if (query.store_id !== storeId || query.store_passwd !== storePassword || query.format !== 'json')
      return { status: 'INVALID_TRANSACTION', error: 'Invalid store' };
    const payment = query.val_id ? payments.get(query.val_id) : undefined;
    if (!payment) return { status: 'INVALID_TRANSACTION' };
    const status = validated.has(query.val_id as string) ? 'VALIDATED' : 'VALID';
    validated.add(query.val_id as string);
    return { ...payment, status };
  });

  app.get('/validator/api/merchantTransIDvalidationAPI.php', async (request, reply) => {
    queryCount += 1;
    if (queryDown) return reply.status(503).send('Service Unavailable');
    const query = request.query as Record<string, string>;
    if (query.store_id !== storeId || query.store_passwd !== storePassword)
      return { APIConnect: 'INVALID_REQUEST' };
    const found = attempts.get(query.tran_id ?? '') ?? [];
    return { APIConnect: 'DONE', no_of_trans_found: found.length, element: found };
  });

  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const sign = (fields: Record<string, string>, password = storePassword) => {
    const keys = Object.keys(fields).filter((key) => key !== 'verify_sign' && key !== 'verify_key');
    const data: Record<string, string> = {
      ...Object.fromEntries(keys.map((k) => [k, fields[k] ?? ''])),
      store_passwd: md5(password),
    };
    const text = Object.keys(data)
      .sort()
      .map((key) => `${key}=${data[key]}`)
      .join('&');
    return { ...fields, verify_key: keys.join(','), verify_sign: md5(text) };
  };

  return {
    url,
    storeId,
    storePassword,
    sessions,
    validations: () => validationCount,
    queries: () => queryCount,
    setQueryDown(down) {
      queryDown = down;
    },
    processing(tranId) {
      attempt(tranId, { tran_id: tranId, status: 'PENDING', amount: sessions.get(tranId)?.amount ?? '0' });
    },
    pay(tranId, options = {}) {
      const session = sessions.get(tranId);
      if (!session) throw new Error(`stand-in: no session for ${tranId}`);
      const valId = `${Date.now()}${randomBytes(4).toString('hex')}`;
      const amount = options.amount ?? session.amount;
      const payment = {
        tran_id: tranId,
        val_id: valId,
        amount,
        store_amount: amount,
        currency: options.currency ?? 'BDT',
        bank_tran_id: `B${randomBytes(6).toString('hex').toUpperCase()}`,
        card_type: 'BKASH-BKash',
        tran_date: '2026-11-21 21:00:00',
        currency_type: options.currency ?? session.currency,
        currency_amount: amount,
        risk_level: options.riskLevel ?? '0',
        risk_title: options.riskLevel === '1' ? 'Risky' : 'Safe',
      };
      payments.set(valId, payment);
      attempt(tranId, { ...payment, status: 'VALID' });
      return sign({ ...payment, status: 'VALID' });
    },
    close(tranId, status) {
      attempt(tranId, { tran_id: tranId, status, amount: sessions.get(tranId)?.amount ?? '0' });
      return sign({
        tran_id: tranId,
        status,
        amount: sessions.get(tranId)?.amount ?? '0',
        currency: 'BDT',
        error: status,
      });
    },
    sign,
    stop: () => app.close(),
  };
}
