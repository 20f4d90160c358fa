import fp from 'fastify-plugin';
import FindMyWay from 'find-my-way';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ProblemError, badRequest, sendProblem, validationErrors } from './errors.js';
import { ConflictError, InvalidReferenceError } from '../domain/errors.js';
import { laterCheckErrors } from './common.js';

const CLIENT_ERRORS: Record<string, { status: number; detail: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, detail: 'Send the body as JSON, with Content-Type: application/json.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, detail: 'The body is larger than the limit.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, detail: 'The body is empty; send a JSON object.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, detail: 'The body is not valid JSON.' },
};

/**
 * Every error leaves as RFC 9457 problem details: validation errors name each bad field, a route
 * that exists under other methods answers 405 with Allow, and a 500 carries only the request id.
 */
export const errorHandling = fp(async (app: FastifyInstance) => {
  // A second router holding every route, to tell "wrong method" (405) from "no such path" (404).
  const routes = FindMyWay();
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      try {
        routes.on(method as 'GET', route.url, () => undefined);
      } catch {
        // already known (HEAD twins, re-registrations): nothing to add
      }
    }
  });

  // JSON can carry lone UTF-16 surrogates, which no store can keep as UTF-8: the text read back
  // would differ from what was sent (and from the highlight offsets); and the NUL character, which
  // PostgreSQL cannot keep in text at all. Refused for every field, on every store alike.
  // A callback hook, not an async one: it runs on every request, and most have no body.
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.body === undefined || request.body === null) return done();
    const bad = malformedStrings(request.body, '');
    if (bad.length > 0) return done(badRequest(bad.map(({ path, message }) => ({ name: path || '(body)', in: 'body', message }))));
    done();
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    const allowed = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((method) => routes.find(method as 'GET', path) !== null);
    if (allowed.length > 0) {
      return sendProblem(reply, 405, `${request.method} is not allowed on ${path}; allowed: ${allowed.join(', ')}.`, [], { allow: allowed.join(', ') });
    }
    return sendProblem(reply, 404, `No route ${request.method} ${path}.`);
  });

  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error instanceof ProblemError) return sendProblem(reply, error.status, error.detail, error.errors, error.headers);
    if (error instanceof InvalidReferenceError) {
      return sendProblem(reply, 400, `body ${error.field}: ${error.message}`, [{ name: error.field, in: 'body', message: error.message }]);
    }
    if (error instanceof ConflictError) return sendProblem(reply, 409, error.message);
    if (error.validation) {
      const errors = validationErrors(error);
      // A parameter given twice arrives as an array, which no parameter here takes.
      const query = request.query as Record<string, unknown> | undefined;
      for (const e of errors) {
        if (e.in === 'query' && Array.isArray(query?.[e.name])) e.message = 'is given more than once; send it once (a list is one comma-separated value)';
      }
      // What the route checks after its schema, for every input part: one 400 names every bad field.
      const schema = request.routeOptions.schema as Record<string, unknown> | undefined;
      const named = new Set(errors.map((e) => `${e.in}\u0000${e.name}`));
      for (const [part, input] of [['querystring', request.query], ['body', request.body]] as const) {
        for (const extra of await laterCheckErrors(schema?.[part], input, request)) {
          if (!named.has(`${extra.in}\u0000${extra.name}`)) errors.push(extra);
        }
      }
      return sendProblem(reply, 400, errors.map((e) => `${e.in} ${e.name}: ${e.message}`).join('; '), errors);
    }
    const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
    if (known) {
      const errors = known.status === 400 ? [{ name: '(body)', in: 'body' as const, message: error.message }] : [];
      return sendProblem(reply, known.status, known.detail, errors);
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendProblem(reply, error.statusCode, error.message);
    }
    request.log.error({ err: error }, 'request failed');
    return sendProblem(reply, 500, `An unexpected error occurred. Quote request id ${request.id} when reporting it.`);
  });
});

const LONE_SURROGATE = /\p{Cs}/u;
const UNSTORABLE = /[\p{Cs}\u0000]/u;

/** Why a string cannot be stored as sent, or null when it can. */
function unstorable(text: string): string | null {
  if (!UNSTORABLE.test(text)) return null;
  return LONE_SURROGATE.test(text) ? 'must be valid Unicode (it holds a lone surrogate)' : 'must not contain the NUL character (\\u0000)';
}

/** The strings (values and keys) in a parsed JSON body that no store keeps as sent, by path. */
function malformedStrings(value: unknown, path: string, found: { path: string; message: string }[] = []): { path: string; message: string }[] {
  if (typeof value === 'string') {
    const message = unstorable(value);
    if (message) found.push({ path, message });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => malformedStrings(item, `${path}[${index}]`, found));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const child = path ? `${path}.${key}` : key;
      const message = unstorable(key);
      if (message) found.push({ path: child, message });
      else malformedStrings(item, child, found);
    }
  }
  return found;
}
