import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, expectProblem, type TestContext, type TestOrg } from '../helpers.js';

const MISSING = '00000000-0000-4000-8000-000000000000';

// An organization without feedback has no insights or issues: the routes answer their full shape
// with no rows, and every single-record route is a 404 (nothing is ever invented).
describe('insight and issue routes', () => {
  let ctx: TestContext;
  let asOther: TestOrg;
  let noAuth: TestOrg;

  beforeAll(async () => {
    ctx = await createTestApp();
    asOther = { ...ctx.org, headers: ctx.other.headers };
    noAuth = { ...ctx.org, headers: {} };
  });
  afterAll(async () => ctx.close());

  it('GET /insights answers insights: [] and total_insight_count: 0', async () => {
    const r = await call(ctx.app, ctx.org, 'GET', '/insights');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ insights: [], total_insight_count: 0 });
    expect((await call(ctx.app, ctx.org, 'GET', '/insights?page_size=100&page_number=3')).body).toEqual({ insights: [], total_insight_count: 0 });
  });

  it('GET /issues answers issues: [] and total_issue_count: 0', async () => {
    const r = await call(ctx.app, ctx.org, 'GET', '/issues');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ issues: [], total_issue_count: 0 });
  });

  it('400 on page_size over 100 or below 1, naming page_size', async () => {
    for (const path of ['/insights', '/issues']) {
      for (const size of ['101', '0']) {
        const problem = expectProblem(await call(ctx.app, ctx.org, 'GET', `${path}?page_size=${size}`), 400);
        expect(problem.errors[0]).toMatchObject({ name: 'page_size', in: 'query' });
      }
      expect(expectProblem(await call(ctx.app, ctx.org, 'GET', `${path}?page_size=101`), 400).errors[0]!.message).toMatch(/100/);
    }
  });

  it('single-record routes are 404 in problem shape', async () => {
    for (const [method, path, body] of [
      ['GET', `/insights/${MISSING}`],
      ['GET', `/insights/${MISSING}/highlights`],
      ['GET', `/issues/${MISSING}`],
      ['GET', `/issues/${MISSING}/highlights`],
      ['PUT', `/issues/${MISSING}`, { status: 'resolved' }],
      ['GET', '/insights/not-a-uuid'],
    ] as [string, string, unknown?][]) {
      const problem = expectProblem(await call(ctx.app, ctx.org, method as 'GET', path, body), 404);
      expect(problem.detail.length).toBeGreaterThan(0);
    }
  });

  it('PUT /issues/{uuid} validates its body before anything else (400 on a bad status or unknown field)', async () => {
    expect(expectProblem(await call(ctx.app, ctx.org, 'PUT', `/issues/${MISSING}`, { status: 'closed' }), 400).errors[0]!.name).toBe('status');
    expect(expectProblem(await call(ctx.app, ctx.org, 'PUT', `/issues/${MISSING}`, { priority: 1 }), 400).errors[0]!.name).toBe('priority');
  });

  const routes: [string, string, unknown?][] = [
    ['GET', '/insights'],
    ['GET', `/insights/${MISSING}`],
    ['GET', `/insights/${MISSING}/highlights`],
    ['GET', '/issues'],
    ['GET', `/issues/${MISSING}`],
    ['GET', `/issues/${MISSING}/highlights`],
    ['PUT', `/issues/${MISSING}`, { status: 'open' }],
  ];

  it('401 without a token on every route', async () => {
    for (const [method, path, body] of routes) {
      const r = await call(ctx.app, noAuth, method as 'GET', path, body);
      expectProblem(r, 401);
      expect(r.headers['www-authenticate']).toMatch(/^Bearer/);
    }
  });

  it('another organization’s token on our path: 404 on every route (even the list routes)', async () => {
    for (const [method, path, body] of routes) expectProblem(await call(ctx.app, asOther, method as 'GET', path, body), 404);
    expect((await call(ctx.app, ctx.org, 'GET', '/insights')).status).toBe(200);
  });
});
