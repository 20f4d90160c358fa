import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { ProblemError } from './errors.js';

const PREFIX = '/api/v1/organizations';
const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

/**
 * Bearer-token authentication for every path under /api/v1/organizations, checked first (before
 * routing, parsing and validation). A token only opens its own organization: any other
 * organization's path is a 404, exactly like one that does not exist.
 */
export const authentication = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0]!;
    if (path !== PREFIX && !path.startsWith(`${PREFIX}/`)) return;
    const header = request.headers.authorization;
    const match = header ? BEARER.exec(header) : null;
    if (!match) {
      throw new ProblemError(401, 'Send the header Authorization: Bearer <token>.', [{ name: 'authorization', in: 'header', message: header ? 'is not a Bearer token' : 'is required' }], {
        'www-authenticate': 'Bearer realm="cfs"',
      });
    }
    const organizationUuid = await app.services.organizations.authenticate(match[1]!);
    if (!organizationUuid) {
      throw new ProblemError(401, 'The bearer token is unknown or revoked.', [{ name: 'authorization', in: 'header', message: 'unknown or revoked token' }], {
        'www-authenticate': 'Bearer realm="cfs", error="invalid_token"',
      });
    }
    const pathOrganization = decodeURIComponent(path.slice(PREFIX.length + 1).split('/')[0] ?? '').toLowerCase();
    if (pathOrganization !== organizationUuid) throw new ProblemError(404, 'The organization does not exist.');
    request.organizationUuid = organizationUuid;
  });
});
