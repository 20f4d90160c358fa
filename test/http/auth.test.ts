import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ON_SQLITE, SQLITE_STORE, call, createCompany, createOrg, createTestApp, expectProblem, type TestContext, type TestOrg } from '../helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

async function raw(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string> = {}, payload?: string) {
  const response = await ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  let body: any;
  try {
    body = JSON.parse(response.body);
  } catch {
    body = undefined;
  }
  return { status: response.statusCode, headers: response.headers, body };
}

function expect401(response: Awaited<ReturnType<typeof raw>>) {
  const problem = expectProblem(response, 401);
  expect(response.headers['www-authenticate']).toMatch(/^Bearer( |$)/);
  expect(problem.errors).toEqual([{ name: 'authorization', in: 'header', message: expect.any(String) }]);
  return problem;
}

describe('bearer tokens', () => {
  it('a valid token opens its organization', async () => {
    const response = await raw('GET', `${ctx.org.base}/companies`, ctx.org.headers);
    expect(response.status).toBe(200);
  });

  it('the scheme is case-insensitive and surrounding blanks are tolerated', async () => {
    expect((await raw('GET', `${ctx.org.base}/companies`, { authorization: `bearer ${ctx.org.token}` })).status).toBe(200);
    expect((await raw('GET', `${ctx.org.base}/companies`, { authorization: `BEARER   ${ctx.org.token} ` })).status).toBe(200);
  });

  it.each([
    ['no header', {}],
    ['an empty header', { authorization: '' }],
    ['another scheme', { authorization: 'Basic Zm9vOmJhcg==' }],
    ['Bearer without a token', { authorization: 'Bearer ' }],
    ['two tokens', { authorization: 'Bearer a b' }],
    ['a token of the wrong shape', { authorization: 'Bearer 12345' }],
  ])('%s: 401 with WWW-Authenticate: Bearer', async (_label, headers) => {
    expect401(await raw('GET', `${ctx.org.base}/companies`, headers as Record<string, string>));
  });

  it('a well-shaped but unknown token is 401 invalid_token', async () => {
    const forged = ctx.org.token.replace(/_[^_]+$/, '_' + 'A'.repeat(43));
    const response = await raw('GET', `${ctx.org.base}/companies`, { authorization: `Bearer ${forged}` });
    expect401(response);
    expect(response.headers['www-authenticate']).toContain('invalid_token');
  });

  it("a token's secret under another organization's id is 401 (the organization part is checked with the hash)", async () => {
    const secret = ctx.org.token.split('_').slice(2).join('_');
    const transplanted = `cfs_${ctx.other.uuid.replace(/-/g, '')}_${secret}`;
    expect401(await raw('GET', `${ctx.other.base}/companies`, { authorization: `Bearer ${transplanted}` }));
  });

  it('a revoked token is 401 at once; other tokens of the organization still work', async () => {
    const org = await createOrg(ctx.app, 'Revoking');
    const second = await ctx.app.services.organizations.createToken(org.uuid, 'second');
    expect((await raw('GET', `${org.base}/companies`, org.headers)).status).toBe(200);
    const [info] = await ctx.app.services.organizations.listTokens(org.uuid);
    await ctx.app.services.organizations.revokeToken(info!.uuid);
    expect401(await raw('GET', `${org.base}/companies`, org.headers));
    expect401(await raw('POST', `${org.base}/companies`, { ...org.headers, 'content-type': 'application/json' }, JSON.stringify({ name: 'x' })));
    expect((await raw('GET', `${org.base}/companies`, { authorization: `Bearer ${second.token}` })).status).toBe(200);
    await ctx.app.services.organizations.revokeToken(second.prefix);
    expect401(await raw('GET', `${org.base}/companies`, { authorization: `Bearer ${second.token}` }));
  });

  it('a request that arrives while a transaction holds the store is checked once it can read, with the same answers', async () => {
    const forged = ctx.org.token.replace(/_[^_]+$/, '_' + 'B'.repeat(43));
    let pending: Promise<Awaited<ReturnType<typeof raw>>[]> | undefined;
    await ctx.store.db.transaction().execute(async (trx) => {
      await trx.selectFrom('organizations').select('uuid').execute();
      pending = Promise.all([
        raw('GET', `${ctx.org.base}/companies`, ctx.org.headers),
        raw('GET', `${ctx.org.base}/companies`, { authorization: `Bearer ${forged}` }),
        raw('GET', `${ctx.other.base}/companies`, ctx.org.headers),
      ]);
      // On an in-memory SQLite store they wait for the transaction (its connection is the only
      // one); a file store and PostgreSQL read on another connection.
      let answered = false;
      void pending.then(() => (answered = true));
      for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
      if (ON_SQLITE && SQLITE_STORE === 'memory') expect(answered).toBe(false);
    });
    const [ok, unknown, foreign] = await pending!;
    expect(ok!.status).toBe(200);
    expect401(unknown!);
    expect(unknown!.headers['www-authenticate']).toContain('invalid_token');
    expectProblem(foreign!, 404);
  });

  it('the organization prefix itself and unknown paths under it need a token first', async () => {
    expect401(await raw('GET', '/api/v1/organizations'));
    expect401(await raw('GET', `${ctx.org.base}`));
    expect401(await raw('GET', `${ctx.org.base}/no-such-route`));
  });
});

