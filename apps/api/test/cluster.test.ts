import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * Several instances of the built server as separate processes (scripts/lib/cluster.mjs, as
 * `npm run cluster` starts them): the embedded PostgreSQL in its own process, the S3 stand-in,
 * three instances with the same APP_KEY and a round-robin proxy. A person's journey crosses all
 * three; what an instance keeps in memory follows the others' changes at once (decision 072).
 * Needs the build (`npm test` builds first).
 */

interface TInstance {
  name: string;
  url: string;
  output(): string;
  kill(signal?: string): Promise<void>;
  start(): Promise<void>;
}
interface TCluster {
  url: string;
  databaseUrl: string;
  s3: { dir: string; bucket: string };
  instances: TInstance[];
  stop(): Promise<void>;
}
type TBusinessPage = { data: { business: { name: string } } };
type TStatus = { data: { registration_open: boolean } };
const CLUSTER = resolve(import.meta.dirname, '../../../scripts/lib/cluster.mjs');

let cluster: TCluster;
let dataDir: string;
const lines: string[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'haat-cluster-'));
  const { startCluster } = (await import(CLUSTER)) as { startCluster(options: object): Promise<TCluster> };
  cluster = await startCluster({
    instances: 3,
    dataDir,
    log: (line: string) => lines.push(line),
    env: {
      NODE_ENV: 'development',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_FACTOR: '100',
      // Kept for an hour: only a change signal can make an instance show another's change soon.
      DIRECTORY_CACHE_SECONDS: '3600',
    },
  });
}, 240_000);

afterAll(async () => {
  await cluster?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

/** A browser-like client of the proxy: keeps the CSRF cookie and its token, sends a bearer when it has one. */
function client(base: string) {
  let cookie = '';
  let csrf = '';
  let token = '';
  const request = async (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    if (method !== 'GET' && !csrf && !token) {
      const answer = await fetch(`${base}/api/auth/csrf`);
      cookie = (answer.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
      csrf = ((await answer.json()) as { data: { csrf_token: string } }).data.csrf_token;
    }
    const sent: Record<string, string> = { accept: 'application/json', ...headers };
    if (token) sent.authorization = `Bearer ${token}`;
    else if (method !== 'GET') Object.assign(sent, { cookie, 'x-csrf-token': csrf });
    let payload: FormData | string | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      payload = JSON.stringify(body);
      sent['content-type'] = 'application/json';
    }
    const answer = await fetch(`${base}${path}`, { method, headers: sent, body: payload });
    return { answer, servedBy: answer.headers.get('x-served-by') };
  };
  return {
    request,
    useToken(value: string) {
      token = value;
    },
  };
}

const uniqueEmail = () => `cluster-${Date.now()}-${Math.random().toString(16).slice(2, 8)}@example.com`;
const uniquePhone = () => `017${String(Date.now()).slice(-8)}`;

const PASSWORD = 'cluster-pass-1';

/** Registers a new person through `who` (the proxy); answers the email, the answer and the token. */
async function register(who: ReturnType<typeof client>, name: string) {
  const email = uniqueEmail();
  const registered = await who.request('POST', '/api/auth/register', {
    name,
    email,
    phone: uniquePhone(),
    country: 'BD',
    password: PASSWORD,
    password_confirmation: PASSWORD,
    terms: true,
  });
  expect(registered.answer.status).toBe(201);
  const token = ((await registered.answer.json()) as { data: { token: string } }).data.token;
  return { email, token };
}

/** Polls `check` every 50 ms for at most 3 seconds; answers the milliseconds it took. */
async function soon(check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > 3_000) throw new Error('not seen within 3 seconds');
    await new Promise((done) => setTimeout(done, 50));
  }
  return Date.now() - started;
}

