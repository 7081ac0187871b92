// `npm run s3:stand-in`: a local S3-compatible store (s3rver) for trying object storage on a laptop
// or for the cluster (decision 067). Listens on 127.0.0.1:4569 and keeps objects in DATA_DIR/s3
// (default ./data/s3) with the bucket `haat`; prints the S3_* lines to give the app. Stops on Ctrl-C.
//   --port <n> (or S3_STAND_IN_PORT)   --dir <path> (or S3_STAND_IN_DIR)   --bucket <name> (or S3_STAND_IN_BUCKET)
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startS3StandIn } from './lib/s3-stand-in.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    dir: { type: 'string' },
    bucket: { type: 'string' },
    host: { type: 'string' },
  },
});
const port = Number(values.port ?? process.env.S3_STAND_IN_PORT ?? 4569);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Not a port: ${values.port ?? process.env.S3_STAND_IN_PORT}`);
  process.exit(2);
}
const dir = resolve(
  values.dir ?? process.env.S3_STAND_IN_DIR ?? resolve(process.env.DATA_DIR ?? './data', 's3'),
);
const bucket = values.bucket ?? process.env.S3_STAND_IN_BUCKET ?? 'haat';
const host = values.host ?? process.env.S3_STAND_IN_HOST ?? '127.0.0.1';

let standIn;
try {
  standIn = await startS3StandIn({ port, dir, bucket, host });
} catch (error) {
  console.error(`The S3 stand-in could not start on ${host}:${port}: ${error.message}`);
  process.exit(1);
}
console.log(`S3 stand-in (s3rver) at ${standIn.endpoint}, bucket "${bucket}", objects in ${standIn.dir}`);
console.log('Start the app with these settings (or put them in your environment):\n');
for (const [name, value] of Object.entries(standIn.env)) console.log(`${name}=${value}`);
console.log('\nCtrl-C stops it.');

const stop = async () => {
  await standIn.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
