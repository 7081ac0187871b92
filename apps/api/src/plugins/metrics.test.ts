import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../test/test-app.ts';
import { users } from '../db/schema/index.ts';
import { UNMATCHED_ROUTE } from './metrics.ts';

/* Decision 068: Prometheus metrics at /metrics behind METRICS_TOKEN. */

const TOKEN = 'metrics-token-0123456789abcdef';

const scrape = (t: TTestApp, authorization = `Bearer ${TOKEN}`) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization } });

/** The value of one sample line (`name{labels} value`), or undefined when the line is missing. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is 404 in the error shape, even for a browser (never the web app’s page)', async () => {
    for (const headers of [{}, { accept: 'text/html' }, { authorization: `Bearer ${TOKEN}` }]) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ metricsToken: TOKEN, rateLimitFactor: 100 });
  });
  afterAll(() => t.close());

  it.each([
    ['no header', undefined],
    ['a wrong token', 'Bearer metrics-token-0123456789abcdeX'],
    ['a prefix of the token', `Bearer ${TOKEN.slice(0, -1)}`],
    ['the token with more after it', `Bearer ${TOKEN}x`],
    ['another scheme', `Basic ${TOKEN}`],
    ['the bare token', TOKEN],
  ])('answers 401 with %s', async (_name, authorization) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: authorization ? { authorization } : {},
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    expect(response.body).not.toContain('haat_');
  });

  it('answers the text format to the right token', async () => {
    const response = await scrape(t);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('# TYPE haat_http_requests_total counter');
    expect(response.body).toContain('# TYPE haat_http_request_duration_seconds histogram');
    // `bearer` in any case, as HTTP allows.
    expect((await scrape(t, `bearer ${TOKEN}`)).statusCode).toBe(200);
  });

  it('counts a request under its route template, never its raw address', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    const missing = await t.app.inject({ method: 'GET', url: '/api/businesses/no-such-business-xyz' });
    expect(missing.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/no-such-route-xyz' })).statusCode).toBe(404);

    const text = (await scrape(t)).body;
    expect(sample(text, 'haat_http_requests_total{method="GET",route="/api/health/live",status="200"}')).toBe(
      1,
    );
    expect(
      sample(text, 'haat_http_requests_total{method="GET",route="/api/businesses/:slug",status="404"}'),
    ).toBe(1);
    expect(
      sample(text, `haat_http_requests_total{method="GET",route="${UNMATCHED_ROUTE}",status="404"}`),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('no-such-business-xyz');
    expect(text).not.toContain('no-such-route-xyz');
    // The latency histogram: one observation, in a bucket and in the sum.
    const series = 'method="GET",route="/api/health/live",status_class="2xx"';
    expect(sample(text, `haat_http_request_duration_seconds_count{${series}}`)).toBe(1);
    expect(sample(text, `haat_http_request_duration_seconds_bucket{le="+Inf",${series}}`)).toBe(1);
    expect(sample(text, `haat_http_request_duration_seconds_sum{${series}}`)).toBeGreaterThan(0);
  });

  it('counts a POST with its status, and the scrapes themselves', async () => {
    const response = await call(t.app, 'POST', '/api/auth/login', {
      body: { login: 'nobody@example.com', password: 'wrong-password-1' },
    });
    const text = (await scrape(t)).body;
    expect(
      sample(
        text,
        `haat_http_requests_total{method="POST",route="/api/auth/login",status="${response.statusCode}"}`,
      ),
    ).toBe(1);
    expect(
      sample(text, 'haat_http_requests_total{method="GET",route="/metrics",status="200"}'),
    ).toBeGreaterThan(0);
    expect(
      sample(text, 'haat_http_requests_total{method="GET",route="/metrics",status="401"}'),
    ).toBeGreaterThan(0);
  });

  it("reports the database pool, the app's version and Node's process metrics", async () => {
    await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    const text = (await scrape(t)).body;
    expect(sample(text, 'haat_db_pool_connections{state="max"}')).toBe(5);
    expect(sample(text, 'haat_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'haat_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'haat_db_pool_connections{state="waiting"}')).toBe(0);
    expect(text).toMatch(/^haat_app_info\{version="\d+\.\d+\.\d+[^"]*",node="v\d+[^"]*"\} 1$/m);
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_heap_size_used_bytes');
  });

  it('keeps each app’s figures apart (one registry per app)', async () => {
    const other = await createTestApp({ metricsToken: TOKEN });
    try {
      const text = (await scrape(other)).body;
      expect(text).not.toContain('route="/api/health/live"');
      expect(text).not.toContain('route="/api/auth/login"');
    } finally {
      await other.close();
    }
  });

  it('stays open during maintenance (a monitor is not staff)', async () => {
    const admin = await registerUser(t.app);
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
    const settings = (body: Record<string, unknown>) =>
      call(t.app, 'PATCH', '/api/admin/settings', { token: admin.token, body });
    expect((await settings({ maintenance_mode: true })).statusCode).toBe(200);
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/stats' })).statusCode).toBe(503);
      expect((await scrape(t)).statusCode).toBe(200);
    } finally {
      expect((await settings({ maintenance_mode: false })).statusCode).toBe(200);
    }
  });
});

describe('GET /metrics: the job queue', () => {
  it('reports each queue’s waiting, scheduled, retrying and active jobs, read at scrape time', async () => {
    const t = await createTestApp({ metricsToken: TOKEN }, { jobs: true });
    try {
      // No worker runs these queues: the jobs stay where they are.
      await t.app.jobs.send('test.metrics-now', { n: 1 });
      await t.app.jobs.send('test.metrics-now', { n: 2 });
      await t.app.jobs.send('test.metrics-later', { n: 3 }, { startAfter: new Date(Date.now() + 3_600_000) });
      const text = (await scrape(t)).body;
      expect(sample(text, 'haat_job_queue_up')).toBe(1);
      expect(sample(text, 'haat_job_queue_jobs{queue="test.metrics-now",state="waiting"}')).toBe(2);
      expect(sample(text, 'haat_job_queue_jobs{queue="test.metrics-now",state="active"}')).toBe(0);
      expect(sample(text, 'haat_job_queue_jobs{queue="test.metrics-now",state="retrying"}')).toBe(0);
      expect(sample(text, 'haat_job_queue_jobs{queue="test.metrics-later",state="scheduled"}')).toBe(1);
      expect(sample(text, 'haat_job_queue_jobs{queue="test.metrics-later",state="waiting"}')).toBe(0);
    } finally {
      await t.close();
    }
  });

  it('still answers when the database does not: the queue’s figures are left out (up = 0)', async () => {
    const t = await createTestApp({ metricsToken: TOKEN });
    try {
      await t.database.pool.end();
      const response = await scrape(t);
      expect(response.statusCode).toBe(200);
      expect(sample(response.body, 'haat_job_queue_up')).toBe(0);
      expect(response.body).not.toContain('haat_job_queue_jobs{');
      expect(response.body).toContain('haat_http_requests_total');
    } finally {
      await t.app.close();
    }
  });
});
