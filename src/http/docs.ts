import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/**
 * The OpenAPI 3.1 document, generated from the same route schemas that validate requests, at
 * /api/v1/openapi.json, and an interactive reference at /docs served from the installed package.
 */
export const documentation = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Customer Feedback Service API',
        version: '1.0.0',
        description:
          'Feedback, customers and companies of an organization, and what the service derives from the feedback: highlights, insights and issues. ' +
          'Every organization route needs `Authorization: Bearer <token>`. Errors are RFC 9457 problem details (`application/problem+json`) whose `errors` name each bad field or parameter. ' +
          'Lists take `page_size` and `page_number` and return `total_<resource>_count`. Timestamps are ISO 8601 UTC. ' +
          'A method a path does not take is a 405 problem with an `Allow` header listing those it does; PATCH is the alias of every PUT.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'A token from `npm run --silent cli -- token create --org <uuid>`' } } },
      security: [{ bearer: [] }],
      tags: [
        { name: 'companies' },
        { name: 'customers' },
        { name: 'feedback' },
        { name: 'highlights' },
        { name: 'insights' },
        { name: 'issues' },
        { name: 'spaces' },
        { name: 'personas' },
        { name: 'health' },
      ],
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
    transformObject: (documentObject) => ('openapiObject' in documentObject ? openApiFixes(documentObject.openapiObject as OpenApiDocument) : documentObject.swaggerObject),
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true, uiConfig: { deepLinking: true, docExpansion: 'list', validatorUrl: null } });
  app.get('/api/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});

interface OpenApiResponse {
  description?: string;
  content?: Record<string, unknown>;
  headers?: Record<string, { description: string; schema: { type: string } }>;
}
interface OpenApiDocument {
  paths?: Record<string, Record<string, { parameters?: { in: string; required?: boolean; schema?: { default?: unknown } }[]; responses?: Record<string, OpenApiResponse> }>>;
}

/** What a success says, for the answers whose schema gives no description (Fastify's "Default Response"). */
const STATUS_DESCRIPTIONS: Record<string, string> = {
  '200': 'OK',
  '201': 'Created; the record, and its path in Location',
  '204': 'Done; no content',
  '503': 'Not ready',
};

/** The headers some answers carry, by status. */
const RESPONSE_HEADERS: Record<string, OpenApiResponse['headers']> = {
  '201': { Location: { description: 'The path of the record created', schema: { type: 'string' } } },
  '401': { 'WWW-Authenticate': { description: 'Bearer, with error="invalid_token" for an unknown or revoked token', schema: { type: 'string' } } },
  '429': { 'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'string' } } },
};

/**
 * What the schemas cannot say by themselves: a query parameter with a default is optional (the
 * TypeBox property is required only so handlers see the default filled in), errors are sent as
 * application/problem+json, the headers some answers carry (Location, WWW-Authenticate,
 * Retry-After), and what a success means. A method a path does not take is a 405 with Allow (the
 * document's description).
 */
function openApiFixes(document: OpenApiDocument) {
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item)) {
      if (typeof operation !== 'object' || operation === null) continue;
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in === 'query' && parameter.schema?.default !== undefined) parameter.required = false;
      }
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (response.description === 'Default Response' && STATUS_DESCRIPTIONS[status]) response.description = STATUS_DESCRIPTIONS[status];
        const json = response.content?.['application/json'];
        if (Number(status) >= 400 && json && response.content) response.content = { 'application/problem+json': json };
        if (RESPONSE_HEADERS[status]) response.headers = { ...response.headers, ...RESPONSE_HEADERS[status] };
      }
    }
  }
  return document;
}
