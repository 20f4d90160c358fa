import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createCompany, createCustomer, createFeedback, createOrg, createTestApp, expectProblem, type TestContext, type TestOrg } from '../helpers.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const MISSING = '00000000-0000-4000-8000-000000000000';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const get = (path: string, org: TestOrg = ctx.org) => call(ctx.app, org, 'GET', path);
const getCompany = async (uuid: string) => (await get(`/companies/${uuid}`)).body.companies[0];
const getCustomer = async (uuid: string) => (await get(`/customers/${uuid}`)).body.customers[0];
const fullNames = (body: { customers: { full_name: string }[] }) => body.customers.map((c) => c.full_name);

describe('POST /customers', () => {
  it('creates a customer: 201, Location, the full record', async () => {
    const response = await call(ctx.app, ctx.org, 'POST', '/customers', { full_name: 'Ada Lovelace', email: 'ada@example.com' });
    expect(response.status).toBe(201);
    expect(Object.keys(response.body)).toEqual(['customers']);
    const [customer] = response.body.customers;
    expect(response.headers.location).toBe(`${ctx.org.base}/customers/${customer.uuid}`);
    expect(customer).toEqual({
      uuid: expect.stringMatching(UUID),
      organization_uuid: ctx.org.uuid,
      full_name: 'Ada Lovelace',
      email: 'ada@example.com',
      role: null,
      persona_uuid: null,
      customer_company_uuid: null,
      created_at: expect.stringMatching(TS),
      updated_at: expect.stringMatching(TS),
      last_interacted_date: null,
      feedback_count: 0,
      average_sentiment: null,
    });
    expect((await get(`/customers/${customer.uuid}`)).body).toEqual({ customers: [customer], total_customer_count: 1 });
  });

  it('accepts every writable field; counts the customer into its company', async () => {
    const company = await createCompany(ctx.app, ctx.org, { name: 'Employer' });
    const persona = '0190a0a0-0000-7000-8000-00000000beef';
    const response = await call(ctx.app, ctx.org, 'POST', '/customers', {
      full_name: ' Grace Hopper ',
      email: ' Grace@Navy.MIL ',
      role: 'Admiral',
      persona_uuid: persona.toUpperCase(),
      customer_company_uuid: company.uuid.toUpperCase(),
    });
    expect(response.status).toBe(201);
    expect(response.body.customers[0]).toMatchObject({
      full_name: 'Grace Hopper',
      email: 'Grace@navy.mil',
      role: 'Admiral',
      persona_uuid: persona,
      customer_company_uuid: company.uuid,
    });
    expect((await getCompany(company.uuid)).customer_count).toBe(1);
    expect((await get(`/personas/${persona}`)).status).toBe(200);
  });

  it.each([
    [{ email: 'a@b.co' }, 'full_name', 'is required'],
    [{ full_name: 'A' }, 'email', 'is required'],
    [{ full_name: '  ', email: 'a@b.co' }, 'full_name', 'blank'],
    [{ full_name: 7, email: 'a@b.co' }, 'full_name', 'string'],
    [{ full_name: null, email: 'a@b.co' }, 'full_name', ''],
    [{ full_name: 'A', email: 'not-an-email' }, 'email', 'e-mail'],
    [{ full_name: 'A', email: 'a@b' }, 'email', 'e-mail'],
    [{ full_name: 'A', email: 'a b@c.com' }, 'email', 'e-mail'],
    [{ full_name: 'A', email: '' }, 'email', ''],
    [{ full_name: 'A', email: 42 }, 'email', ''],
    [{ full_name: 'A', email: 'a@b.co', role: 5 }, 'role', ''],
    [{ full_name: 'A', email: 'a@b.co', persona_uuid: 'x' }, 'persona_uuid', 'uuid'],
    [{ full_name: 'A', email: 'a@b.co', customer_company_uuid: 'x' }, 'customer_company_uuid', 'uuid'],
    [{ full_name: 'A', email: 'a@b.co', customer_company_uuid: MISSING }, 'customer_company_uuid', 'no company'],
    [{ full_name: 'A', email: 'a@b.co', nickname: 'x' }, 'nickname', 'not a known field'],
  ])('rejects %j with a 400 naming the field', async (body, field, message) => {
    const problem = expectProblem(await call(ctx.app, ctx.org, 'POST', '/customers', body), 400);
    const error = problem.errors.find((e) => e.name === field);
    expect(error, JSON.stringify(problem.errors)).toBeDefined();
    expect(error!.in).toBe('body');
    expect(error!.message).toContain(message);
  });

  it("a company of another organization is a 400 on customer_company_uuid, and creates nothing", async () => {
    const foreign = await createCompany(ctx.app, ctx.other, { name: 'Foreign' });
    const before = (await get('/customers')).body.total_customer_count;
    const problem = expectProblem(await call(ctx.app, ctx.org, 'POST', '/customers', { full_name: 'Spy', email: 'spy@x.com', customer_company_uuid: foreign.uuid }), 400);
    expect(problem.errors).toEqual([{ name: 'customer_company_uuid', in: 'body', message: expect.any(String) }]);
    expect((await get('/customers')).body.total_customer_count).toBe(before);
    expect((await get(`/companies/${foreign.uuid}`, ctx.other)).body.companies[0].customer_count).toBe(0);
  });

  it('ignores read-only fields', async () => {
    const response = await call(ctx.app, ctx.org, 'POST', '/customers', { full_name: 'RO', email: 'ro@x.com', uuid: MISSING, feedback_count: 9, organization_uuid: ctx.other.uuid });
    expect(response.status).toBe(201);
    expect(response.body.customers[0]).toMatchObject({ feedback_count: 0, organization_uuid: ctx.org.uuid });
    expect(response.body.customers[0].uuid).not.toBe(MISSING);
  });
});