describe('three instances behind a proxy', () => {
  it('signs in on one instance, uploads on another and sees the image on a third', async () => {
    const person = client(cluster.url);
    const { email } = await register(person, 'Cluster Person');

    const signedIn = await person.request('POST', '/api/auth/login', { login: email, password: PASSWORD });
    expect(signedIn.answer.status).toBe(200);
    const token = ((await signedIn.answer.json()) as { data: { token: string } }).data.token;
    person.useToken(token);

    const card = await person.request('POST', '/api/cards', { full_name: 'Cluster Person' });
    expect(card.answer.status).toBe(201);
    const cardId = ((await card.answer.json()) as { data: { id: string } }).data.id;

    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2a9d8f' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('photo', new Blob([photo], { type: 'image/jpeg' }), 'me.jpg');
    const uploaded = await person.request('POST', `/api/cards/${cardId}/photo`, form);
    expect(uploaded.answer.status).toBe(200);
    const photoUrl = ((await uploaded.answer.json()) as { data: { photo_url: string } }).data.photo_url;
    expect(photoUrl).toMatch(/^\/uploads\//);

    // The card, read through the next instance, shows the photo too.
    const read = await person.request('GET', `/api/cards/${cardId}`);
    expect(((await read.answer.json()) as { data: { photo_url: string } }).data.photo_url).toBe(photoUrl);

    const image = await person.request('GET', photoUrl);
    expect(image.answer.status).toBe(200);
    expect(image.answer.headers.get('content-type')).toMatch(/^image\//);
    const bytes = Buffer.from(await image.answer.arrayBuffer());
    expect((await sharp(bytes).metadata()).width).toBeGreaterThan(0);

    // Three different instances: the sign-in, the upload and the image.
    const served = [signedIn.servedBy, uploaded.servedBy, image.servedBy];
    expect(new Set(served).size).toBe(3);
    // The file is in the object store, not on any instance's disk.
    const key = photoUrl.slice('/uploads/'.length);
    const stored = readdirSync(join(cluster.s3.dir, cluster.s3.bucket), { recursive: true }).map(String);
    // s3rver keeps an object as `<key>._S3rver_object` beside its metadata.
    expect(stored.filter((entry) => entry.startsWith(key)).length).toBeGreaterThan(0);
    for (const instance of readdirSync(join(dataDir, 'instances')))
      expect(readdirSync(join(dataDir, 'instances', instance))).toEqual(['haat.pid']);

    // Signing out on one instance ends the session on all of them.
    const out = await person.request('POST', '/api/auth/logout');
    expect(out.answer.status).toBeLessThan(300);
    for (const instance of cluster.instances) {
      const answer = await fetch(`${instance.url}/user`, { headers: { authorization: `Bearer ${token}` } });
      expect(answer.status).toBe(401);
    }
  });

  it("a business renamed through one instance is renamed on every instance's cached page at once", async () => {
    const owner = client(cluster.url);
    owner.useToken((await register(owner, 'Cluster Owner')).token);
    const created = await owner.request('POST', '/api/my/businesses', {
      name: 'Cluster Tea House',
      type: 'restaurant',
    });
    expect(created.answer.status).toBe(201);
    const business = ((await created.answer.json()) as { data: { id: string; slug: string } }).data;
    const nameOn = async (instance: TInstance) =>
      ((await (await fetch(`${instance.url}/api/businesses/${business.slug}`)).json()) as TBusinessPage).data
        .business.name;
    // Every instance reads the page and keeps it (an hour, in this test).
    for (const instance of cluster.instances) expect(await nameOn(instance)).toBe('Cluster Tea House');

    const renamed = await owner.request('PATCH', `/api/my/businesses/${business.id}`, {
      name: 'Cluster Coffee House',
    });
    expect(renamed.answer.status).toBe(200);
    const waits = await Promise.all(
      cluster.instances.map((instance) =>
        soon(async () => (await nameOn(instance)) === 'Cluster Coffee House'),
      ),
    );
    console.log(`cluster: a rename reached every instance's cache within ${Math.max(...waits)} ms`);
  });

  it('a platform setting changed on one instance holds on every instance at once', async () => {
    const staff = client(cluster.url);
    const { email, token } = await register(staff, 'Cluster Admin');
    const db = new pg.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
    try {
      await db.query("UPDATE users SET role = 'admin' WHERE email = $1", [email]);
    } finally {
      await db.end();
    }
    staff.useToken(token);
    const openOn = async (instance: TInstance) =>
      ((await (await fetch(`${instance.url}/api/system/status`)).json()) as TStatus).data.registration_open;
    for (const instance of cluster.instances) expect(await openOn(instance)).toBe(true);
    const closed = await staff.request('PATCH', '/api/admin/settings', { registration_open: false });
    expect(closed.answer.status).toBe(200);
    try {
      await Promise.all(
        cluster.instances.map((instance) => soon(async () => (await openOn(instance)) === false)),
      );
    } finally {
      const opened = await staff.request('PATCH', '/api/admin/settings', { registration_open: true });
      expect(opened.answer.status).toBe(200);
    }
    await Promise.all(
      cluster.instances.map((instance) => soon(async () => (await openOn(instance)) === true)),
    );
  });

  it('an instance killed with SIGKILL: the proxy serves from the others; started again, it takes its turn', async () => {
    const victim = cluster.instances[1]!;
    await victim.kill('SIGKILL');
    const servedBy: string[] = [];
    for (let i = 0; i < 6; i++) {
      const answer = await fetch(`${cluster.url}/api/health`);
      expect(answer.status).toBe(200);
      servedBy.push(answer.headers.get('x-served-by') ?? '');
    }
    expect(servedBy).not.toContain(victim.name);
    await victim.start();
    // Once its two seconds out of turn are over, it is asked again.
    await new Promise((done) => setTimeout(done, 2_100));
    const again: string[] = [];
    for (let i = 0; i < 6; i++)
      again.push((await fetch(`${cluster.url}/api/health`)).headers.get('x-served-by') ?? '');
    expect(again).toContain(victim.name);
  }, 120_000);
});
