import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ProblemError } from './errors.js';

const PREFIX = '/api/v1/organizations';
const SLASH = 0x2f;
const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

/** The path of a request URL, without its query string. */
function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** Whether the path is the organization prefix or under it. */
function isOrganizationPath(path: string): boolean {
  return path.startsWith(PREFIX) && (path.length === PREFIX.length || path.charCodeAt(PREFIX.length) === SLASH);
}

/**
 * After the token is known to open `organizationUuid`: nothing when the path names that
 * organization (the uuid case-insensitive, percent-escapes decoded), else the 404 of an
 * organization that does not exist.
 */
function checkOrganization(request: FastifyRequest, path: string, organizationUuid: string): ProblemError | undefined {
  const start = PREFIX.length + 1;
  const end = path.indexOf('/', start);
  const segment = end === -1 ? path.slice(start) : path.slice(start, end);
  // The common case, the uuid exactly as stored, needs no decoding.
  if (segment !== organizationUuid && decodeURIComponent(segment).toLowerCase() !== organizationUuid) {
    return new ProblemError(404, 'The organization does not exist.');
  }
  request.organizationUuid = organizationUuid;
  return undefined;
}

const unknownToken = () =>
  new ProblemError(401, 'The bearer token is unknown or revoked.', [{ name: 'authorization', in: 'header', message: 'unknown or revoked token' }], {
    'www-authenticate': 'Bearer realm="cfs", error="invalid_token"',
  });

/**
 * Bearer-token authentication for every path under /api/v1/organizations, checked first (before
 * routing, parsing and validation). A token only opens its own organization: any other
 * organization's path is a 404, exactly like one that does not exist.
 *
 * When the token's answer is at hand (SQLite with no transaction holding the connection, or a
 * token read moments ago on PostgreSQL: OrganizationRepository.authenticateNow) the hook finishes
 * synchronously, without a promise.
 */
export const authentication = fp(async (app: FastifyInstance) => {
  const { organizations } = app.services;
  app.addHook('onRequest', (request, _reply, done) => {
    const path = pathOf(request.url);
    if (!isOrganizationPath(path)) return done();
    const header = request.headers.authorization;
    const match = header ? BEARER.exec(header) : null;
    if (!match) {
      return done(
        new ProblemError(401, 'Send the header Authorization: Bearer <token>.', [{ name: 'authorization', in: 'header', message: header ? 'is not a Bearer token' : 'is required' }], {
          'www-authenticate': 'Bearer realm="cfs"',
        }),
      );
    }
    const token = match[1]!;
    const known = organizations.authenticateNow(token);
    if (known !== undefined) return done(known === null ? unknownToken() : checkOrganization(request, path, known));
    organizations.authenticate(token).then((organizationUuid) => {
      let outcome: Error | undefined;
      try {
        outcome = organizationUuid ? checkOrganization(request, path, organizationUuid) : unknownToken();
      } catch (error) {
        outcome = error as Error; // a path segment that does not decode, as when thrown above
      }
      done(outcome);
    }, done);
  });
});