describe('GET /customers/{uuid}', () => {
  it('an unknown or malformed uuid is 404', async () => {
    expectProblem(await get(`/customers/${MISSING}`), 404);
    expectProblem(await get('/customers/123'), 404);
  });
});

describe('PUT and PATCH /customers/{uuid}', () => {
  it('changes only the fields sent', async () => {
    const customer = await createCustomer(ctx.app, ctx.org, { full_name: 'Partial', email: 'partial@x.com', role: 'CTO' });
    const response = await call(ctx.app, ctx.org, 'PUT', `/customers/${customer.uuid}`, { email: 'New@X.COM' });
    expect(response.status).toBe(200);
    expect(Object.keys(response.body)).toEqual(['customers']);
    expect(response.body.customers[0]).toEqual({ ...customer, email: 'New@x.com', updated_at: expect.stringMatching(TS) });
    expect(await getCustomer(customer.uuid)).toEqual(response.body.customers[0]);
  });

  it('PATCH is the same as PUT', async () => {
    const customer = await createCustomer(ctx.app, ctx.org, { full_name: 'Patch', email: 'patch@x.com' });
    const response = await call(ctx.app, ctx.org, 'PATCH', `/customers/${customer.uuid}`, { role: 'Engineer' });
    expect(response.status).toBe(200);
    expect(response.body.customers[0]).toMatchObject({ full_name: 'Patch', role: 'Engineer' });
  });

  it('null clears nullable fields', async () => {
    const company = await createCompany(ctx.app, ctx.org, { name: 'To Leave' });
    const customer = await createCustomer(ctx.app, ctx.org, { full_name: 'Clear', email: 'clear@x.com', role: 'R', persona_uuid: '0190a0a0-0000-7000-8000-0000000000c2', customer_company_uuid: company.uuid });
    const response = await call(ctx.app, ctx.org, 'PUT', `/customers/${customer.uuid}`, { role: null, persona_uuid: null, customer_company_uuid: null });
    expect(response.status).toBe(200);
    expect(response.body.customers[0]).toMatchObject({ full_name: 'Clear', email: 'clear@x.com', role: null, persona_uuid: null, customer_company_uuid: null });
    expect((await getCompany(company.uuid)).customer_count).toBe(0);
  });

  it('{} changes nothing', async () => {
    const customer = await createCustomer(ctx.app, ctx.org, { full_name: 'Same', email: 'same@x.com' });
    const response = await call(ctx.app, ctx.org, 'PUT', `/customers/${customer.uuid}`, {});
    expect(response.status).toBe(200);
    expect(response.body.customers[0]).toEqual(customer);
  });

  it('a fetched record can be PUT back unchanged', async () => {
    const company = await createCompany(ctx.app, ctx.org, { name: 'Roundtrip Co' });
    const customer = await createCustomer(ctx.app, ctx.org, { full_name: 'Round Trip', email: 'rt@x.com', role: 'QA', customer_company_uuid: company.uuid });
    await createFeedback(ctx.app, ctx.org, { customer_uuid: customer.uuid });
    const fetched = await getCustomer(customer.uuid);
    const response = await call(ctx.app, ctx.org, 'PUT', `/customers/${customer.uuid}`, fetched);
    expect(response.status).toBe(200);
    // Nothing changed, not even updated_at.
    expect(response.body.customers[0]).toEqual(fetched);
    expect((await getCompany(company.uuid))).toMatchObject({ customer_count: 1, feedback_count: 1 });
  });

  it.each([
    [{ full_name: '' }, 'full_name'],
    [{ full_name: ' ' }, 'full_name'],
    [{ full_name: null }, 'full_name'],
    [{ email: null }, 'email'],
    [{ email: 'nope' }, 'email'],
    [{ persona_uuid: 'nope' }, 'persona_uuid'],
    [{ customer_company_uuid: MISSING }, 'customer_company_uuid'],
    [{ customer_company_uuid: 'nope' }, 'customer_company_uuid'],
    [{ unknown_field: 1 }, 'unknown_field'],
  ])('rejects %j with a 400 naming the field, and changes nothing', async (body, field) => {
    const customer = await createCustomer(ctx.app, ctx.org, { full_name: 'Unchanged', email: 'unchanged@x.com' });
    const problem = expectProblem(await call(ctx.app, ctx.org, 'PUT', `/customers/${customer.uuid}`, { role: 'should not stick', ...body }), 400);
    expect(problem.errors.map((e) => e.name)).toContain(field);
    expect(await getCustomer(customer.uuid)).toEqual(customer);
  });

  it("moving to another organization's company is a 400 and changes nothing", async () => {
    const foreign = await createCompany(ctx.app, ctx.other, { name: 'Foreign 2' });
    const customer = await createCustomer(ctx.app, ctx.org, { full_name: 'Stay', email: 'stay@x.com' });
    const problem = expectProblem(await call(ctx.app, ctx.org, 'PUT', `/customers/${customer.uuid}`, { customer_company_uuid: foreign.uuid }), 400);
    expect(problem.errors.map((e) => e.name)).toEqual(['customer_company_uuid']);
    expect(await getCustomer(customer.uuid)).toEqual(customer);
    expect((await get(`/companies/${foreign.uuid}`, ctx.other)).body.companies[0].customer_count).toBe(0);
  });

  it('an unknown customer is 404', async () => {
    expectProblem(await call(ctx.app, ctx.org, 'PUT', `/customers/${MISSING}`, { role: 'x' }), 404);
  });

  it("moving a customer to another company moves its counts and sentiment", async () => {
    const from = await createCompany(ctx.app, ctx.org, { name: 'From Co' });
    const to = await createCompany(ctx.app, ctx.org, { name: 'To Co' });
    const mover = await createCustomer(ctx.app, ctx.org, { full_name: 'Mover', email: 'mover@x.com', customer_company_uuid: from.uuid });
    const stayer = await createCustomer(ctx.app, ctx.org, { full_name: 'Stayer', email: 'stayer@x.com', customer_company_uuid: from.uuid });
    await createFeedback(ctx.app, ctx.org, { customer_uuid: mover.uuid, feedback_contents: 'I love it, brilliant and delightful!', feedback_date: '2026-01-10T00:00:00Z' });
    await createFeedback(ctx.app, ctx.org, { customer_uuid: mover.uuid, feedback_contents: 'Great support, thank you so much.', feedback_date: '2026-01-12T00:00:00Z' });
    const stayerFeedback = await createFeedback(ctx.app, ctx.org, { customer_uuid: stayer.uuid, feedback_contents: 'Awful. Crashes every day and I hate it.', feedback_date: '2026-01-05T00:00:00Z' });

    const fromBefore = await getCompany(from.uuid);
    expect(fromBefore).toMatchObject({ customer_count: 2, feedback_count: 3, last_interacted_date: '2026-01-12T00:00:00.000Z' });

    const response = await call(ctx.app, ctx.org, 'PUT', `/customers/${mover.uuid}`, { customer_company_uuid: to.uuid });
    expect(response.status).toBe(200);
    expect(response.body.customers[0]).toMatchObject({ customer_company_uuid: to.uuid, feedback_count: 2 });

    const fromAfter = await getCompany(from.uuid);
    const toAfter = await getCompany(to.uuid);
    expect(fromAfter).toMatchObject({ customer_count: 1, feedback_count: 1, last_interacted_date: '2026-01-05T00:00:00.000Z' });
    expect(fromAfter.average_sentiment).toBeCloseTo(stayerFeedback.sentiment_score, 3);
    expect(toAfter).toMatchObject({ customer_count: 1, feedback_count: 2, last_interacted_date: '2026-01-12T00:00:00.000Z' });
    expect(toAfter.average_sentiment).toBeCloseTo(response.body.customers[0].average_sentiment, 3);
    // the feedback follows
    const moved = await get(`/companies/${to.uuid}/feedbacks`);
    expect(moved.body.total_feedback_count).toBe(2);
    expect(moved.body.feedbacks.every((f: any) => f.company_uuid === to.uuid)).toBe(true);
    expect((await get(`/companies/${from.uuid}/feedbacks`)).body.total_feedback_count).toBe(1);

    // and leaving every company empties the counters
    await call(ctx.app, ctx.org, 'PUT', `/customers/${mover.uuid}`, { customer_company_uuid: null });
    expect(await getCompany(to.uuid)).toMatchObject({ customer_count: 0, feedback_count: 0, average_sentiment: null, last_interacted_date: null });
  });
});

