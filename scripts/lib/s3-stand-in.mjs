// A local S3 stand-in (s3rver, a devDependency of @haat/api; decision 067) for people, tests and the
// cluster script: `startS3StandIn({ port, dir, bucket })` → `{ endpoint, env, stop }`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** s3rver's fixed credentials (it checks request signatures against them). */
export const STAND_IN_KEY = 'S3RVER';

/**
 * Starts s3rver on `host:port` (port 0: a free one) keeping its objects in `dir` (default: a new
 * temporary folder, removed by `stop`), with `bucket` created. `env` holds the S3_* settings the
 * app needs to use it; `stop` closes it (open keep-alive connections included).
 */
export async function startS3StandIn({
  port = 0,
  host = '127.0.0.1',
  dir,
  bucket = 'haat',
  silent = true,
} = {}) {
  const { default: S3rver } = await import('s3rver');
  const temporary = !dir;
  const directory = dir ? resolve(dir) : mkdtempSync(join(tmpdir(), 'haat-s3-'));
  const server = new S3rver({
    address: host,
    port,
    directory,
    silent,
    configureBuckets: [{ name: bucket }],
  });
  let address;
  try {
    address = await server.run();
  } catch (error) {
    if (temporary) rmSync(directory, { recursive: true, force: true });
    throw error;
  }
  const endpoint = `http://${host}:${address.port}`;
  return {
    endpoint,
    port: address.port,
    bucket,
    dir: directory,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: STAND_IN_KEY,
      S3_SECRET_ACCESS_KEY: STAND_IN_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      server.httpServer?.closeAllConnections?.();
      await server.close().catch(() => undefined);
      if (temporary) rmSync(directory, { recursive: true, force: true });
    },
  };
}
