import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { createTestApp, type TestContext, openTestStore } from '../helpers.js';

const PREFIX = '/api/v1/organizations/:org_uuid';
const OPENAPI_PREFIX = '/api/v1/organizations/{org_uuid}';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

let ctx: TestContext;
let spec: any;
beforeAll(async () => {
  ctx = await createTestApp();
  const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
  expect(response.statusCode).toBe(200);
  spec = response.json();
});
afterAll(async () => ctx.close());

/** Every (method, path) the app registered, read from Fastify's own route tree. */
function registeredRoutes(): { method: string; url: string }[] {
  const text = ctx.app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const routes: { method: string; url: string }[] = [];
  for (const line of text.split('\n')) {
    const match = /^([│├└─\s]*)(\S.*?) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const url = stack.join('');
    for (const method of match[3]!.split(/,\s*/)) routes.push({ method: method.toLowerCase(), url });
  }
  return routes;
}

/** `/companies/:company_uuid` -> `/companies/{company_uuid}` */
const toOpenApi = (url: string) => url.replace(/:([a-z_]+)/g, '{$1}');

function operations(): { method: string; path: string; op: any }[] {
  const out = [];
  for (const [path, item] of Object.entries<any>(spec.paths)) {
    for (const method of METHODS) if (item[method]) out.push({ method, path, op: item[method] });
  }
  return out;
}
const orgOperations = () => operations().filter((o) => o.path.startsWith(OPENAPI_PREFIX));