describe('GET /customers (list)', () => {
  let org: TestOrg;
  const made: Record<string, any> = {};
  let acme: any;
  let globex: any;
  const personaA = '0190a0a0-0000-7000-8000-0000000000a1';
  const personaB = '0190a0a0-0000-7000-8000-0000000000b2';
  beforeAll(async () => {
    org = await createOrg(ctx.app, 'Customer lists');
    acme = await createCompany(ctx.app, org, { name: 'Acme' });
    globex = await createCompany(ctx.app, org, { name: 'Globex' });
    const specs = [
      { full_name: 'Alice Archer', email: 'alice@acme.com', role: 'Product Manager', customer_company_uuid: acme.uuid, persona_uuid: personaA },
      { full_name: 'Bob Builder', email: 'bob@globex.com', role: 'Engineer', customer_company_uuid: globex.uuid, persona_uuid: personaB },
      { full_name: 'Carol Cook', email: 'carol@acme.com', role: null, customer_company_uuid: acme.uuid },
      { full_name: 'Dan Dare', email: 'dan@pilot.org', role: 'Pilot' },
    ];
    for (const spec of specs) made[spec.full_name.split(' ')[0]!] = await createCustomer(ctx.app, org, spec);
    await createFeedback(ctx.app, org, { customer_uuid: made.Alice.uuid, feedback_date: '2026-03-01T22:00:00Z', feedback_contents: 'Wonderful, I love it. Excellent work!' });
    await createFeedback(ctx.app, org, { customer_uuid: made.Bob.uuid, feedback_date: '2026-02-01T08:00:00Z', feedback_contents: 'Horrible. It is broken and I hate it.' });
    await createFeedback(ctx.app, org, { customer_uuid: made.Carol.uuid, feedback_date: '2026-03-03T08:00:00Z', feedback_contents: 'The page loads.' });
    for (const key of Object.keys(made)) made[key] = (await get(`/customers/${made[key].uuid}`, org)).body.customers[0];
  });
  const list = (query = '') => get(`/customers${query}`, org);

  it('lists with the total; default order last_interacted_date desc, nulls last', async () => {
    const response = await list();
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual(['customers', 'total_customer_count']);
    expect(response.body.total_customer_count).toBe(4);
    expect(fullNames(response.body)).toEqual(['Carol Cook', 'Alice Archer', 'Bob Builder', 'Dan Dare']);
    expect(fullNames((await list('?sort_direction=asc')).body)).toEqual(['Bob Builder', 'Alice Archer', 'Carol Cook', 'Dan Dare']);
  });

  it('keeps per-customer feedback counters', () => {
    expect(made.Alice).toMatchObject({ feedback_count: 1, last_interacted_date: '2026-03-01T22:00:00.000Z' });
    expect(made.Alice.average_sentiment).toBeGreaterThan(0);
    expect(made.Bob.average_sentiment).toBeLessThan(0);
    expect(made.Dan).toMatchObject({ feedback_count: 0, average_sentiment: null, last_interacted_date: null });
  });

  it('sorts by full_name and email', async () => {
    expect(fullNames((await list('?sort_by=full_name&sort_direction=asc')).body)).toEqual(['Alice Archer', 'Bob Builder', 'Carol Cook', 'Dan Dare']);
    expect(fullNames((await list('?sort_by=email')).body)).toEqual(['Dan Dare', 'Carol Cook', 'Bob Builder', 'Alice Archer']);
  });

  it('sorts by average_sentiment with nulls last both ways', async () => {
    const asc = fullNames((await list('?sort_by=average_sentiment&sort_direction=asc')).body);
    expect(asc[0]).toBe('Bob Builder');
    expect(asc[3]).toBe('Dan Dare');
    const desc = fullNames((await list('?sort_by=average_sentiment&sort_direction=desc')).body);
    expect(desc[0]).toBe('Alice Archer');
    expect(desc[3]).toBe('Dan Dare');
  });

  it.each(['created_at', 'updated_at', 'feedback_count'])('sorts by %s, ties by uuid', async (sortBy) => {
    for (const direction of ['asc', 'desc']) {
      const rows = (await list(`?sort_by=${sortBy}&sort_direction=${direction}`)).body.customers as Record<string, any>[];
      expect(rows).toHaveLength(4);
      for (let i = 1; i < rows.length; i++) {
        const [a, b] = direction === 'asc' ? [rows[i - 1]!, rows[i]!] : [rows[i]!, rows[i - 1]!];
        expect(a[sortBy] < b[sortBy] || (a[sortBy] === b[sortBy] && a.uuid < b.uuid)).toBe(true);
      }
    }
  });

  it('pages: stable order, true total, past the end empty', async () => {
    const all = fullNames((await list('?sort_by=full_name&sort_direction=asc')).body);
    const pages = [];
    for (let n = 1; n <= 3; n++) pages.push(await list(`?sort_by=full_name&sort_direction=asc&page_size=3&page_number=${n}`));
    expect([...fullNames(pages[0]!.body), ...fullNames(pages[1]!.body)]).toEqual(all);
    expect(pages.map((p) => p.body.total_customer_count)).toEqual([4, 4, 4]);
    expect(pages[2]!.status).toBe(200);
    expect(pages[2]!.body).toEqual({ customers: [], total_customer_count: 4 });
  });

  it.each([
    ['page_size=0', 'page_size', '1'],
    ['page_size=1001', 'page_size', '1000'],
    ['page_size=1.5', 'page_size', 'integer'],
    ['page_size=', 'page_size', ''],
    ['page_number=-1', 'page_number', ''],
    ['sort_by=name', 'sort_by', 'last_interacted_date, full_name, email, created_at, updated_at, feedback_count, average_sentiment'],
    ['sort_direction=DESCENDING', 'sort_direction', 'must be one of: asc, desc'],
    ['uuids=1,2', 'uuids', ''],
    ['company_uuids=acme', 'company_uuids', 'acme'],
    ['personas=persona-a', 'personas', 'persona-a'],
    ['min_sentiment=high', 'min_sentiment', ''],
    ['from_last_interacted_date=03/01/2026', 'from_last_interacted_date', ''],
    ['to_last_interacted_date=2026-13-01', 'to_last_interacted_date', ''],
  ])('?%s is a 400 naming the parameter', async (query, name, message) => {
    const problem = expectProblem(await list(`?${query}`), 400);
    const error = problem.errors.find((e) => e.name === name);
    expect(error, JSON.stringify(problem.errors)).toBeDefined();
    expect(error!.in).toBe('query');
    expect(error!.message).toContain(message);
  });

  it('filters by uuids, company_uuids and personas (comma-separated, blanks ignored)', async () => {
    const q = async (query: string) => {
      const response = await list(`?sort_by=full_name&sort_direction=asc&${query}`);
      expect(response.status).toBe(200);
      expect(response.body.total_customer_count).toBe(response.body.customers.length);
      return fullNames(response.body);
    };
    expect(await q(`uuids=${made.Bob.uuid}, ${made.Dan.uuid.toUpperCase()},`)).toEqual(['Bob Builder', 'Dan Dare']);
    expect(await q(`company_uuids=${acme.uuid}`)).toEqual(['Alice Archer', 'Carol Cook']);
    expect(await q(`company_uuids=${acme.uuid},${globex.uuid}`)).toEqual(['Alice Archer', 'Bob Builder', 'Carol Cook']);
    expect(await q(`company_uuids=${MISSING}`)).toEqual([]);
    expect(await q(`personas=${personaA}`)).toEqual(['Alice Archer']);
    expect(await q(`personas=${personaA} , ${personaB}`)).toEqual(['Alice Archer', 'Bob Builder']);
    expect(await q(`personas=${personaB}&company_uuids=${acme.uuid}`)).toEqual([]);
  });

  it('searches name, email and role by case-insensitive word prefix', async () => {
    const q = async (text: string) => fullNames((await list(`?sort_by=full_name&sort_direction=asc&search=${encodeURIComponent(text)}`)).body);
    expect(await q('ALI')).toEqual(['Alice Archer']);
    expect(await q('archer')).toEqual(['Alice Archer']);
    expect(await q('acme')).toEqual(['Alice Archer', 'Carol Cook']); // e-mail domain
    expect(await q('globex.com')).toEqual(['Bob Builder']);
    expect(await q('engin')).toEqual(['Bob Builder']); // role
    expect(await q('product man')).toEqual(['Alice Archer']);
    expect(await q('ngineer')).toEqual([]);
    expect(await q('alice bob')).toEqual([]);
    const response = await list('?search=pilot');
    expect(response.body).toMatchObject({ total_customer_count: 1 });
  });

  it('search follows updates of name, email and role', async () => {
    const extra = await createCustomer(ctx.app, ctx.org, { full_name: 'Searchable Sam', email: 'sam@x.com', role: 'Welder' });
    await call(ctx.app, ctx.org, 'PUT', `/customers/${extra.uuid}`, { role: 'Plumber' });
    const hits = async (text: string) => (await get(`/customers?search=${text}`)).body.customers.map((c: any) => c.uuid);
    expect(await hits('welder')).toEqual([]);
    expect(await hits('plumb')).toEqual([extra.uuid]);
    expect(await hits('searchable')).toEqual([extra.uuid]);
  });

  it('filters by min_sentiment and by last_interacted_date (a plain date takes the whole day)', async () => {
    const q = async (query: string) => fullNames((await list(`?sort_by=full_name&sort_direction=asc&${query}`)).body);
    expect(await q(`min_sentiment=${made.Alice.average_sentiment}`)).toEqual(['Alice Archer']);
    expect(await q('min_sentiment=-1')).toEqual(['Alice Archer', 'Bob Builder', 'Carol Cook']);
    expect(await q('to_last_interacted_date=2026-03-01')).toEqual(['Alice Archer', 'Bob Builder']);
    expect(await q('from_last_interacted_date=2026-03-01')).toEqual(['Alice Archer', 'Carol Cook']);
    expect(await q('from_last_interacted_date=2026-03-02&to_last_interacted_date=2026-03-03')).toEqual(['Carol Cook']);
    expect(await q('to_last_interacted_date=2026-03-01T21:59:59Z')).toEqual(['Bob Builder']);
  });
});

