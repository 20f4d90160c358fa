import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';

const Health = Type.Object({ status: Type.String() });

/** Liveness and readiness for load balancers and orchestrators; no authentication. */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', { schema: { security: [], tags: ['health'], operationId: 'checkLiveness', summary: 'The process is alive', response: { 200: Health } } }, async () => ({ status: 'ok' }));

  app.get(
    '/readyz',
    { schema: { security: [], tags: ['health'], operationId: 'checkReadiness', summary: 'The store answers queries', response: { 200: Health, 503: Health } } },
    async (request, reply) => {
      try {
        await sql`SELECT 1`.execute(app.services.store.db);
        return { status: 'ready' };
      } catch (error) {
        request.log.warn({ err: error }, 'store not reachable');
        return reply.code(503).send({ status: 'store unreachable' });
      }
    },
  );
}
