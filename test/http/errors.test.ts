import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { call, createOrg, createTestApp, expectProblem, type TestContext, openTestStore } from '../helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

async function send(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, headers: Record<string, string> = {}, payload?: string | Buffer, app = ctx.app) {
  const response = await app.inject({ method, url: path, headers, ...(payload === undefined ? {} : { payload }) });
  let body: any;
  try {
    body = JSON.parse(response.body);
  } catch {
    body = undefined;
  }
  return { status: response.statusCode, headers: response.headers, body, text: response.body };
}
const json = () => ({ ...ctx.org.headers, 'content-type': 'application/json' });

describe('the problem shape', () => {
  it('has type, title, status, detail, errors, and the request id', async () => {
    const response = await send('GET', `${ctx.org.base}/companies?page_size=0`, ctx.org.headers);
    const problem = expectProblem(response, 400);
    expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(problem).toMatchObject({
      type: expect.any(String),
      title: 'Bad Request',
      status: 400,
      detail: expect.stringContaining('page_size'),
      errors: [{ name: 'page_size', in: 'query', message: expect.any(String) }],
    });
    expect(response.body.request_id).toEqual(expect.any(String));
  });
});

describe('bodies', () => {
  it('malformed JSON is 400', async () => {
    const problem = expectProblem(await send('POST', `${ctx.org.base}/companies`, json(), '{"name": "x",'), 400);
    expect(problem.errors[0]).toMatchObject({ name: '(body)', in: 'body' });
  });

  it('an empty JSON body is 400', async () => {
    expectProblem(await send('POST', `${ctx.org.base}/companies`, json(), ''), 400);
  });

  it.each(['null', '"a string"', '42', '[]'])('a JSON body %s that is not an object is 400', async (payload) => {
    expectProblem(await send('POST', `${ctx.org.base}/companies`, json(), payload), 400);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml'])(
    'a body sent as %s is 415 (and nothing is created)',
    async (type) => {
      const before = (await send('GET', `${ctx.org.base}/companies`, ctx.org.headers)).body.total_company_count;
      const response = await send('POST', `${ctx.org.base}/companies`, { ...ctx.org.headers, 'content-type': type }, '{"name":"Sneaky"}');
      const problem = expectProblem(response, 415);
      expect(problem.title).toBe('Unsupported Media Type');
      expect((await send('GET', `${ctx.org.base}/companies`, ctx.org.headers)).body.total_company_count).toBe(before);
    },
  );

  it('a PUT without Content-Type: application/json is 415', async () => {
    expectProblem(await send('PUT', `${ctx.org.base}/companies/00000000-0000-4000-8000-000000000000`, { ...ctx.org.headers, 'content-type': 'text/plain' }, '{}'), 415);
  });

  it('application/json with a charset is accepted', async () => {
    const response = await send('POST', `${ctx.org.base}/companies`, { ...ctx.org.headers, 'content-type': 'application/json; charset=utf-8' }, '{"name":"Charset"}');
    expect(response.status).toBe(201);
  });

  it('a body over the limit is 413', async () => {
    const store = await openTestStore();
    const small = await buildApp({ store, bodyLimit: 1024 });
    try {
      const org = await createOrg(small, 'Small');
      const big = JSON.stringify({ name: 'Big', description: 'x'.repeat(2000) });
      const response = await send('POST', `${org.base}/companies`, { ...org.headers, 'content-type': 'application/json' }, big, small);
      const problem = expectProblem(response, 413);
      expect(problem.title).toBe('Content Too Large');
      const fits = await send('POST', `${org.base}/companies`, { ...org.headers, 'content-type': 'application/json' }, JSON.stringify({ name: 'Fits' }), small);
      expect(fits.status).toBe(201);
    } finally {
      await small.close();
      await store.close();
    }
  });

  it('the default limit is 1 MiB', async () => {
    const payload = JSON.stringify({ name: 'Huge', notes: 'x'.repeat(1024 * 1024) });
    expectProblem(await send('POST', `${ctx.org.base}/companies`, json(), payload), 413);
    // just under the limit reaches validation instead (notes is limited to 10,000 characters)
    const under = JSON.stringify({ name: 'Huge', notes: 'x'.repeat(1024 * 1024 - 100) });
    const problem = expectProblem(await send('POST', `${ctx.org.base}/companies`, json(), under), 400);
    expect(problem.errors.map((e) => e.name)).toEqual(['notes']);
  });
});

describe('routing', () => {
  it.each([
    ['DELETE', '/companies', ['GET', 'HEAD', 'POST']],
    ['PUT', '/companies', ['GET', 'HEAD', 'POST']],
    ['POST', '/companies/00000000-0000-4000-8000-000000000000', ['GET', 'HEAD', 'PUT', 'PATCH']],
    ['DELETE', '/customers/00000000-0000-4000-8000-000000000000', ['GET', 'HEAD', 'PUT', 'PATCH']],
    ['PATCH', '/personas', ['GET', 'HEAD', 'POST']],
  ])('%s %s is 405 with an Allow header', async (method, path, allowed) => {
    const response = await send(method as 'GET', `${ctx.org.base}${path}`, ctx.org.headers);
    const problem = expectProblem(response, 405);
    expect(problem.title).toBe('Method Not Allowed');
    expect(String(response.headers.allow).split(/,\s*/).sort()).toEqual([...allowed].sort());
  });

  it('an unknown route is a 404 problem, inside and outside the organization prefix', async () => {
    const inside = await send('GET', `${ctx.org.base}/widgets`, ctx.org.headers);
    expectProblem(inside, 404);
    const outside = await send('GET', '/nowhere');
    expectProblem(outside, 404);
    expect(outside.body.title).toBe('Not Found');
  });

  it('a malformed percent-escape in the path (/companies/%E0) is a 400 problem+json naming the path', async () => {
    const problem = expectProblem(await send('GET', `${ctx.org.base}/companies/%E0`, ctx.org.headers), 400);
    expect(problem.errors).toEqual([{ name: '(path)', in: 'path', message: 'is not a valid URL path' }]);
  });

  it('a huge page_number is a 400, not a 500', async () => {
    const problem = expectProblem(await send('GET', `${ctx.org.base}/customers?page_number=1e20`, ctx.org.headers), 400);
    expect(problem.errors.map((e) => e.name)).toEqual(['page_number']);
  });

  it('a trailing slash names the same route', async () => {
    expect((await send('GET', `${ctx.org.base}/companies/`, ctx.org.headers)).status).toBe(200);
  });

  it('a foreign token gets 404 (not 405 or 415) under another organization', async () => {
    expectProblem(await send('DELETE', `${ctx.org.base}/companies`, ctx.other.headers), 404);
    expectProblem(await send('POST', `${ctx.org.base}/companies`, { ...ctx.other.headers, 'content-type': 'text/plain' }, 'x'), 404);
  });
});

describe('every bad field and parameter in one answer', () => {
  it('names the fields its schema refuses and those it checks after (e-mail, dates, uuid lists) together', async () => {
    const customer = expectProblem(await call(ctx.app, ctx.org, 'POST', '/customers', { full_name: 5, email: 'bad', foo: 1 }), 400);
    expect(customer.errors.map((e) => e.name).sort()).toEqual(['email', 'foo', 'full_name']);
    const list = expectProblem(await call(ctx.app, ctx.org, 'GET', '/companies?page_size=0&sort_by=x&uuids=y&from_last_interacted_date=z'), 400);
    expect(list.errors.map((e) => e.name).sort()).toEqual(['from_last_interacted_date', 'page_size', 'sort_by', 'uuids']);
    const checksOnly = expectProblem(await call(ctx.app, ctx.org, 'GET', '/feedbacks?customer_uuids=y&from_date=z&to_date=2026-02-30&feedback_types=lower'), 400);
    expect(checksOnly.errors.map((e) => e.name).sort()).toEqual(['customer_uuids', 'feedback_types', 'from_date', 'to_date']);
    const feedback = expectProblem(await call(ctx.app, ctx.org, 'POST', '/feedbacks', { feedback_contents: 'Fine.', customer_uuid: 'nope', feedback_date: 'yesterday', priority: 11 }), 400);
    expect(feedback.errors.map((e) => e.name).sort()).toEqual(['customer_uuid', 'feedback_date', 'priority']);
    const twice = expectProblem(await call(ctx.app, ctx.org, 'GET', '/companies?uuids=a&uuids=b&page_size=1&page_size=2'), 400);
    expect(twice.errors).toEqual([
      { name: 'page_size', in: 'query', message: 'is given more than once; send it once (a list is one comma-separated value)' },
      { name: 'uuids', in: 'query', message: 'is given more than once; send it once (a list is one comma-separated value)' },
    ].sort((a, b) => (a.name < b.name ? -1 : 1)));
    // references to another organization's records are named beside the other bad fields
    const foreignCustomer = (await call(ctx.app, ctx.other, 'POST', '/customers', { full_name: 'Theirs', email: 'theirs@example.com' })).body.customers[0];
    const foreignCompany = (await call(ctx.app, ctx.other, 'POST', '/companies', { name: 'Theirs' })).body.companies[0];
    const withReference = expectProblem(await call(ctx.app, ctx.org, 'POST', '/feedbacks', { feedback_contents: 'hi', customer_uuid: foreignCustomer.uuid, priority: 1.5 }), 400);
    expect(withReference.errors.map((e) => e.name).sort()).toEqual(['customer_uuid', 'priority']);
    const afterSchema = expectProblem(await call(ctx.app, ctx.org, 'POST', '/feedbacks', { feedback_contents: 'hi', customer_uuid: foreignCustomer.uuid, feedback_date: 'yesterday' }), 400);
    expect(afterSchema.errors.map((e) => e.name).sort()).toEqual(['customer_uuid', 'feedback_date']);
    const customerRef = expectProblem(await call(ctx.app, ctx.org, 'POST', '/customers', { full_name: 'x', email: 'bad', customer_company_uuid: foreignCompany.uuid }), 400);
    expect(customerRef.errors.map((e) => e.name).sort()).toEqual(['customer_company_uuid', 'email']);
    expect(customerRef.errors.find((e) => e.name === 'customer_company_uuid')!.message).toBe('names no company of this organization');
    const issues = expectProblem(await call(ctx.app, ctx.org, 'GET', '/issues?page_size=500&statuses=closed&categories=praise'), 400);
    expect(issues.errors.map((e) => e.name).sort()).toEqual(['categories', 'page_size', 'statuses']);
  });
});

describe('internal errors', () => {
  it('a 500 carries no stack trace, only a request id', async () => {
    const store = await openTestStore();
    const broken = await buildApp({ store });
    const org = await createOrg(broken, 'Broken');
    await store.close();
    try {
      const response = await send('GET', `${org.base}/companies`, org.headers, undefined, broken);
      // the token check itself needs the store, so the failure may come from authentication
      const problem = expectProblem(response, 500);
      expect(problem.title).toBe('Internal Server Error');
      expect(response.body.request_id).toEqual(expect.any(String));
      expect(problem.detail).toContain(response.body.request_id);
      expect(response.text).not.toMatch(/\bat .+\.(ts|js):\d+/);
      expect(response.text).not.toMatch(/stack|sqlite|kysely|driver/i);
      expect(Object.keys(response.body).sort()).toEqual(['detail', 'errors', 'instance', 'request_id', 'status', 'title', 'type']);
    } finally {
      await broken.close();
    }
  });
});

describe('text that cannot be stored faithfully', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  it('refuses a lone UTF-16 surrogate in any body field, naming it, and stores nothing', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${ctx.org.base}/companies`,
      headers: { ...ctx.org.headers, 'content-type': 'application/json' },
      payload: '{"name":"Acme \\ud800","notes":"fine 😀"}',
    });
    const problem = expectProblem({ status: response.statusCode, headers: response.headers, body: response.json() }, 400);
    expect(problem.errors).toEqual([{ name: 'name', in: 'body', message: 'must be valid Unicode (it holds a lone surrogate)' }]);
    expect((await call(ctx.app, ctx.org, 'GET', '/companies')).body.total_company_count).toBe(0);
  });

  it('refuses the NUL character (which PostgreSQL cannot keep in text) in any body field or key, naming it', async () => {
    const company = expectProblem(await call(ctx.app, ctx.org, 'POST', '/companies', { name: 'Acme\u0000Corp', notes: 'fine' }), 400);
    expect(company.errors).toEqual([{ name: 'name', in: 'body', message: 'must not contain the NUL character (\\u0000)' }]);
    const customer = (await call(ctx.app, ctx.org, 'POST', '/customers', { full_name: 'Ann', email: 'ann@example.com' })).body.customers[0];
    const feedback = expectProblem(await call(ctx.app, ctx.org, 'POST', '/feedbacks', { feedback_contents: 'Broken\u0000 export.', customer_uuid: customer.uuid }), 400);
    expect(feedback.errors.map((e) => e.name)).toEqual(['feedback_contents']);
    expect((await call(ctx.app, ctx.org, 'GET', '/companies')).body.total_company_count).toBe(0);
    expect((await call(ctx.app, ctx.org, 'GET', '/feedbacks')).body.total_feedback_count).toBe(0);
  });
});