describe('GET /customers/{uuid}/feedbacks, /feedback_highlights, /insights, /issues', () => {
  it('list what belongs to the customer, with totals', async () => {
    const customer = await createCustomer(ctx.app, ctx.org, { full_name: 'Sub', email: 'sub@x.com' });
    const other = await createCustomer(ctx.app, ctx.org, { full_name: 'Other', email: 'other@x.com' });
    await createFeedback(ctx.app, ctx.org, { customer_uuid: customer.uuid, feedback_date: '2026-01-01T00:00:00Z' });
    await createFeedback(ctx.app, ctx.org, { customer_uuid: customer.uuid, feedback_date: '2026-01-02T00:00:00Z' });
    await createFeedback(ctx.app, ctx.org, { customer_uuid: other.uuid });

    const feedbacks = await get(`/customers/${customer.uuid}/feedbacks`);
    expect(feedbacks.status).toBe(200);
    expect(Object.keys(feedbacks.body).sort()).toEqual(['feedbacks', 'total_feedback_count']);
    expect(feedbacks.body.total_feedback_count).toBe(2);
    expect(feedbacks.body.feedbacks.map((f: any) => f.feedback_date)).toEqual(['2026-01-02T00:00:00.000Z', '2026-01-01T00:00:00.000Z']);
    const asc = await get(`/customers/${customer.uuid}/feedbacks?sort_direction=asc&page_size=1`);
    expect(asc.body.feedbacks.map((f: any) => f.feedback_date)).toEqual(['2026-01-01T00:00:00.000Z']);
    expect(asc.body.total_feedback_count).toBe(2);
    expectProblem(await get(`/customers/${customer.uuid}/feedbacks?page_size=101`), 400);

    const highlights = await get(`/customers/${customer.uuid}/feedback_highlights`);
    expect(highlights.status).toBe(200);
    expect(Object.keys(highlights.body).sort()).toEqual(['highlights', 'total_highlight_count']);
    expect(highlights.body.total_highlight_count).toBe(highlights.body.highlights.length);
    expect(highlights.body.highlights.length).toBeGreaterThan(0);
    expect(highlights.body.highlights.every((h: any) => h.customer_uuid === customer.uuid)).toBe(true);
    expectProblem(await get(`/customers/${customer.uuid}/feedback_highlights?page_size=0`), 400);

    const insights = await get(`/customers/${customer.uuid}/insights`);
    expect(insights.status).toBe(200);
    expect(insights.body).toMatchObject({ insights: expect.any(Array), total_insight_count: expect.any(Number) });
    const issues = await get(`/customers/${customer.uuid}/issues`);
    expect(issues.status).toBe(200);
    expect(issues.body).toMatchObject({ issues: expect.any(Array), total_issue_count: expect.any(Number) });
  });

  it.each(['feedbacks', 'feedback_highlights', 'insights', 'issues'])('/%s of an unknown customer is 404', async (sub) => {
    expectProblem(await get(`/customers/${MISSING}/${sub}`), 404);
  });
});

