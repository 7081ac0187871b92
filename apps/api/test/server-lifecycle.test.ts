import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../src/db/seed/demo-users.ts';
import { spawnServer, type TSpawnedServer } from './spawn-server.ts';

let dataDir: string;

type TServer = TSpawnedServer;

/** Starts `src/server.ts` as `npm start` would, on the test's data directory. */
const startServer = (env: Record<string, string> = {}): TServer => spawnServer(dataDir, env);

async function waitForUrl(server: TServer, timeoutMs = 60_000): Promise<string> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const match = /Haat is running at (http:\/\/localhost:\d+)/.exec(server.output());
    if (match?.[1]) {
      server.url = match[1];
      return match[1];
    }
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start in time:\n${server.output()}`);
}

async function csrfHeaders(url: string): Promise<Record<string, string>> {
  const response = await fetch(`${url}/api/auth/csrf`);
  const body = (await response.json()) as { data: { csrf_token: string } };
  const token = body.data.csrf_token;
  return { cookie: `XSRF-TOKEN=${token}`, 'x-csrf-token': token, 'content-type': 'application/json' };
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'haat-lifecycle-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('refuses to start with an invalid environment, naming every bad variable', async () => {
    const server = startServer({ PORT: 'abc', DEFAULT_COUNTRY: 'bangladesh' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT');
    expect(server.output()).toContain('DEFAULT_COUNTRY');
  });

  it('starts on embedded PostgreSQL, refuses a second process on the same data, stops cleanly and keeps the data', async () => {
    const first = startServer();
    const url = await waitForUrl(first);
    expect(first.output()).toContain('admin@haat.test');

    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    expect(((await health.json()) as { data: { database: { status: string } } }).data.database.status).toBe(
      'ok',
    );
    const stats = (await (await fetch(`${url}/api/stats`)).json()) as { data: { users: number } };
    expect(stats.data.users).toBe(DEMO_USERS.length);

    const register = await fetch(`${url}/api/auth/register`, {
      method: 'POST',
      headers: await csrfHeaders(url),
      body: JSON.stringify({
        name: 'Kept User',
        email: 'kept@example.com',
        phone: '01912345678',
        country: 'BD',
        password: 'kept-password-1',
        password_confirmation: 'kept-password-1',
        terms: true,
      }),
    });
    expect(register.status).toBe(201);
    // Without SMTP the verification link is printed in the log (written asynchronously).
    for (let i = 0; i < 50 && !/verify-email\?token=/.test(first.output()); i++)
      await new Promise((r) => setTimeout(r, 100));
    expect(first.output()).toMatch(/verify-email\?token=/);

    const second = startServer();
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('already using the data directory');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('Stopped cleanly.');
    expect(existsSync(join(dataDir, 'haat.pid'))).toBe(false);
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    // This time it stays up, not ready, for two seconds after the signal (a load balancer's cue).
    const again = startServer({ SHUTDOWN_DELAY_SECONDS: '2' });
    const url2 = await waitForUrl(again);
    const stats2 = (await (await fetch(`${url2}/api/stats`)).json()) as { data: { users: number } };
    expect(stats2.data.users).toBe(DEMO_USERS.length + 1);
    const login = await fetch(`${url2}/api/auth/login`, {
      method: 'POST',
      headers: await csrfHeaders(url2),
      body: JSON.stringify({ login: '01912345678', password: 'kept-password-1' }),
    });
    expect(login.status).toBe(200);
    expect((await fetch(`${url2}/api/health/ready`)).status).toBe(200);
    again.child.kill('SIGINT');
    let ready = 200;
    for (let i = 0; i < 40 && ready === 200; i++) {
      ready = (await fetch(`${url2}/api/health/ready`)).status;
      if (ready === 200) await new Promise((r) => setTimeout(r, 25));
    }
    expect(ready).toBe(503);
    expect((await fetch(`${url2}/api/health/live`)).status).toBe(200);
    expect(await again.exited).toBe(0);
    expect(again.output()).toContain('not ready; closing in 2 s');
  }, 120_000);

  it('gives up cleanly when its port is taken: message, exit 1, PostgreSQL stopped, lock released', async () => {
    const blocker = createServer();
    const port = await new Promise<number>((done) =>
      blocker.listen(0, '127.0.0.1', () => done((blocker.address() as { port: number }).port)),
    );
    try {
      const server = startServer({ PORT: String(port) });
      expect(await server.exited).toBe(1);
      expect(server.output()).toMatch(/could not start.*EADDRINUSE/s);
      expect(existsSync(join(dataDir, 'haat.pid'))).toBe(false);
      expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    } finally {
      blocker.close();
    }
  }, 60_000);
});