describe('health', () => {
  it('/healthz answers without authentication', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('/readyz answers ready when the store answers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('/readyz answers 503 when the store is gone; /healthz still 200', async () => {
    const store = await openTestStore();
    const app = await buildApp({ store });
    await store.close();
    try {
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('/api/v1/openapi.json', () => {
  it('is OpenAPI 3.1 with an info block and needs no token', () => {
    expect(spec.openapi).toMatch(/^3\.1\.\d+$/);
    expect(spec.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
  });

  it('has the bearer security scheme, required by default, and not on the health routes', () => {
    expect(spec.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(spec.security).toEqual([{ bearer: [] }]);
    expect(spec.paths['/healthz'].get.security).toEqual([]);
    expect(spec.paths['/readyz'].get.security).toEqual([]);
  });

  it('lists every route registered under the organization prefix, PATCH aliases too', () => {
    const registered = registeredRoutes()
      .filter((r) => r.url.startsWith(PREFIX) && r.method !== 'head')
      .map((r) => `${r.method} ${toOpenApi(r.url)}`)
      .sort();
    // a sanity floor so a broken parse cannot pass vacuously
    expect(registered.length).toBeGreaterThanOrEqual(30);
    expect(registered).toContain(`get ${OPENAPI_PREFIX}/companies/{company_uuid}/customers`);
    expect(registered).toContain(`put ${OPENAPI_PREFIX}/personas/{persona_uuid}`);
    expect(registered).toContain(`patch ${OPENAPI_PREFIX}/issues/{issue_uuid}`);
    const documented = orgOperations()
      .map((o) => `${o.method} ${o.path}`)
      .sort();
    expect(documented).toEqual(registered);
  });

  it('every PUT has its PATCH alias, documented with the same body', () => {
    const puts = registeredRoutes().filter((r) => r.method === 'put');
    expect(puts.length).toBeGreaterThanOrEqual(6);
    for (const route of puts) {
      const path = spec.paths[toOpenApi(route.url)];
      expect(path?.patch, route.url).toBeDefined();
      expect(path!.patch!.requestBody).toEqual(path!.put!.requestBody);
    }
  });

  it('names every operation with a unique camelCase operationId, for generated clients (PATCH after its PUT)', () => {
    const ids = operations().map((o) => o.op.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const byRoute = new Map(operations().map((o) => [`${o.method} ${o.path.replace(OPENAPI_PREFIX, '')}`, o.op.operationId]));
    expect(byRoute.get('get /companies')).toBe('listCompanies');
    expect(byRoute.get('post /feedbacks')).toBe('createFeedback');
    expect(byRoute.get('put /issues/{issue_uuid}')).toBe('updateIssue');
    expect(byRoute.get('patch /issues/{issue_uuid}')).toBe('patchIssue');
    expect(byRoute.get('get /customers/{customer_uuid}/insights')).toBe('listCustomerInsights');
    expect(byRoute.get('post /personas')).toBe('createPersona');
    expect(byRoute.get('get /healthz')).toBe('checkLiveness');
    for (const { method, op } of operations()) {
      if (method === 'patch') expect(op.operationId).toMatch(/^patch/);
      if (method === 'put') expect(op.operationId).toMatch(/^update/);
    }
  });

  it('describes every answer (no placeholder "Default Response"); a 201 says where the record is', () => {
    for (const { op } of operations()) for (const response of Object.values<any>(op.responses)) expect(response.description).not.toBe('Default Response');
    expect(spec.paths[`${OPENAPI_PREFIX}/feedbacks`].post.responses['201'].description).toBe('Created; the record, and its path in Location');
  });

  it('every organization operation documents 400, 401 and 404 as problem details, and a success', () => {
    for (const { method, path, op } of orgOperations()) {
      const where = `${method} ${path}`;
      for (const status of ['400', '401', '404', '429', '500']) {
        const response = op.responses[status];
        expect(response, `${where} ${status}`).toBeDefined();
        const [content] = Object.values<any>(response.content);
        expect(content.schema.$ref, `${where} ${status}`).toBe('#/components/schemas/Problem');
      }
      // A POST creates (201), but for an action on a record that exists ("/merge"), which answers it (200).
      const success = method === 'post' && !path.endsWith('/merge') ? '201' : '200';
      expect(op.responses[success], `${where} ${success}`).toBeDefined();
      expect(op.summary, where).toEqual(expect.any(String));
      expect(op.tags?.length, where).toBeGreaterThan(0);
    }
  });

  it('documents the headers answers carry: Location on 201, WWW-Authenticate on 401, Retry-After on 429', () => {
    for (const { method, path, op } of orgOperations()) {
      if (op.responses['201']) expect(op.responses['201'].headers?.Location, `${method} ${path}`).toBeDefined();
      expect(op.responses['401'].headers?.['WWW-Authenticate'], `${method} ${path}`).toBeDefined();
      expect(op.responses['429'].headers?.['Retry-After'], `${method} ${path}`).toBeDefined();
    }
    expect(spec.info.description).toMatch(/405/);
  });

  it('documents a single feedback with its highlights always there, a listed one without them', () => {
    expect(spec.components.schemas.FeedbackWithHighlights.required).toContain('highlights');
    expect(spec.components.schemas.Feedback.required).not.toContain('highlights');
    const created = spec.paths[`${OPENAPI_PREFIX}/feedbacks`].post.responses['201'].content['application/json'].schema;
    expect(JSON.stringify(created)).toContain('FeedbackWithHighlights');
  });

  it('documents the problem schema', () => {
    const problem = spec.components.schemas.Problem;
    expect(problem.required).toEqual(expect.arrayContaining(['type', 'title', 'status', 'detail', 'errors']));
    expect(problem.properties.errors.items.required).toEqual(expect.arrayContaining(['name', 'in', 'message']));
  });

  it('documents request bodies of POST and PUT', () => {
    for (const { method, path, op } of orgOperations().filter((o) => o.method === 'post' || o.method === 'put' || o.method === 'delete')) {
      const schema = op.requestBody?.content?.['application/json']?.schema;
      expect(schema, `${method} ${path}`).toBeDefined();
      expect(schema.type, `${method} ${path}`).toBe('object');
    }
    const create = spec.paths[`${OPENAPI_PREFIX}/companies`].post.requestBody.content['application/json'].schema;
    expect(create.required).toEqual(['name']);
    expect(create.additionalProperties).toBe(false);
    expect(Object.keys(create.properties)).toEqual(expect.arrayContaining(['name', 'domain', 'dollar_value', 'description', 'notes', 'company_persona_uuid']));
    expect(create.properties.dollar_value.minimum).toBe(0);
    const customer = spec.paths[`${OPENAPI_PREFIX}/customers`].post.requestBody.content['application/json'].schema;
    expect([...customer.required].sort()).toEqual(['email', 'full_name']);
  });

  it('documents query parameters of list routes, with limits and allowed sorts', () => {
    const params = (path: string) => spec.paths[`${OPENAPI_PREFIX}${path}`].get.parameters.filter((p: any) => p.in === 'query');
    const companies = params('/companies');
    const byName = Object.fromEntries(companies.map((p: any) => [p.name, p]));
    expect(Object.keys(byName)).toEqual(
      expect.arrayContaining(['page_size', 'page_number', 'sort_by', 'sort_direction', 'uuids', 'from_last_interacted_date', 'to_last_interacted_date', 'min_sentiment', 'search']),
    );
    expect(byName.page_size.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 1000, default: 25 });
    expect(byName.sort_by.schema.enum).toContain('last_interacted_date');
    expect(byName.sort_direction.schema.enum).toEqual(['asc', 'desc']);
    const customers = params('/customers').map((p: any) => p.name);
    expect(customers).toEqual(expect.arrayContaining(['uuids', 'company_uuids', 'personas', 'search']));
    expect(params('/customers/{customer_uuid}/feedbacks').find((p: any) => p.name === 'page_size').schema.maximum).toBe(100);
  });

  it('query parameters that have a default are not marked required', () => {
    for (const { method, path, op } of orgOperations()) {
      for (const param of (op.parameters ?? []).filter((p: any) => p.in === 'query')) {
        if (param.schema?.default !== undefined) expect(param.required, `${method} ${path} ${param.name}`).not.toBe(true);
      }
    }
  });

  it('documents the response records', () => {
    const company = spec.components.schemas.Company;
    expect(Object.keys(company.properties)).toEqual(
      expect.arrayContaining(['uuid', 'organization_uuid', 'name', 'domain', 'dollar_value', 'customer_count', 'feedback_count', 'average_sentiment', 'last_interacted_date']),
    );
    const list = spec.paths[`${OPENAPI_PREFIX}/companies`].get.responses['200'].content['application/json'].schema;
    expect(list.required).toEqual(['companies', 'total_company_count']);
    const one = spec.paths[`${OPENAPI_PREFIX}/companies/{company_uuid}`].get.responses['200'].content['application/json'].schema;
    expect(one.properties.total_company_count).toBeDefined();
  });
});

describe('/docs', () => {
  async function fetchDocs() {
    let url = '/docs';
    for (let hops = 0; hops < 5; hops++) {
      const response = await ctx.app.inject({ method: 'GET', url });
      if (response.statusCode >= 300 && response.statusCode < 400 && response.headers.location) {
        url = new URL(String(response.headers.location), `http://localhost${url}`).pathname;
        continue;
      }
      return { response, url };
    }
    throw new Error('too many redirects');
  }

  it('serves an HTML page without authentication', async () => {
    const { response } = await fetchDocs();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toMatch(/<html/i);
  });

  it('loads nothing from a CDN: every script and stylesheet is served by the app itself', async () => {
    const { response, url } = await fetchDocs();
    const html = response.body;
    expect(html).not.toMatch(/<script[^>]+src=["']?(https?:)?\/\//i);
    expect(html).not.toMatch(/<link[^>]+href=["']?(https?:)?\/\//i);
    const assets = [...html.matchAll(/(?:src|href)=["']([^"']+\.(?:js|css))["']/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      const assetUrl = new URL(asset, `http://localhost${url.endsWith('/') ? url : `${url}/`}`).pathname;
      const served = await ctx.app.inject({ method: 'GET', url: assetUrl });
      expect(served.statusCode, assetUrl).toBe(200);
    }
  });

  it('the page points at the generated document', async () => {
    const initializer = await ctx.app.inject({ method: 'GET', url: '/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
    expect(initializer.body).not.toMatch(/https?:\/\/(?!localhost)[a-z0-9.-]+\.[a-z]{2,}\/[^\s'"]*\.(json|yaml|js)/i);
    const json = await ctx.app.inject({ method: 'GET', url: '/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(json.json().openapi).toBe(spec.openapi);
  });
});