describe('tenancy and authentication on every customer route', () => {
  let customer: any;
  beforeAll(async () => {
    customer = await createCustomer(ctx.app, ctx.org, { full_name: 'Private Person', email: 'private@x.com' });
  });
  const routes = (uuid: string): [string, string, unknown?][] => [
    ['GET', '/customers'],
    ['POST', '/customers', { full_name: 'Intruder', email: 'i@x.com' }],
    ['GET', `/customers/${uuid}`],
    ['PUT', `/customers/${uuid}`, { full_name: 'Hijacked' }],
    ['PATCH', `/customers/${uuid}`, { full_name: 'Hijacked' }],
    ['GET', `/customers/${uuid}/feedbacks`],
    ['GET', `/customers/${uuid}/feedback_highlights`],
    ['GET', `/customers/${uuid}/insights`],
    ['GET', `/customers/${uuid}/issues`],
  ];

  it("another organization's token gets 404, and nothing changes", async () => {
    const before = (await get('/customers?page_size=1000')).body;
    for (const [method, path, body] of routes(customer.uuid)) {
      expectProblem(await call(ctx.app, { ...ctx.other, base: ctx.org.base }, method as 'GET', path, body), 404);
    }
    for (const [method, path, body] of routes(customer.uuid).filter(([, p]) => p.includes(customer.uuid))) {
      expectProblem(await call(ctx.app, ctx.other, method as 'GET', path, body), 404);
    }
    expect((await get('/customers?page_size=1000')).body).toEqual(before);
  });

  it('a missing, malformed or unknown token gets 401 with WWW-Authenticate: Bearer', async () => {
    for (const headers of [{}, { authorization: `Token ${ctx.org.token}` }, { authorization: 'Bearer abc' }] as Record<string, string>[]) {
      for (const [method, path, body] of routes(customer.uuid)) {
        const response = await call(ctx.app, { ...ctx.org, headers }, method as 'GET', path, body);
        expectProblem(response, 401);
        expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
      }
    }
    expect(await getCustomer(customer.uuid)).toEqual(customer);
  });
});
