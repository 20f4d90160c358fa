import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createCompany, createCustomer, createFeedback, createTestApp, expectProblem, type TestContext } from '../helpers.js';

const MISSING = '00000000-0000-4000-8000-000000000000';

/**
 * Bulk DELETE of feedback, seen through the API: atomic, skips unknown uuids, takes the highlights
 * with it, and leaves every derived counter exactly as if recomputed from the remaining feedback.
 */
describe('feedback deletion keeps the store consistent', () => {
  let ctx: TestContext;
  let companyA: any;
  let companyB: any;
  let c1: any;
  let c2: any;
  let c3: any;
  const space1 = randomUUID();
  const space2 = randomUUID();
  const fb: Record<string, any> = {};

  const get = async (path: string) => {
    const r = await call(ctx.app, ctx.org, 'GET', path);
    if (r.status !== 200) throw new Error(`${path}: ${r.status} ${r.text}`);
    return r.body;
  };
  const del = (uuids: string[], org = ctx.org) => call(ctx.app, org, 'DELETE', '/feedbacks', { feedback_uuids: uuids });

  /** Every customer, company and space counter equals what its remaining feedback gives. */
  async function expectCountersExact() {
    const all: any[] = (await get('/feedbacks?page_size=100')).feedbacks;
    const check = (record: any, feedback: any[]) => {
      expect(record.feedback_count).toBe(feedback.length);
      if (feedback.length === 0) {
        expect(record.average_sentiment).toBeNull();
        expect(record.last_interacted_date).toBeNull();
      } else {
        const mean = feedback.reduce((sum, f) => sum + f.sentiment_score, 0) / feedback.length;
        expect(record.average_sentiment).toBeCloseTo(mean, 3);
        expect(record.last_interacted_date).toBe(feedback.map((f) => f.feedback_date).sort().at(-1));
      }
    };
    for (const customer of [c1, c2, c3]) {
      check((await get(`/customers/${customer.uuid}`)).customers[0], all.filter((f) => f.customer_uuid === customer.uuid));
    }
    for (const company of [companyA, companyB]) {
      const record = (await get(`/companies/${company.uuid}`)).companies[0];
      check(record, all.filter((f) => f.company_uuid === company.uuid));
      expect(record.customer_count).toBe(company === companyA ? 2 : 1);
    }
    for (const space of [space1, space2]) {
      const record = (await get(`/spaces/${space}`)).spaces[0];
      const members = all.filter((f) => f.space_uuids.includes(space));
      expect(record.feedback_count).toBe(members.length);
      expect((await get(`/spaces/${space}/feedbacks`)).total_feedback_count).toBe(members.length);
    }
    return all;
  }

  /** Everything a delete could touch, to compare before and after a refused or failed one. */
  const snapshot = async () => ({
    feedbacks: await get('/feedbacks?page_size=100&sort_by=created_at'),
    highlights: await get('/feedback_highlights?page_size=100&include_archived=true'),
    customers: await get('/customers?page_size=100&sort_by=created_at'),
    companies: await get('/companies?page_size=100&sort_by=created_at'),
    spaces: await get('/spaces?page_size=100'),
  });

  beforeAll(async () => {
    ctx = await createTestApp();
    companyA = await createCompany(ctx.app, ctx.org, { name: 'Alpha' });
    companyB = await createCompany(ctx.app, ctx.org, { name: 'Beta' });
    c1 = await createCustomer(ctx.app, ctx.org, { full_name: 'Ann', email: 'ann@alpha.com', customer_company_uuid: companyA.uuid });
    c2 = await createCustomer(ctx.app, ctx.org, { full_name: 'Abe', email: 'abe@alpha.com', customer_company_uuid: companyA.uuid });
    c3 = await createCustomer(ctx.app, ctx.org, { full_name: 'Bob', email: 'bob@beta.com', customer_company_uuid: companyB.uuid });
    const rows: [string, any, string, string, string[]][] = [
      ['a', c1, 'The export is broken. I love the dashboard!', '2026-01-01T00:00:00.000Z', [space1]],
      ['b', c1, 'Terrible support. The app crashes every day. Please add dark mode.', '2026-03-01T00:00:00.000Z', [space1, space2]],
      ['c', c1, 'Great product, works well.', '2026-02-01T00:00:00.000Z', []],
      ['d', c2, 'I hate the new pricing. Support was very helpful though.', '2026-04-01T00:00:00.000Z', [space2]],
      ['e', c2, 'Why is the invoice page so slow? The charts are beautiful.', '2026-01-15T00:00:00.000Z', []],
      ['f', c3, 'Awesome onboarding. Setup took five minutes.', '2026-05-01T00:00:00.000Z', [space1]],
      ['g', c3, 'The API keeps timing out. Very frustrating.', '2026-02-10T00:00:00.000Z', []],
    ];
    for (const [key, customer, text, date, spaces] of rows) {
      fb[key] = await createFeedback(ctx.app, ctx.org, { customer_uuid: customer.uuid, feedback_contents: text, feedback_date: date, space_uuids: spaces });
    }
  });
  afterAll(async () => ctx.close());

  it('counters start out exact', async () => {
    const all = await expectCountersExact();
    expect(all).toHaveLength(7);
    expect((await get(`/spaces/${space1}`)).spaces[0].feedback_count).toBe(3);
  });

  it('another organization’s DELETE of our uuids deletes nothing', async () => {
    const before = await snapshot();
    const onTheirPath = await del([fb.a.uuid, fb.d.uuid], ctx.other);
    expect(onTheirPath.status).toBe(200);
    expect(onTheirPath.body).toEqual({});
    expectProblem(await call(ctx.app, { ...ctx.org, headers: ctx.other.headers }, 'DELETE', '/feedbacks', { feedback_uuids: [fb.a.uuid] }), 404);
    expectProblem(await call(ctx.app, { ...ctx.org, headers: {} }, 'DELETE', '/feedbacks', { feedback_uuids: [fb.a.uuid] }), 401);
    expect(await snapshot()).toEqual(before);
  });

  it('a refused DELETE (one malformed uuid) deletes nothing', async () => {
    const before = await snapshot();
    expectProblem(await del([fb.a.uuid, 'not-a-uuid']), 400);
    expect(await snapshot()).toEqual(before);
  });

  it('is atomic: a failure part-way through (recounting the second customer) rolls everything back', async () => {
    const before = await snapshot();
    // A store-level failure injected after the feedback rows are gone and the first customer is recounted.
    await ctx.store.execScript(
      ctx.store.dialect === 'postgres'
        ? `CREATE FUNCTION fail_recount() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'injected failure'; END $$;
           CREATE TRIGGER fail_recount BEFORE UPDATE OF feedback_count ON customers FOR EACH ROW WHEN (old.uuid = '${c2.uuid}') EXECUTE FUNCTION fail_recount();`
        : `CREATE TRIGGER fail_recount BEFORE UPDATE OF feedback_count ON customers WHEN old.uuid = '${c2.uuid}' BEGIN SELECT RAISE(ABORT, 'injected failure'); END;`,
    );
    try {
      const r = await del([fb.a.uuid, fb.d.uuid]);
      const problem = expectProblem(r, 500);
      expect(problem.detail).not.toMatch(/injected failure|at .*\.ts/);
    } finally {
      await ctx.store.execScript(ctx.store.dialect === 'postgres' ? 'DROP TRIGGER fail_recount ON customers; DROP FUNCTION fail_recount();' : 'DROP TRIGGER fail_recount;');
    }
    expect(await snapshot()).toEqual(before);
    for (const f of [fb.a, fb.d]) expect((await call(ctx.app, ctx.org, 'GET', `/feedbacks/${f.uuid}`)).status).toBe(200);
    // The search index was rolled back too.
    expect((await get('/feedbacks?search=dashboard')).total_feedback_count).toBe(1);
  });

  it('deletes the named feedback, skips unknown uuids, takes the highlights along and recounts exactly', async () => {
    const top = await get('/feedback_highlights?page_size=100&include_archived=true');
    const doomed = [fb.a, fb.b];
    const doomedHighlights = doomed.flatMap((f) => f.highlights);
    expect(doomedHighlights.length).toBeGreaterThan(0);
    // Like and archive one, so it is in every list before the delete.
    await call(ctx.app, ctx.org, 'PUT', `/feedback_highlights/${doomedHighlights[0].uuid}`, { liked: true });

    const r = await del([fb.a.uuid, MISSING, fb.b.uuid.toUpperCase(), randomUUID()]);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({});

    for (const f of doomed) {
      expectProblem(await call(ctx.app, ctx.org, 'GET', `/feedbacks/${f.uuid}`), 404);
      expectProblem(await call(ctx.app, ctx.org, 'GET', `/feedbacks/${f.uuid}/highlights`), 404);
    }
    for (const h of doomedHighlights) {
      expectProblem(await call(ctx.app, ctx.org, 'GET', `/feedback_highlights/${h.uuid}`), 404);
      expectProblem(await call(ctx.app, ctx.org, 'PUT', `/feedback_highlights/${h.uuid}`, { liked: true }), 404);
    }
    const after = await get('/feedback_highlights?page_size=100&include_archived=true');
    expect(after.total_highlight_count).toBe(top.total_highlight_count - doomedHighlights.length);
    expect(after.feedback_highlights.map((h: any) => h.uuid)).not.toEqual(expect.arrayContaining([doomedHighlights[0].uuid]));
    expect((await get('/feedback_highlights?liked_only=true')).total_highlight_count).toBe(0);
    expect((await get(`/customers/${c1.uuid}/feedback_highlights?page_size=100&include_archived=true`)).total_highlight_count).toBe(fb.c.highlights.length);
    // Gone from search as well.
    expect((await get('/feedbacks?search=dashboard')).total_feedback_count).toBe(0);

    const remaining = await expectCountersExact();
    expect(remaining.map((f) => f.uuid).sort()).toEqual([fb.c, fb.d, fb.e, fb.f, fb.g].map((f) => f.uuid).sort());
    // c1 keeps only "c" (2026-02-01): its latest date moved back from 2026-03-01.
    const customer = (await get(`/customers/${c1.uuid}`)).customers[0];
    expect(customer).toMatchObject({ feedback_count: 1, last_interacted_date: '2026-02-01T00:00:00.000Z' });
    expect(customer.average_sentiment).toBeCloseTo(fb.c.sentiment_score, 4);
    expect((await get(`/spaces/${space1}`)).spaces[0].feedback_count).toBe(1);
    expect((await get(`/spaces/${space2}`)).spaces[0].feedback_count).toBe(1);
  });

  it('deleting only unknown uuids is 200 and changes nothing', async () => {
    const before = await snapshot();
    const r = await del([MISSING, randomUUID()]);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({});
    expect(await snapshot()).toEqual(before);
  });

  it('deleting a record’s last feedback resets its counters to empty (null average and date)', async () => {
    expect((await del([fb.f.uuid, fb.g.uuid])).status).toBe(200);
    await expectCountersExact();
    const company = (await get(`/companies/${companyB.uuid}`)).companies[0];
    expect(company).toMatchObject({ feedback_count: 0, average_sentiment: null, last_interacted_date: null, customer_count: 1 });
    expect((await get(`/spaces/${space1}`)).spaces[0].feedback_count).toBe(0);
    expect((await get(`/spaces/${space1}/feedbacks`))).toEqual({ feedbacks: [], total_feedback_count: 0 });
  });

  it('new feedback after deletes is counted on top of the recounted values', async () => {
    const extra = await createFeedback(ctx.app, ctx.org, { customer_uuid: c3.uuid, feedback_contents: 'Love the new API.', feedback_date: '2026-06-01T00:00:00Z', space_uuids: [space1] });
    await expectCountersExact();
    const company = (await get(`/companies/${companyB.uuid}`)).companies[0];
    expect(company.feedback_count).toBe(1);
    expect(company.average_sentiment).toBeCloseTo(extra.sentiment_score, 4);
    expect(company.last_interacted_date).toBe('2026-06-01T00:00:00.000Z');
  });
});
