// A small HTTP proxy that hands requests to several API instances in turn (round robin), for the
// multi-instance set-up on one machine (scripts/cluster.mjs) and its tests. Production puts a real
// proxy (nginx, Caddy, a cloud load balancer) in front instead: see deploy/ and the README.
//
// It adds what such a proxy adds (X-Forwarded-For/-Proto/-Host, an X-Request-Id when none came),
// names the instance that answered in `X-Served-By`, and skips an instance that refuses connections
// for two seconds, retrying the request on the next one (bodies are kept in memory for that, up to
// 64 MB).
import { randomUUID } from 'node:crypto';
import http from 'node:http';

const MAX_BODY = 64 * 1024 * 1024;
const DOWN_MS = 2_000;
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

function readBody(request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    request.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(Object.assign(new Error('body too large'), { status: 413 }));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function forwardHeaders(request) {
  const headers = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
  }
  const client = request.socket.remoteAddress ?? '';
  headers['x-forwarded-for'] = request.headers['x-forwarded-for']
    ? `${request.headers['x-forwarded-for']}, ${client}`
    : client;
  headers['x-forwarded-proto'] = 'http';
  if (request.headers.host) headers['x-forwarded-host'] = request.headers.host;
  const id = request.headers['x-request-id'];
  if (typeof id !== 'string' || !SAFE_REQUEST_ID.test(id)) headers['x-request-id'] = randomUUID();
  return headers;
}

/**
 * Starts the proxy. `backends`: [{ name, host, port }]. Answers { url, port, served, setBackends, stop }
 * where `served` counts the answers of each backend by name.
 */
export async function startRoundRobinProxy({ backends, port = 0, host = '127.0.0.1' }) {
  let pool = [...backends];
  let next = 0;
  const downUntil = new Map();
  const served = new Map();
  // Connections to the instances are kept open and reused, as nginx's upstream keepalive does.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });

  const pick = (tried) => {
    for (let i = 0; i < pool.length; i++) {
      const backend = pool[(next + i) % pool.length];
      if (tried.has(backend.name)) continue;
      if ((downUntil.get(backend.name) ?? 0) > Date.now()) continue;
      next = (next + i + 1) % pool.length;
      return backend;
    }
    // Every instance looked down: try the ones not tried yet anyway.
    return pool.find((backend) => !tried.has(backend.name));
  };

  const send = (backend, request, headers, body) =>
    new Promise((resolve, reject) => {
      const upstream = http.request(
        { host: backend.host, port: backend.port, method: request.method, path: request.url, headers, agent },
        resolve,
      );
      upstream.on('error', reject);
      upstream.end(body);
    });

  const server = http.createServer(async (request, response) => {
    let body;
    try {
      body = await readBody(request);
    } catch (error) {
      response.writeHead(error.status ?? 400).end();
      return;
    }
    const headers = forwardHeaders(request);
    if (body.length) headers['content-length'] = String(body.length);
    const tried = new Set();
    for (;;) {
      const backend = pick(tried);
      if (!backend) {
        response
          .writeHead(502, { 'content-type': 'text/plain; charset=utf-8' })
          .end('No instance answered.\n');
        return;
      }
      tried.add(backend.name);
      let upstream;
      try {
        upstream = await send(backend, request, headers, body);
      } catch (error) {
        // Refused or reset before any answer: that instance is down (stopped, restarting, killed).
        downUntil.set(backend.name, Date.now() + DOWN_MS);
        if (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'EHOSTUNREACH'].includes(error.code)) continue;
        response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad gateway.\n');
        return;
      }
      served.set(backend.name, (served.get(backend.name) ?? 0) + 1);
      const answer = {};
      for (const [name, value] of Object.entries(upstream.headers))
        if (!HOP_BY_HOP.has(name) && value !== undefined) answer[name] = value;
      answer['x-served-by'] = backend.name;
      response.writeHead(upstream.statusCode ?? 502, answer);
      upstream.pipe(response);
      upstream.on('error', () => response.destroy());
      return;
    }
  });
  server.keepAliveTimeout = 5_000;
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host}:${actualPort}`,
    port: actualPort,
    served,
    setBackends(list) {
      pool = [...list];
      next = 0;
    },
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections?.();
        agent.destroy();
      }),
  };
}
