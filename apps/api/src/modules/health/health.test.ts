import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('reports the app and the database as up', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data.app.status).toBe('ok');
    expect(body.data.database.status).toBe('ok');
    expect(typeof body.data.database.latency_ms).toBe('number');
    expect(body.data.failed).toEqual([]);
  });

  it('answers 503 with the database down when it cannot reach PostgreSQL', async () => {
    const broken = await createTestApp();
    await broken.database.pool.end();
    const response = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json().data.database.status).toBe('down');
    await broken.app.close();
  });
});

describe('GET /api/health/live', () => {
  it('answers 200 with the version, and never asks the database (it answers with the pool gone)', async () => {
    const broken = await createTestApp();
    await broken.database.pool.end();
    const response = await broken.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toMatchObject({ success: true, data: { status: 'ok' } });
    expect(body.data.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(typeof body.data.uptime_seconds).toBe('number');
    await broken.app.close();
  });
});

describe('GET /api/health/ready', () => {
  it('runs the database check (and the storage probes) and answers 200 when every check passes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data.shutting_down).toBe(false);
    expect(body.data.checks).toContainEqual(
      expect.objectContaining({ name: 'database', status: 'ok', latency_ms: expect.any(Number) }),
    );
    // No job queue in this app (jobs are only recorded): no `jobs` check.
    expect(body.data.checks.map((check: { name: string }) => check.name)).not.toContain('jobs');
    for (const check of body.data.checks) expect(check.status).toBe('ok');
  });

  it('answers 503 naming the check that failed (the database)', async () => {
    const broken = await createTestApp();
    await broken.database.pool.end();
    const response = await broken.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(503);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.data.failed).toEqual(['database']);
    expect(body.data.checks).toContainEqual({
      name: 'database',
      status: 'down',
      latency_ms: null,
      reason: 'error',
    });
    await broken.app.close();
  });

  it('takes added checks: one that never answers is down by timeout, the others still run', async () => {
    const local = await createTestApp();
    local.app.readiness.add('stuck', () => new Promise(() => undefined), { timeoutMs: 50 });
    local.app.readiness.add('fine', async () => undefined);
    const response = await local.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(503);
    const body = response.json();
    expect(body.data.failed).toEqual(['stuck']);
    expect(body.data.checks).toContainEqual(
      expect.objectContaining({ name: 'stuck', status: 'down', reason: 'timeout' }),
    );
    expect(body.data.checks).toContainEqual(expect.objectContaining({ name: 'fine', status: 'ok' }));
    // /api/health is the same answer as ready.
    expect((await local.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
    await local.close();
  });

  it('asks each part once for requests that arrive together (a flood costs one round of checks)', async () => {
    const local = await createTestApp();
    let asked = 0;
    local.app.readiness.add('counted', async () => {
      asked += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => local.app.inject({ method: 'GET', url: '/api/health/ready' })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(asked).toBe(1);
    // The next request, after that round, asks again.
    await local.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(asked).toBe(2);
    await local.close();
  });

  it('checks the job queue when the app runs one: 503 once it has stopped', async () => {
    const withQueue = await createTestApp({}, { jobs: true });
    const up = await withQueue.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(up.statusCode).toBe(200);
    expect(up.json().data.checks).toContainEqual(expect.objectContaining({ name: 'jobs', status: 'ok' }));
    await withQueue.queue?.stop();
    const down = await withQueue.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(down.statusCode).toBe(503);
    expect(down.json().data.failed).toEqual(['jobs']);
    await withQueue.close();
  });

  it('answers 503 once shutdown has begun, while liveness still answers 200', async () => {
    const closing = await createTestApp();
    closing.app.readiness.beginShutdown();
    const ready = await closing.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().data).toMatchObject({ shutting_down: true, failed: ['shutdown'] });
    expect((await closing.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    await closing.close();
    // Closing the app (SIGTERM in server.ts) begins the shutdown by itself.
    expect(closing.app.readiness.shuttingDown).toBe(true);
  });

  it('is documented in the OpenAPI description with /api/health and /api/health/live (not /metrics)', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const path of ['/api/health', '/api/health/live', '/api/health/ready'])
      expect(spec.paths[path]?.get?.responses).toBeDefined();
    expect(Object.keys(spec.paths['/api/health/ready'].get.responses)).toEqual(['200', '503']);
    expect(spec.paths['/metrics']).toBeUndefined();
  });

  it('stays open during maintenance, like /api/health', async () => {
    const { requestKind } = await import('../system-status/maintenance-plugin.ts');
    for (const path of ['/api/health', '/api/health/live', '/api/health/ready'])
      expect(requestKind('GET', path)).toBe('open');
  });
});
