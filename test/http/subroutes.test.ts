import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createCompany, createCustomer, createFeedback, createTestApp, expectProblem, type TestContext, type TestOrg } from '../helpers.js';

const MISSING = '00000000-0000-4000-8000-000000000000';

describe('company, customer and space sub-routes', () => {
  let ctx: TestContext;
  let asOther: TestOrg;
  let noAuth: TestOrg;
  let companyA: any;
  let companyB: any;
  let companyEmpty: any;
  let c1: any;
  let c2: any;
  let c3: any;
  let c4: any;
  const space1 = randomUUID();
  const space2 = randomUUID();
  const fb: Record<string, any> = {};

  const get = async (path: string, as: TestOrg = ctx.org) => {
    const r = await call(ctx.app, as, 'GET', path);
    if (r.status !== 200) throw new Error(`${path}: ${r.status} ${r.text}`);
    return r.body;
  };
  const uuids = (rows: any[]) => rows.map((r) => r.uuid).sort();
  const named = (...keys: string[]) => keys.map((k) => fb[k].uuid).sort();

  beforeAll(async () => {
    ctx = await createTestApp();
    asOther = { ...ctx.org, headers: ctx.other.headers };
    noAuth = { ...ctx.org, headers: {} };
    companyA = await createCompany(ctx.app, ctx.org, { name: 'Alpha', domain: 'alpha.com' });
    companyB = await createCompany(ctx.app, ctx.org, { name: 'Beta', domain: 'beta.com' });
    companyEmpty = await createCompany(ctx.app, ctx.org, { name: 'Empty', domain: 'empty.com' });
    c1 = await createCustomer(ctx.app, ctx.org, { full_name: 'Ann', email: 'ann@alpha.com', customer_company_uuid: companyA.uuid });
    c2 = await createCustomer(ctx.app, ctx.org, { full_name: 'Abe', email: 'abe@alpha.com', customer_company_uuid: companyA.uuid });
    c3 = await createCustomer(ctx.app, ctx.org, { full_name: 'Bob', email: 'bob@beta.com', customer_company_uuid: companyB.uuid });
    c4 = await createCustomer(ctx.app, ctx.org, { full_name: 'Cid', email: 'cid@solo.com' });
    fb.a1 = await createFeedback(ctx.app, ctx.org, {
      customer_uuid: c1.uuid,
      feedback_contents: 'The export is broken. I love the dashboard!',
      feedback_date: '2026-01-01T00:00:00Z',
      priority: 2,
      space_uuids: [space1, space1.toUpperCase()],
    });
    fb.a2 = await createFeedback(ctx.app, ctx.org, {
      customer_uuid: c1.uuid,
      feedback_contents: 'Terrible support. The app crashes every day. Please add dark mode.',
      feedback_date: '2026-02-01T00:00:00Z',
      priority: 7,
    });
    fb.a3 = await createFeedback(ctx.app, ctx.org, { customer_uuid: c2.uuid, feedback_contents: 'Great product, works well.', feedback_date: '2026-03-01T00:00:00Z', priority: 2, space_uuids: [space2] });
    fb.b1 = await createFeedback(ctx.app, ctx.org, { customer_uuid: c3.uuid, feedback_contents: 'Invoices are wrong.', feedback_date: '2026-01-15T00:00:00Z', space_uuids: [space1, space2] });
    fb.s1 = await createFeedback(ctx.app, ctx.org, { customer_uuid: c4.uuid, feedback_contents: 'Nice.', feedback_date: '2026-01-20T00:00:00Z' });
  });
  afterAll(async () => ctx.close());

  describe('/companies/{uuid}/…', () => {
    it('customers: customers + total_customer_count of that company only', async () => {
      const body = await get(`/companies/${companyA.uuid}/customers`);
      expect(Object.keys(body).sort()).toEqual(['customers', 'total_customer_count']);
      expect(body.total_customer_count).toBe(2);
      expect(uuids(body.customers)).toEqual([c1.uuid, c2.uuid].sort());
      for (const c of body.customers) expect(c.customer_company_uuid).toBe(companyA.uuid);
      expect(await get(`/companies/${companyEmpty.uuid}/customers`)).toEqual({ customers: [], total_customer_count: 0 });
      const page = await get(`/companies/${companyA.uuid}/customers?page_size=1&page_number=2`);
      expect(page.customers).toHaveLength(1);
      expect(page.total_customer_count).toBe(2);
      expect(await get(`/companies/${companyA.uuid}/customers?page_number=9`)).toEqual({ customers: [], total_customer_count: 2 });
      // Companies and customers allow pages up to 1000.
      expect((await call(ctx.app, ctx.org, 'GET', `/companies/${companyA.uuid}/customers?page_size=1000`)).status).toBe(200);
      expect(expectProblem(await call(ctx.app, ctx.org, 'GET', `/companies/${companyA.uuid}/customers?page_size=1001`), 400).errors[0]!.name).toBe('page_size');
    });

    it('feedbacks: feedbacks + total_feedback_count of its customers, without highlights; query filters apply', async () => {
      const body = await get(`/companies/${companyA.uuid}/feedbacks`);
      expect(Object.keys(body).sort()).toEqual(['feedbacks', 'total_feedback_count']);
      expect(body.total_feedback_count).toBe(3);
      expect(uuids(body.feedbacks)).toEqual(named('a1', 'a2', 'a3'));
      for (const f of body.feedbacks) {
        expect(f).not.toHaveProperty('highlights');
        expect(f.company_uuid).toBe(companyA.uuid);
      }
      expect(body.feedbacks.map((f: any) => f.uuid)).toEqual([fb.a3.uuid, fb.a2.uuid, fb.a1.uuid]); // feedback_date desc
      expect(uuids((await get(`/companies/${companyA.uuid}/feedbacks?priority=2`)).feedbacks)).toEqual(named('a1', 'a3'));
      expect(uuids((await get(`/companies/${companyA.uuid}/feedbacks?to_date=2026-01-31`)).feedbacks)).toEqual(named('a1'));
      // The path's company wins over a company_uuids filter: no widening to other companies.
      expect(uuids((await get(`/companies/${companyA.uuid}/feedbacks?company_uuids=${companyB.uuid}`)).feedbacks)).toEqual(named('a1', 'a2', 'a3'));
      expect(await get(`/companies/${companyEmpty.uuid}/feedbacks`)).toEqual({ feedbacks: [], total_feedback_count: 0 });
      expect(await get(`/companies/${companyA.uuid}/feedbacks?page_size=2&page_number=3`)).toEqual({ feedbacks: [], total_feedback_count: 3 });
      expect(expectProblem(await call(ctx.app, ctx.org, 'GET', `/companies/${companyA.uuid}/feedbacks?page_size=101`), 400).errors[0]!.name).toBe('page_size');
    });

    it('insights and issues: the full shape; no rows for a company without feedback', async () => {
      expect(await get(`/companies/${companyEmpty.uuid}/insights`)).toEqual({ insights: [], total_insight_count: 0 });
      expect(await get(`/companies/${companyEmpty.uuid}/issues`)).toEqual({ issues: [], total_issue_count: 0 });
      const insights = await get(`/companies/${companyA.uuid}/insights`);
      expect(Object.keys(insights).sort()).toEqual(['insights', 'total_insight_count']);
      expect(insights.total_insight_count).toBe(insights.insights.length);
      const issues = await get(`/companies/${companyA.uuid}/issues`);
      expect(Object.keys(issues).sort()).toEqual(['issues', 'total_issue_count']);
      expect(issues.total_issue_count).toBe(issues.issues.length);
      expectProblem(await call(ctx.app, ctx.org, 'GET', `/companies/${companyA.uuid}/issues?page_size=101`), 400);
    });

    it('insights and issues: every page gives the total, also a page past the end', async () => {
      await expectEveryPageTotals(get, `/companies/${companyA.uuid}`);
    });

    it('404 for an unknown company on every sub-route', async () => {
      for (const sub of ['customers', 'feedbacks', 'insights', 'issues']) {
        expectProblem(await call(ctx.app, ctx.org, 'GET', `/companies/${MISSING}/${sub}`), 404);
        expectProblem(await call(ctx.app, ctx.org, 'GET', `/companies/nope/${sub}`), 404);
      }
    });
  });

  describe('/customers/{uuid}/…', () => {
    it('feedbacks: feedbacks + total_feedback_count, feedback_date desc by default, sortable', async () => {
      const body = await get(`/customers/${c1.uuid}/feedbacks`);
      expect(Object.keys(body).sort()).toEqual(['feedbacks', 'total_feedback_count']);
      expect(body.total_feedback_count).toBe(2);
      expect(body.feedbacks.map((f: any) => f.uuid)).toEqual([fb.a2.uuid, fb.a1.uuid]);
      for (const f of body.feedbacks) expect(f).not.toHaveProperty('highlights');
      const asc = await get(`/customers/${c1.uuid}/feedbacks?sort_by=priority&sort_direction=asc`);
      expect(asc.feedbacks.map((f: any) => f.uuid)).toEqual([fb.a1.uuid, fb.a2.uuid]);
      expect(await get(`/customers/${c1.uuid}/feedbacks?page_number=2`)).toEqual({ feedbacks: [], total_feedback_count: 2 });
      // The path's customer wins over a customer_uuids filter.
      expect(uuids((await get(`/customers/${c1.uuid}/feedbacks?customer_uuids=${c3.uuid}`)).feedbacks)).toEqual(named('a1', 'a2'));
      const badSort = expectProblem(await call(ctx.app, ctx.org, 'GET', `/customers/${c1.uuid}/feedbacks?sort_by=name`), 400);
      expect(badSort.errors[0]!.name).toBe('sort_by');
    });

    it('feedback_highlights: highlights + total_highlight_count of that customer’s feedback, by sentiment desc', async () => {
      const expected = [...fb.a1.highlights, ...fb.a2.highlights];
      const body = await get(`/customers/${c1.uuid}/feedback_highlights?page_size=100`);
      expect(Object.keys(body).sort()).toEqual(['highlights', 'total_highlight_count']);
      expect(body.total_highlight_count).toBe(expected.length);
      expect(uuids(body.highlights)).toEqual(uuids(expected));
      const scores = body.highlights.map((h: any) => h.sentiment_score);
      expect(scores).toEqual([...scores].sort((a: number, b: number) => b - a));
      for (const h of body.highlights) expect(h.customer_uuid).toBe(c1.uuid);
      const one = await get(`/customers/${c1.uuid}/feedback_highlights?page_size=1`);
      expect(one.highlights).toHaveLength(1);
      expect(one.total_highlight_count).toBe(expected.length);
      expect(expectProblem(await call(ctx.app, ctx.org, 'GET', `/customers/${c1.uuid}/feedback_highlights?page_size=101`), 400).errors[0]!.name).toBe('page_size');
    });

    it('feedback_highlights: archived ones only with include_archived=true; liked_only', async () => {
      const h = fb.a1.highlights[0];
      expect((await call(ctx.app, ctx.org, 'PUT', `/feedback_highlights/${h.uuid}`, { archived: true, liked: true })).status).toBe(200);
      const total = fb.a1.highlights.length + fb.a2.highlights.length;
      const visible = await get(`/customers/${c1.uuid}/feedback_highlights?page_size=100`);
      expect(visible.total_highlight_count).toBe(total - 1);
      expect(uuids(visible.highlights)).not.toContain(h.uuid);
      expect((await get(`/customers/${c1.uuid}/feedback_highlights?include_archived=true&page_size=100`)).total_highlight_count).toBe(total);
      expect(await get(`/customers/${c1.uuid}/feedback_highlights?include_archived=true&liked_only=true`)).toMatchObject({ total_highlight_count: 1 });
      await call(ctx.app, ctx.org, 'PUT', `/feedback_highlights/${h.uuid}`, { archived: false, liked: false });
    });

    it('insights and issues: the full shape; no rows for a customer without feedback', async () => {
      const quiet = await createCustomer(ctx.app, ctx.org, { full_name: 'Quiet', email: 'quiet@solo.com' });
      expect(await get(`/customers/${quiet.uuid}/insights`)).toEqual({ insights: [], total_insight_count: 0 });
      expect(await get(`/customers/${quiet.uuid}/issues`)).toEqual({ issues: [], total_issue_count: 0 });
      const insights = await get(`/customers/${c1.uuid}/insights`);
      expect(Object.keys(insights).sort()).toEqual(['insights', 'total_insight_count']);
      expect(insights.total_insight_count).toBe(insights.insights.length);
      const issues = await get(`/customers/${c1.uuid}/issues`);
      expect(Object.keys(issues).sort()).toEqual(['issues', 'total_issue_count']);
      expect(issues.total_issue_count).toBe(issues.issues.length);
      expectProblem(await call(ctx.app, ctx.org, 'GET', `/customers/${c1.uuid}/insights?page_size=101`), 400);
    });

    it('insights and issues: every page gives the total, also a page past the end', async () => {
      await expectEveryPageTotals(get, `/customers/${c1.uuid}`);
    });

    it('404 for an unknown customer on every sub-route', async () => {
      for (const sub of ['feedbacks', 'feedback_highlights', 'insights', 'issues']) {
        expectProblem(await call(ctx.app, ctx.org, 'GET', `/customers/${MISSING}/${sub}`), 404);
      }
    });

    it('moving a customer to another company moves its feedback on the company routes', async () => {
      expect((await call(ctx.app, ctx.org, 'PUT', `/customers/${c2.uuid}`, { customer_company_uuid: companyB.uuid })).status).toBe(200);
      expect(uuids((await get(`/companies/${companyA.uuid}/feedbacks`)).feedbacks)).toEqual(named('a1', 'a2'));
      expect(uuids((await get(`/companies/${companyB.uuid}/feedbacks`)).feedbacks)).toEqual(named('a3', 'b1'));
      expect(uuids((await get(`/companies/${companyB.uuid}/customers`)).customers)).toEqual([c2.uuid, c3.uuid].sort());
      expect((await call(ctx.app, ctx.org, 'PUT', `/customers/${c2.uuid}`, { customer_company_uuid: companyA.uuid })).status).toBe(200);
      expect(uuids((await get(`/companies/${companyA.uuid}/feedbacks`)).feedbacks)).toEqual(named('a1', 'a2', 'a3'));
    });
  });

  describe('spaces', () => {
    it('a new uuid in space_uuids creates the space, listed with its feedback_count; duplicates collapse', async () => {
      expect(fb.a1.space_uuids).toEqual([space1]);
      const body = await get('/spaces?page_size=100');
      expect(body.total_space_count).toBe(2);
      const s1 = body.spaces.find((s: any) => s.uuid === space1);
      const s2 = body.spaces.find((s: any) => s.uuid === space2);
      expect(s1).toMatchObject({ uuid: space1, organization_uuid: ctx.org.uuid, name: null, feedback_count: 2 });
      expect(s2).toMatchObject({ uuid: space2, feedback_count: 2 });
      expect((await get(`/spaces/${space1}`)).spaces[0]).toEqual(s1);
    });

    it('GET /spaces/{uuid}/feedbacks lists the feedback of the space, with the feedback-list filters', async () => {
      const body = await get(`/spaces/${space1}/feedbacks`);
      expect(Object.keys(body).sort()).toEqual(['feedbacks', 'total_feedback_count']);
      expect(body.total_feedback_count).toBe(2);
      expect(body.feedbacks.map((f: any) => f.uuid)).toEqual([fb.b1.uuid, fb.a1.uuid]);
      for (const f of body.feedbacks) expect(f.space_uuids).toContain(space1);
      expect(uuids((await get(`/spaces/${space2}/feedbacks`)).feedbacks)).toEqual(named('a3', 'b1'));
      expect(uuids((await get(`/spaces/${space1}/feedbacks?customer_uuids=${c3.uuid}`)).feedbacks)).toEqual(named('b1'));
      expect(await get(`/spaces/${space1}/feedbacks?page_size=1&page_number=3`)).toEqual({ feedbacks: [], total_feedback_count: 2 });
    });

    it('a space created through POST /spaces starts empty; an unknown space is 404', async () => {
      const created = await call(ctx.app, ctx.org, 'POST', '/spaces', { name: 'Beta programme' });
      expect(created.status).toBe(201);
      const uuid = created.body.spaces[0].uuid;
      expect(created.body.spaces[0].feedback_count).toBe(0);
      expect(await get(`/spaces/${uuid}/feedbacks`)).toEqual({ feedbacks: [], total_feedback_count: 0 });
      expectProblem(await call(ctx.app, ctx.org, 'GET', `/spaces/${MISSING}/feedbacks`), 404);
      expectProblem(await call(ctx.app, ctx.org, 'GET', '/spaces/nope/feedbacks'), 404);
    });

    it('another organization using the same space uuid gets its own space; ours is untouched', async () => {
      const theirCustomer = await createCustomer(ctx.app, ctx.other, { full_name: 'Olga', email: 'olga@other.com' });
      const theirs = await createFeedback(ctx.app, ctx.other, { customer_uuid: theirCustomer.uuid, feedback_contents: 'Hello.', space_uuids: [space1] });
      expect(theirs.space_uuids).toEqual([space1]);
      const theirSpace = await get(`/spaces/${space1}/feedbacks`, ctx.other);
      expect(theirSpace).toMatchObject({ total_feedback_count: 1 });
      expect(theirSpace.feedbacks[0].uuid).toBe(theirs.uuid);
      expect((await get(`/spaces/${space1}`, ctx.other)).spaces[0].feedback_count).toBe(1);
      expect((await get(`/spaces/${space1}`)).spaces[0].feedback_count).toBe(2);
      expect(uuids((await get(`/spaces/${space1}/feedbacks`)).feedbacks)).toEqual(named('a1', 'b1'));
    });
  });

  describe('authentication and tenancy', () => {
    const routes = () => [
      `/companies/${companyA.uuid}/customers`,
      `/companies/${companyA.uuid}/feedbacks`,
      `/companies/${companyA.uuid}/insights`,
      `/companies/${companyA.uuid}/issues`,
      `/customers/${c1.uuid}/feedbacks`,
      `/customers/${c1.uuid}/feedback_highlights`,
      `/customers/${c1.uuid}/insights`,
      `/customers/${c1.uuid}/issues`,
      `/spaces/${space2}/feedbacks`,
    ];

    it('401 without a token on every sub-route', async () => {
      for (const path of routes()) {
        const r = await call(ctx.app, noAuth, 'GET', path);
        expectProblem(r, 401);
        expect(r.headers['www-authenticate']).toMatch(/^Bearer/);
      }
    });

    it('another organization’s token on our path: 404 on every sub-route', async () => {
      for (const path of routes()) expectProblem(await call(ctx.app, asOther, 'GET', path), 404);
    });

    it('another organization on its own path: our companies, customers and spaces are 404', async () => {
      // space1 now exists in both organizations (previous test), space2 only in ours.
      for (const path of routes()) expectProblem(await call(ctx.app, ctx.other, 'GET', path), 404);
      // And nothing changed for us.
      expect((await get(`/companies/${companyA.uuid}/feedbacks`)).total_feedback_count).toBe(3);
      expect((await get(`/customers/${c1.uuid}/feedback_highlights?page_size=1`)).total_highlight_count).toBe(fb.a1.highlights.length + fb.a2.highlights.length);
    });
  });
});

/** A scope's insights and issues, one a page: the first page is the list's first, and every page, also one past the end, gives the total. */
async function expectEveryPageTotals(get: (path: string) => Promise<any>, scope: string): Promise<void> {
  for (const [key, total] of [['insights', 'total_insight_count'], ['issues', 'total_issue_count']] as const) {
    const all = await get(`${scope}/${key}`);
    expect(all[key].length).toBeGreaterThan(0);
    const first = await get(`${scope}/${key}?page_size=1`);
    expect(first[key]).toEqual(all[key].slice(0, 1));
    expect(first[total]).toBe(all[key].length);
    expect(await get(`${scope}/${key}?page_size=1&page_number=${all[key].length + 1}`)).toEqual({ [key]: [], [total]: all[key].length });
  }
}
