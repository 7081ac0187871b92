// The baseline of the API benchmark: a bare Fastify server with one route, `GET /` → {hello:'world'}.
// No plugins, no logger, no database: whatever the real API costs on top of this is what we measure.
// Run as a child process by run.mjs (PORT from the environment), so it is measured like the real app.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));

const stop = () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
