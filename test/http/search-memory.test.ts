import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createCompany, createCustomer, createFeedback, createTestApp, type TestContext } from '../helpers.js';

/**
 * On SQLite a search filtered only by company, customer and sentiment is counted and paged in
 * memory (FeedbackFacets); any other filter goes to SQL. `from_date` far in the past filters
 * nothing but sends the same search to SQL: both must answer identically, through writes,
 * moves, deletes and failed writes. On PostgreSQL both are the SQL path (the test still holds).
 */
describe('searches answered in memory match the same searches in SQL', () => {
  let ctx: TestContext;
  const companies: string[] = [];
  const customers: string[] = [];
  const feedback: string[] = [];

  const TEXTS = [
    'The export fails with a timeout every time.',
    'I love the new dashboard, great work!',
    'Exporting to CSV is slow and the dashboard freezes.',
    'Billing page shows the wrong amount, terrible.',
    'Could you add scheduled exports please?',
    'Customer support was friendly and fast.',
    'The colour of the dashboard is confusing.',
    'Export works fine now, thank you.',
  ];

  async function addFeedback(i: number, customer = customers[i % customers.length]!) {
    // Dates repeat (ties broken by uuid), some share a day.
    const day = String(1 + (i % 9)).padStart(2, '0');
    const created = await createFeedback(ctx.app, ctx.org, {
      customer_uuid: customer,
      feedback_contents: `${TEXTS[i % TEXTS.length]} ${TEXTS[(i * 3 + 1) % TEXTS.length]}`,
      feedback_date: `2026-03-${day}T10:00:00Z`,
    });
    feedback.push(created.uuid);
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    for (const name of ['Alpha', 'Beta', 'Gamma']) companies.push((await createCompany(ctx.app, ctx.org, { name })).uuid);
    for (let i = 0; i < 6; i++) {
      customers.push((await createCustomer(ctx.app, ctx.org, { full_name: `C${i}`, email: `c${i}@example.com`, customer_company_uuid: companies[i % 3] })).uuid);
    }
    for (let i = 0; i < 48; i++) await addFeedback(i);
    // Another organization with the same words: never counted here.
    const theirCompany = await createCompany(ctx.app, ctx.other, { name: 'Other' });
    const theirs = await createCustomer(ctx.app, ctx.other, { email: 'o@other.com', customer_company_uuid: theirCompany.uuid });
    for (let i = 0; i < 8; i++) await createFeedback(ctx.app, ctx.other, { customer_uuid: theirs.uuid, feedback_contents: TEXTS[i]! });
    // Loaded ahead, as the server does before it listens; later writes keep it in step.
    await ctx.app.services.feedbacks.warmSearch();
  });
  afterAll(async () => ctx.close());

  function queries(): string[] {
    const list: string[] = [];
    for (const search of ['export', 'dashboard', 'slow', 'co', 'exp das', 'nothingmatches']) {
      for (const filter of ['', 'min_sentiment=-0.5', 'max_sentiment=0.2', 'min_sentiment=-0.3&max_sentiment=0.6', `company_uuids=${companies[0]}`, `company_uuids=${companies[1]},${companies[2]}&min_sentiment=0`, `customer_uuids=${customers[1]}`, 'company_uuids=']) {
        for (const order of ['', 'sort_direction=asc', 'sort_by=sentiment_score', 'sort_by=priority&sort_direction=asc']) {
          for (const page of ['page_size=5', 'page_size=5&page_number=3', 'page_size=100', 'page_size=7&page_number=20']) {
            list.push([`search=${encodeURIComponent(search)}`, filter, order, page].filter(Boolean).join('&'));
          }
        }
      }
    }
    return list;
  }

  async function expectSameAnswers(sample = 1) {
    const all = queries();
    for (let i = 0; i < all.length; i += sample) {
      const query = all[i]!;
      const memory = await call(ctx.app, ctx.org, 'GET', `/feedbacks?${query}`);
      const viaSql = await call(ctx.app, ctx.org, 'GET', `/feedbacks?${query}&from_date=1970-01-01`);
      expect(memory.status, query).toBe(200);
      expect({ query, body: memory.body }).toEqual({ query, body: viaSql.body });
    }
  }

  it('answers every filter, order and page like SQL', async () => {
    await expectSameAnswers();
    const exportTotal = (await call(ctx.app, ctx.org, 'GET', '/feedbacks?search=export')).body.total_feedback_count;
    expect(exportTotal).toBeGreaterThan(10);
  });

  it('after new feedback, a failed write, a customer moving and deletes', async () => {
    for (let i = 48; i < 56; i++) await addFeedback(i);
    const failed = await call(ctx.app, ctx.org, 'POST', '/feedbacks', { customer_uuid: '01a20000-0000-7000-8000-000000000000', feedback_contents: 'export export' });
    expect(failed.status).toBe(400);
    await expectSameAnswers(3);

    expect((await call(ctx.app, ctx.org, 'PUT', `/customers/${customers[0]}`, { customer_company_uuid: companies[1] })).status).toBe(200);
    expect((await call(ctx.app, ctx.org, 'PUT', `/customers/${customers[3]}`, { customer_company_uuid: null })).status).toBe(200);
    await expectSameAnswers(3);

    expect((await call(ctx.app, ctx.org, 'DELETE', '/feedbacks', { feedback_uuids: feedback.slice(0, 12) })).status).toBe(200);
    await expectSameAnswers(2);
  });

  it('counts a new feedback as soon as its POST has answered', async () => {
    const before = (await call(ctx.app, ctx.org, 'GET', `/feedbacks?search=zebra`)).body.total_feedback_count;
    await createFeedback(ctx.app, ctx.org, { customer_uuid: customers[2]!, feedback_contents: 'A zebra appeared in the export.' });
    const after = (await call(ctx.app, ctx.org, 'GET', `/feedbacks?search=zebra&company_uuids=${companies[2]}`)).body;
    expect(before).toBe(0);
    expect(after.total_feedback_count).toBe(1);
    expect(after.feedbacks[0].feedback_contents).toBe('A zebra appeared in the export.');
  });
});

