import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { Store } from './store/db.js';
import { Services } from './domain/services.js';
import { MaintenanceScheduler, type MaintenanceSchedule } from './domain/maintenance.js';
import { AnalysisPool } from './domain/analysis.js';
import { uuidv7 } from './store/ids.js';
import { errorHandling } from './http/error-handling.js';
import { answerClientError, sendProblem } from './http/errors.js';
import { authentication } from './http/auth.js';
import { documentation } from './http/docs.js';
import { healthRoutes } from './http/health.js';
import { companyRoutes } from './http/companies.js';
import { customerRoutes } from './http/customers.js';
import { feedbackRoutes } from './http/feedbacks.js';
import { highlightRoutes } from './http/highlights.js';
import { insightRoutes } from './http/insights.js';
import { labelRoutes, PersonaSchema, SpaceSchema } from './http/labels.js';
import { ProblemSchema } from './http/common.js';
import { CompanySchema } from './http/companies.js';
import { CustomerSchema } from './http/customers.js';
import { FeedbackSchema, FeedbackWithHighlightsSchema } from './http/feedbacks.js';
import { HighlightSchema } from './http/highlights.js';
import { InsightSchema, IssueSchema, SimilarInsightSchema, SimilarIssueSchema } from './http/insights.js';

export interface AppOptions {
  store: Store;
  logger?: FastifyServerOptions['logger'];
  bodyLimit?: number;
  /** Requests per minute per organization (0 or absent: no limit). */
  rateLimitPerMinute?: number;
  /** Background theme maintenance (absent or intervalMs 0: not run by this app). */
  themeMaintenance?: MaintenanceSchedule;
  /** Worker threads that analyse feedback text (absent or 0: analysed on the event loop). */
  analysisThreads?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
  interface FastifyRequest {
    /** The organization of the bearer token, set by authentication on every organization route. */
    organizationUuid: string;
  }
}

export type App = FastifyInstance;
export const ORGANIZATION_PREFIX = '/api/v1/organizations/:org_uuid';

const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

/**
 * Two validators: query strings and paths arrive as text and are coerced to the schema's types;
 * JSON bodies are not, so `"priority": "5"` is a 400 rather than silently accepted.
 */
function validators() {
  const common = { allErrors: true, useDefaults: true, removeAdditional: false, strict: false } as const;
  const body = new Ajv({ ...common, coerceTypes: false });
  const text = new Ajv({ ...common, coerceTypes: 'array' });
  addFormats(body);
  addFormats(text);
  return { body, text };
}

export async function buildApp(options: AppOptions): Promise<App> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    genReqId: () => uuidv7(),
    requestIdHeader: 'x-request-id',
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true },
    // What Node's HTTP parser refuses (a malformed header, headers over the limit) is problem+json too.
    clientErrorHandler: answerClientError,
    // A path the router cannot even decode (a bad percent-escape) is still a problem+json 400.
    frameworkErrors: (error, _request, reply) => {
      void sendProblem(reply, 400, `The path is not valid: ${error.message}`, [{ name: '(path)', in: 'path', message: 'is not a valid URL path' }]);
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const ajv = validators();
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? ajv.body : ajv.text).compile(schema));
  // Only JSON bodies are accepted: anything else is a 415.
  app.removeContentTypeParser(['text/plain']);
  const analysis = new AnalysisPool(options.analysisThreads ?? 0);
  if (analysis.onWorkers) {
    app.addHook('onReady', async () => analysis.start());
    app.addHook('onClose', async () => analysis.close());
  }
  app.decorate('services', new Services(options.store, analysis));
  app.decorateRequest('organizationUuid', '');

  // Shared record schemas, at the root so every route can $ref them and the OpenAPI lists them once.
  for (const schema of [ProblemSchema, CompanySchema, CustomerSchema, FeedbackSchema, FeedbackWithHighlightsSchema, HighlightSchema, InsightSchema, IssueSchema, SimilarInsightSchema, SimilarIssueSchema, SpaceSchema, PersonaSchema]) {
    app.addSchema(schema);
  }
  await app.register(errorHandling);
  // UUIDs are case-insensitive (RFC 9562) and stored in lower case: a path's is read so, as those
  // in bodies and filters are.
  app.addHook('preValidation', (request, _reply, done) => {
    const params = request.params as Record<string, string> | undefined;
    if (params) {
      for (const key in params) {
        const value = params[key]!;
        if (key.endsWith('_uuid') && value !== value.toLowerCase()) params[key] = value.toLowerCase();
      }
    }
    done();
  });
  await app.register(documentation);
  await app.register(authentication);
  await app.register(healthRoutes);
  if (options.rateLimitPerMinute) {
    // Counted per organization after authentication; answers 429 with Retry-After.
    await app.register(rateLimit, {
      max: options.rateLimitPerMinute,
      timeWindow: 60_000,
      hook: 'preHandler',
      keyGenerator: (request) => request.organizationUuid || request.ip,
      allowList: (request) => !request.organizationUuid,
      errorResponseBuilder: (_request, context) => ({ statusCode: 429, message: `Rate limit of ${context.max} requests per minute exceeded; retry in ${context.after}.` }),
    });
  }
  await app.register(
    async (org) => {
      await org.register(companyRoutes);
      await org.register(customerRoutes);
      await org.register(feedbackRoutes);
      await org.register(highlightRoutes);
      await org.register(insightRoutes);
      await org.register(labelRoutes);
    },
    { prefix: ORGANIZATION_PREFIX },
  );
  if (options.themeMaintenance && options.themeMaintenance.intervalMs > 0) {
    const scheduler = new MaintenanceScheduler(app.services, options.themeMaintenance, app.log);
    app.addHook('onReady', async () => scheduler.start());
    app.addHook('onClose', async () => scheduler.stop());
  }
  await app.ready();
  return app;
}