describe('tenancy', () => {
  it("a token on another organization's path is 404, exactly as for an organization that does not exist", async () => {
    const foreign = await raw('GET', `${ctx.other.base}/companies`, ctx.org.headers);
    const missing = await raw('GET', '/api/v1/organizations/00000000-0000-4000-8000-000000000000/companies', ctx.org.headers);
    const garbage = await raw('GET', '/api/v1/organizations/acme/companies', ctx.org.headers);
    for (const response of [foreign, missing, garbage]) expectProblem(response, 404);
    expect(foreign.body.detail).toBe(missing.body.detail);
    expect(foreign.body.title).toBe(missing.body.title);
    expect(foreign.body.detail).toBe('The organization does not exist.');
  });

  it('the organization uuid in the path may be percent-encoded', async () => {
    const encoded = ctx.org.uuid.replace(/[0-9a-f]/, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
    expect(encoded).not.toBe(ctx.org.uuid);
    const response = await raw('GET', `/api/v1/organizations/${encoded}/companies`, ctx.org.headers);
    expect(response.status).toBe(200);
  });

  it('the organization uuid in the path is case-insensitive', async () => {
    const response = await raw('GET', `/api/v1/organizations/${ctx.org.uuid.toUpperCase()}/companies`, ctx.org.headers);
    expect(response.status).toBe(200);
  });

  it('a 404 for another organization reveals nothing about its records', async () => {
    const theirs = await createCompany(ctx.app, ctx.other, { name: 'Their secret' });
    const viaTheirPath = await raw('GET', `${ctx.other.base}/companies/${theirs.uuid}`, ctx.org.headers);
    const viaOurPath = await raw('GET', `${ctx.org.base}/companies/${theirs.uuid}`, ctx.org.headers);
    expectProblem(viaTheirPath, 404);
    expectProblem(viaOurPath, 404);
    expect(JSON.stringify(viaTheirPath.body) + JSON.stringify(viaOurPath.body)).not.toContain('Their secret');
  });

  it('a write with a foreign token changes nothing', async () => {
    const ours = await createCompany(ctx.app, ctx.org, { name: 'Ours' });
    const response = await raw('PUT', `${ctx.org.base}/companies/${ours.uuid}`, { ...ctx.other.headers, 'content-type': 'application/json' }, JSON.stringify({ name: 'Theirs now' }));
    expectProblem(response, 404);
    expect((await call(ctx.app, ctx.org, 'GET', `/companies/${ours.uuid}`)).body.companies[0].name).toBe('Ours');
  });
});

describe('authentication comes before everything else', () => {
  const noToken: TestOrg = { uuid: '', token: '', base: '', headers: {} };
  it.each([
    ['a body that is not JSON', 'POST', '/companies', { 'content-type': 'application/json' }, '{oops'],
    ['a body that is not valid', 'POST', '/companies', { 'content-type': 'application/json' }, '{"dollar_value":-1}'],
    ['a wrong content type', 'POST', '/companies', { 'content-type': 'text/plain' }, 'hello'],
    ['a wrong method', 'DELETE', '/companies', {}, undefined],
    ['an invalid query', 'GET', '/companies?page_size=0', {}, undefined],
    ['an unknown record', 'GET', '/companies/00000000-0000-4000-8000-000000000000', {}, undefined],
  ])('%s without a token is 401', async (_label, method, path, headers, payload) => {
    void noToken;
    expect401(await raw(method as 'GET', `${ctx.org.base}${path}`, headers, payload));
  });

  it("a foreign token's 404 also comes before validation", async () => {
    const response = await raw('POST', `${ctx.org.base}/companies`, { ...ctx.other.headers, 'content-type': 'application/json' }, '{"dollar_value":-1}');
    expectProblem(response, 404);
  });
});

describe('routes outside the organization prefix need no token', () => {
  it.each(['/healthz', '/readyz', '/api/v1/openapi.json'])('%s', async (url) => {
    expect((await raw('GET', url)).status).toBe(200);
  });
});