describe('top-highlight totals kept in step with every write', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  async function expectTotalsRecounted() {
    for (const includeArchived of [false, true]) {
      const body = (await call(ctx.app, ctx.org, 'GET', `/feedback_highlights?include_archived=${includeArchived}`)).body;
      let counted = ctx.store.db.selectFrom('highlights').where('organization_uuid', '=', ctx.org.uuid);
      if (!includeArchived) counted = counted.where('archived', '=', 0);
      const row = await counted.select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.count<number>('customer_uuid').distinct().as('customers')]).executeTakeFirstOrThrow();
      expect({ includeArchived, total: body.total_highlight_count, customers: body.total_customer_count }).toEqual({ includeArchived, total: Number(row.n), customers: Number(row.customers) });
    }
  }

  it('through ingests, archiving, a failed write and deletes', async () => {
    const company = await createCompany(ctx.app, ctx.org, { name: 'Alpha' });
    const people = [];
    for (let i = 0; i < 3; i++) people.push(await createCustomer(ctx.app, ctx.org, { email: `p${i}@alpha.com`, customer_company_uuid: company.uuid }));
    const text = 'The export fails every morning. I love the new dashboard! Could you add dark mode?';
    const created = [await createFeedback(ctx.app, ctx.org, { customer_uuid: people[0]!.uuid, feedback_contents: text })];
    await expectTotalsRecounted();
    created.push(await createFeedback(ctx.app, ctx.org, { customer_uuid: people[1]!.uuid, feedback_contents: text }));
    created.push(await createFeedback(ctx.app, ctx.org, { customer_uuid: people[1]!.uuid, feedback_contents: 'Billing is broken and support never answers.' }));
    await expectTotalsRecounted();

    // Archive every highlight of the second customer: they leave the shown totals.
    const theirs = (await call(ctx.app, ctx.org, 'GET', `/customers/${people[1]!.uuid}/feedback_highlights?include_archived=true`)).body.highlights as { uuid: string }[];
    expect(theirs.length).toBeGreaterThan(0);
    for (const h of theirs) expect((await call(ctx.app, ctx.org, 'PUT', `/feedback_highlights/${h.uuid}`, { archived: true })).status).toBe(200);
    await expectTotalsRecounted();
    created.push(await createFeedback(ctx.app, ctx.org, { customer_uuid: people[1]!.uuid, feedback_contents: text }));
    created.push(await createFeedback(ctx.app, ctx.org, { customer_uuid: people[2]!.uuid, feedback_contents: text }));
    expect((await call(ctx.app, ctx.org, 'POST', '/feedbacks', { customer_uuid: '01a20000-0000-7000-8000-000000000000', feedback_contents: text })).status).toBe(400);
    await expectTotalsRecounted();

    expect((await call(ctx.app, ctx.org, 'DELETE', '/feedbacks', { feedback_uuids: [created[0]!.uuid, created[3]!.uuid] })).status).toBe(200);
    await expectTotalsRecounted();
    created.push(await createFeedback(ctx.app, ctx.org, { customer_uuid: people[0]!.uuid, feedback_contents: text }));
    await expectTotalsRecounted();
  });
});
