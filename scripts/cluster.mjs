// `npm run cluster [-- --instances N --port P]`: Haat as several instances on this machine — the
// embedded PostgreSQL of DATA_DIR in its own process (or DATABASE_URL), the S3 stand-in (or the
// S3_* given), N API instances (default 2) and a round-robin proxy on PORT (default 3000). The way
// to try what a deployment of several behaves like; production uses compose.yaml or your own
// platform (README, "Production").
import { parseArgs } from 'node:util';
import { buildIfStale } from './build-if-stale.mjs';
import { startCluster } from './lib/cluster.mjs';

const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: '2' },
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
  },
});
const instances = Number(values.instances);
const port = Number(values.port);
if (!Number.isInteger(instances) || instances < 1 || instances > 16) {
  console.error('--instances must be a whole number from 1 to 16.');
  process.exit(1);
}
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error('--port must be a port number.');
  process.exit(1);
}
if (!(await buildIfStale())) {
  console.error('The build failed; see above.');
  process.exit(1);
}

let cluster;
try {
  cluster = await startCluster({
    instances,
    port,
    host: values.host,
    dataDir: process.env.DATA_DIR ?? './data',
    // An instance killed or crashed is started again, as a process supervisor would.
    restart: true,
    // The stand-in's usual port, so the S3_* printed below stay the same from one start to the next.
    s3Port: Number(process.env.S3_STAND_IN_PORT ?? 4569),
  });
} catch (error) {
  console.error(`The cluster could not start: ${error.message}`);
  process.exit(1);
}
console.log(
  [
    '',
    `  Haat is running as ${instances} instance${instances === 1 ? '' : 's'} behind ${cluster.url}`,
    ...cluster.instances.map(
      (instance) => `    ${instance.name}: ${instance.url} (process ${instance.pid()})`,
    ),
    `  Database: ${cluster.database ? `embedded PostgreSQL (process ${cluster.database.pid})` : 'DATABASE_URL'}`,
    `  Files: ${cluster.s3 ? `S3 stand-in at ${cluster.s3.endpoint}, bucket ${cluster.s3.bucket}` : 'S3_BUCKET'}`,
    ...(cluster.s3
      ? [
          '  The instances use these object-store settings (give them to `npm run backup` too):',
          ...Object.entries(cluster.s3.env).map(([name, value]) => `    ${name}=${value}`),
        ]
      : []),
    '  An instance that ends by itself (try `kill -9` on one) is started again. Ctrl-C stops everything.',
    '',
  ].join('\n'),
);

let stopping = false;
const stop = async (signal) => {
  if (stopping) process.exit(1);
  stopping = true;
  console.log(`${signal}: stopping…`);
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
