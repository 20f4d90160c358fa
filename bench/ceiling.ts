/**
 * The ceiling: a bare Fastify route returning a fixed JSON body, no store, no auth, no logging.
 * Whatever the service does per request costs something on top of this, on the same machine.
 * Run: PORT=3999 HOST=127.0.0.1 npx tsx bench/ceiling.ts
 */
import Fastify from 'fastify';

const port = Number(process.env.PORT ?? 3999);
const host = process.env.HOST ?? '127.0.0.1';

const app = Fastify({ logger: false });
const body = { status: 'ok', service: 'ceiling', items: [{ uuid: '0190d8f2-7c1e-7a3b-9e55-2f1c3d4e5f60', name: 'Acme Analytics' }] };

app.get('/', async () => body);

await app.listen({ port, host });

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
