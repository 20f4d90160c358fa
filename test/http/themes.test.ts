import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planOnThisThread } from '../../src/domain/maintenance.js';
import { vectorOf } from '../../src/domain/themes.js';
import { serializeSummary, summarizeMembers } from '../../src/analysis/themes/index.js';
import { EXPORT_COMPLAINTS, EXPORT_COMPLAINTS_UNSHARED, call, createCompany, createCustomer, createFeedback, createOrg, createTestApp, type TestContext } from '../helpers.js';

describe('themes: insights and issues derived from feedback', () => {
  let ctx: TestContext;
  const customers: any[] = [];
  let company: any;

  beforeAll(async () => {
    ctx = await createTestApp();
    company = await createCompany(ctx.app, ctx.org);
    for (let i = 0; i < 7; i++) {
      customers.push(await createCustomer(ctx.app, ctx.org, { full_name: `Customer ${i}`, email: `c${i}@example.com`, customer_company_uuid: i < 3 ? company.uuid : null }));
    }
    for (const [i, text] of EXPORT_COMPLAINTS.entries()) await createFeedback(ctx.app, ctx.org, { customer_uuid: customers[i].uuid, feedback_contents: text });
    await createFeedback(ctx.app, ctx.org, { customer_uuid: customers[6].uuid, feedback_contents: 'I absolutely love the new dashboard, it is beautiful and fast.' });
  });
  afterAll(async () => ctx.close());

  it('six customers describing the same broken export produce one issue titled after it, with their six highlights', async () => {
    const issues = await call(ctx.app, ctx.org, 'GET', '/issues');
    expect(issues.status).toBe(200);
    const exportIssues = issues.body.issues.filter((issue: any) => /export|csv/i.test(issue.title));
    expect(exportIssues).toHaveLength(1);
    const issue = exportIssues[0];
    expect(issue.status).toBe('open');
    expect(issue.customer_count).toBe(6);
    expect(issue.highlight_count).toBe(6);
    expect(issue.average_sentiment).toBeLessThan(0);
    expect(['bug', 'complaint']).toContain(issue.category);
    expect(issue.description).toMatch(/6 customers/);
    const evidence = await call(ctx.app, ctx.org, 'GET', `/issues/${issue.uuid}/highlights`);
    expect(evidence.body.total_highlight_count).toBe(6);
    expect(new Set(evidence.body.highlights.map((h: any) => h.customer_uuid))).toEqual(new Set(customers.slice(0, 6).map((c) => c.uuid)));
    expect(issues.body.issues[0].uuid).toBe(issue.uuid); // most customers first
  });

  it('praise becomes an insight and never an issue', async () => {
    const insights = await call(ctx.app, ctx.org, 'GET', '/insights');
    const praise = insights.body.insights.find((insight: any) => insight.kind === 'praise');
    expect(praise).toBeDefined();
    expect(praise.customer_count).toBe(1);
    expect(praise.title.length).toBeGreaterThan(3);
    expect(praise.description).toMatch(/1 customer/);
    const issues = await call(ctx.app, ctx.org, 'GET', '/issues');
    expect(issues.body.issues.every((issue: any) => issue.insight_uuid !== praise.uuid)).toBe(true);
    expect(insights.body.total_insight_count).toBe(insights.body.insights.length);
  });

  it('scopes counts to a company and to a customer', async () => {
    const scoped = await call(ctx.app, ctx.org, 'GET', `/companies/${company.uuid}/issues`);
    expect(scoped.status).toBe(200);
    const exportIssue = scoped.body.issues.find((issue: any) => /export|csv/i.test(issue.title));
    expect(exportIssue.customer_count).toBe(3);
    expect(exportIssue.highlight_count).toBe(3);
    const mine = await call(ctx.app, ctx.org, 'GET', `/customers/${customers[6].uuid}/insights`);
    expect(mine.body.total_insight_count).toBe(1);
    expect(mine.body.insights[0].kind).toBe('praise');
    const none = await call(ctx.app, ctx.org, 'GET', `/customers/${customers[6].uuid}/issues`);
    expect(none.body).toEqual({ issues: [], total_issue_count: 0 });
  });

  it('follows the issue lifecycle, refuses forbidden moves with 409, and reopens a resolved issue on new negative evidence', async () => {
    const issue = (await call(ctx.app, ctx.org, 'GET', '/issues')).body.issues[0];
    expect((await call(ctx.app, ctx.org, 'PUT', `/issues/${issue.uuid}`, { status: 'resolved' })).status).toBe(409);
    expect((await call(ctx.app, ctx.org, 'PUT', `/issues/${issue.uuid}`, { status: 'in_progress' })).body.issues[0].status).toBe('in_progress');
    expect((await call(ctx.app, ctx.org, 'PUT', `/issues/${issue.uuid}`, { status: 'resolved' })).body.issues[0].status).toBe('resolved');
    const invalid = await call(ctx.app, ctx.org, 'PUT', `/issues/${issue.uuid}`, { status: 'closed' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors[0].name).toBe('status');
    expect((await call(ctx.app, ctx.other, 'PUT', `/issues/${issue.uuid}`, { status: 'open' })).status).toBe(404);
    await createFeedback(ctx.app, ctx.org, { customer_uuid: customers[6].uuid, feedback_contents: 'The CSV export is failing again, it is broken.' });
    const after = (await call(ctx.app, ctx.org, 'GET', `/issues/${issue.uuid}`)).body.issues[0];
    expect(after.status).toBe('open');
    expect(after.customer_count).toBe(7);
  });

  it('lets a person rename an issue and return it to the generated title', async () => {
    const issue = (await call(ctx.app, ctx.org, 'GET', '/issues')).body.issues[0];
    const renamed = await call(ctx.app, ctx.org, 'PUT', `/issues/${issue.uuid}`, { title: 'Export broken since v2.3' });
    expect(renamed.body.issues[0].title).toBe('Export broken since v2.3');
    const reverted = await call(ctx.app, ctx.org, 'PUT', `/issues/${issue.uuid}`, { title: null });
    expect(reverted.body.issues[0].title).toBe(issue.title);
  });

  it('takes back an issue as fetched (read-only fields ignored), and PATCH as PUT', async () => {
    const issue = (await call(ctx.app, ctx.org, 'GET', '/issues')).body.issues[0];
    const putBack = await call(ctx.app, ctx.org, 'PUT', `/issues/${issue.uuid}`, { ...issue, customer_count: 999, category: 'bug' });
    expect(putBack.status).toBe(200);
    // nothing changed: the same issue, its updated_at untouched, its generated words still generated
    expect(putBack.body.issues[0]).toEqual(issue);
    await createFeedback(ctx.app, ctx.org, { customer_uuid: customers[5].uuid, feedback_contents: 'The CSV export failed again today.' });
    const grown = (await call(ctx.app, ctx.org, 'GET', `/issues/${issue.uuid}`)).body.issues[0];
    expect(grown.feedback_count).toBe(issue.feedback_count + 1);
    expect(grown.description).not.toBe(issue.description);
    expect(grown.description).toMatch(new RegExp(`in ${issue.feedback_count + 1} feedback`));
    const patched = await call(ctx.app, ctx.org, 'PATCH', `/issues/${issue.uuid}`, { title: 'Export broken (patched)' });
    expect(patched.status).toBe(200);
    expect(patched.body.issues[0].title).toBe('Export broken (patched)');
    expect((await call(ctx.app, ctx.org, 'PATCH', `/issues/${issue.uuid}`, { title: null })).body.issues[0].title).toBe(issue.title);
    expect((await call(ctx.app, ctx.other, 'PATCH', `/issues/${issue.uuid}`, { title: 'Hijacked' })).status).toBe(404);
    const bad = await call(ctx.app, ctx.org, 'PATCH', `/issues/${issue.uuid}`, { status: 'closed' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ name: 'status', in: 'body', message: 'must be one of: open, in_progress, resolved, dismissed' }]);
  });

  it('another organization sees no themes', async () => {
    expect((await call(ctx.app, ctx.other, 'GET', '/insights')).body).toEqual({ insights: [], total_insight_count: 0 });
    expect((await call(ctx.app, ctx.other, 'GET', '/issues')).body).toEqual({ issues: [], total_issue_count: 0 });
    const issue = (await call(ctx.app, ctx.org, 'GET', '/issues')).body.issues[0];
    expect((await call(ctx.app, ctx.other, 'GET', `/issues/${issue.uuid}`)).status).toBe(404);
    expect((await call(ctx.app, ctx.other, 'GET', `/insights/${issue.insight_uuid}/highlights`)).status).toBe(404);
  });

  it('deleting feedback updates theme counts and removes themes and untouched issues left without evidence', async () => {
    const praiseFeedback = (await call(ctx.app, ctx.org, 'GET', `/customers/${customers[6].uuid}/feedbacks`)).body.feedbacks;
    const before = (await call(ctx.app, ctx.org, 'GET', '/insights')).body;
    const exportIssue = (await call(ctx.app, ctx.org, 'GET', '/issues')).body.issues[0];
    const del = await call(ctx.app, ctx.org, 'DELETE', '/feedbacks', { feedback_uuids: praiseFeedback.map((f: any) => f.uuid) });
    expect(del.status).toBe(200);
    const after = (await call(ctx.app, ctx.org, 'GET', '/insights')).body;
    expect(after.insights.some((insight: any) => insight.kind === 'praise')).toBe(false);
    expect(after.total_insight_count).toBeLessThan(before.total_insight_count);
    const issue = (await call(ctx.app, ctx.org, 'GET', `/issues/${exportIssue.uuid}`)).body.issues[0];
    expect(issue.customer_count).toBe(6);
    const evidence = (await call(ctx.app, ctx.org, 'GET', `/issues/${exportIssue.uuid}/highlights?page_size=100`)).body;
    expect(evidence.total_highlight_count).toBe(issue.highlight_count);
  });
});

describe('an issue a person acted on outlives its evidence', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  it('stays readable and listed, with zero counts, when all its feedback is deleted', async () => {
    const customer = await createCustomer(ctx.app, ctx.org, { full_name: 'Only One', email: 'one@example.com' });
    const feedback = [];
    for (const text of EXPORT_COMPLAINTS.slice(0, 2)) feedback.push(await createFeedback(ctx.app, ctx.org, { customer_uuid: customer.uuid, feedback_contents: text }));
    const issue = (await call(ctx.app, ctx.org, 'GET', '/issues')).body.issues[0];
    expect((await call(ctx.app, ctx.org, 'PUT', `/issues/${issue.uuid}`, { status: 'in_progress' })).status).toBe(200);
    expect((await call(ctx.app, ctx.org, 'DELETE', '/feedbacks', { feedback_uuids: feedback.map((f: any) => f.uuid) })).status).toBe(200);
    const read = await call(ctx.app, ctx.org, 'GET', `/issues/${issue.uuid}`);
    expect(read.status).toBe(200);
    expect(read.body.issues[0]).toMatchObject({ uuid: issue.uuid, status: 'in_progress', highlight_count: 0, customer_count: 0, feedback_count: 0, average_sentiment: null });
    const listed = (await call(ctx.app, ctx.org, 'GET', '/issues?statuses=in_progress')).body;
    expect(listed.issues.map((i: any) => i.uuid)).toEqual([issue.uuid]);
    expect(listed.total_issue_count).toBe(1);
    expect((await call(ctx.app, ctx.org, 'GET', '/issues?statuses=in_progress&page_number=2')).body).toEqual({ issues: [], total_issue_count: 1 });
    expect((await call(ctx.app, ctx.org, 'GET', `/issues/${issue.uuid}/highlights`)).body).toEqual({ highlights: [], total_highlight_count: 0 });
    // It is no longer a recurring insight.
    expect((await call(ctx.app, ctx.org, 'GET', '/insights')).body.total_insight_count).toBe(0);
  });
});

describe('questions and complaints about one thing', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  it('share a theme, whose kind follows its evidence: one issue once enough of it is problems', async () => {
    const texts = [
      'When will my new card arrive?',
      'How long does the new card take to arrive?',
      'My new card still has not arrived after two weeks, this is terrible.',
      'The new card never arrived and support is useless.',
    ];
    const customers = [];
    for (let i = 0; i < texts.length; i++) customers.push(await createCustomer(ctx.app, ctx.org, { full_name: `Card ${i}`, email: `card${i}@example.com` }));
    await createFeedback(ctx.app, ctx.org, { customer_uuid: customers[0].uuid, feedback_contents: texts[0] });
    await createFeedback(ctx.app, ctx.org, { customer_uuid: customers[1].uuid, feedback_contents: texts[1] });
    // Questions alone: an insight, no issue.
    const questions = (await call(ctx.app, ctx.org, 'GET', '/insights')).body.insights.filter((i: any) => /card/i.test(i.title));
    expect(questions).toHaveLength(1);
    expect(questions[0]).toMatchObject({ kind: 'other', highlight_count: 2 });
    expect((await call(ctx.app, ctx.org, 'GET', '/issues')).body.total_issue_count).toBe(0);
    await createFeedback(ctx.app, ctx.org, { customer_uuid: customers[2].uuid, feedback_contents: texts[2] });
    await createFeedback(ctx.app, ctx.org, { customer_uuid: customers[3].uuid, feedback_contents: texts[3] });
    const insights = (await call(ctx.app, ctx.org, 'GET', '/insights')).body.insights.filter((i: any) => /card/i.test(i.title));
    expect(insights).toHaveLength(1);
    expect(insights[0]).toMatchObject({ uuid: questions[0].uuid, kind: 'problem', customer_count: 4 });
    const issues = (await call(ctx.app, ctx.org, 'GET', '/issues')).body.issues;
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ insight_uuid: questions[0].uuid, status: 'open', customer_count: 4 });
  });
});

describe('six customers describing a broken export without one word in common', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  it('produce one issue titled after it, with their six highlights, apart from the other problems', async () => {
    const exportTexts = EXPORT_COMPLAINTS_UNSHARED;
    const otherTexts = ['The mobile app keeps logging me out.', 'Love how quick the search is.', 'Please add dark mode.', "Your pricing went up again and I'm not happy."];
    const texts = [...exportTexts, ...otherTexts];
    const customers = [];
    for (let i = 0; i < texts.length; i++) customers.push(await createCustomer(ctx.app, ctx.org, { full_name: `Export ${i}`, email: `export${i}@example.com` }));
    for (let i = 0; i < texts.length; i++) await createFeedback(ctx.app, ctx.org, { customer_uuid: customers[i].uuid, feedback_contents: texts[i] });
    const issues = (await call(ctx.app, ctx.org, 'GET', '/issues')).body.issues;
    expect(issues[0].title).toMatch(/export|csv/i);
    expect(issues[0]).toMatchObject({ customer_count: 6, highlight_count: 6, status: 'open' });
    const evidence = (await call(ctx.app, ctx.org, 'GET', `/issues/${issues[0].uuid}/highlights`)).body;
    expect(new Set(evidence.highlights.map((h: any) => h.customer_uuid))).toEqual(new Set(customers.slice(0, 6).map((c) => c.uuid)));
    // the other problems and the request are issues of their own; the praise is none
    expect(issues.slice(1).map((issue: any) => issue.customer_count)).toEqual([1, 1, 1]);
  });
});

describe('a request to mend what exists', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  it('is titled as a request while requests are its evidence, and shares one issue with the problem it mends', async () => {
    const [a, b] = [await createCustomer(ctx.app, ctx.org, { full_name: 'A', email: 'a@example.com' }), await createCustomer(ctx.app, ctx.org, { full_name: 'B', email: 'b@example.com' })];
    await createFeedback(ctx.app, ctx.org, { customer_uuid: a.uuid, feedback_contents: 'Please make the export faster.' });
    let insights = (await call(ctx.app, ctx.org, 'GET', '/insights')).body.insights;
    expect(insights).toHaveLength(1);
    expect(insights[0]).toMatchObject({ kind: 'request' });
    expect(insights[0].title).toMatch(/^Requests /);
    await createFeedback(ctx.app, ctx.org, { customer_uuid: b.uuid, feedback_contents: 'The export is so slow it times out.' });
    insights = (await call(ctx.app, ctx.org, 'GET', '/insights')).body.insights;
    expect(insights).toHaveLength(1);
    expect(insights[0]).toMatchObject({ kind: 'problem', customer_count: 2 });
    const issues = (await call(ctx.app, ctx.org, 'GET', '/issues')).body.issues;
    expect(issues).toHaveLength(1);
    expect(issues[0].insight_uuid).toBe(insights[0].uuid);
  });
});

describe('an issue’s representative quote', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  it('follows what its evidence says most, not its first sentence', async () => {
    const texts = [
      'I was charged twice this month and the export keeps failing.',
      'We were charged twice for the same invoice.',
      'My card was charged twice for one subscription.',
      'Charged twice again, please refund the duplicate payment.',
      'You charged us twice for the annual plan.',
    ];
    for (const [i, text] of texts.entries()) {
      const customer = await createCustomer(ctx.app, ctx.org, { full_name: `Payer ${i}`, email: `payer${i}@example.com` });
      await createFeedback(ctx.app, ctx.org, { customer_uuid: customer.uuid, feedback_contents: text });
    }
    // The first quote is about an export too, so placement may leave it and its neighbours apart;
    // the background pass brings the charges together.
    await ctx.app.services.maintainThemes(ctx.org.uuid, planOnThisThread);
    const issues = (await call(ctx.app, ctx.org, 'GET', '/issues')).body.issues;
    const charged = issues.find((issue: any) => /charg/i.test(issue.title));
    expect(charged, JSON.stringify(issues.map((i: any) => i.title))).toBeDefined();
    expect(charged.customer_count).toBeGreaterThanOrEqual(4);
    const quoted = /“([^”]+)”|"([^"]+)"/.exec(charged.description);
    expect(quoted, charged.description).not.toBeNull();
    expect((quoted![1] ?? quoted![2])!).toMatch(/charged/i);
    expect((quoted![1] ?? quoted![2])!).not.toMatch(/export/i);
  });
});

describe('a theme kept without evidence', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  it('quotes nothing of the deleted feedback once its issue, acted on, outlives it', async () => {
    const customer = await createCustomer(ctx.app, ctx.org, { full_name: 'Printer', email: 'printer@example.com' });
    const feedback = await createFeedback(ctx.app, ctx.org, { customer_uuid: customer.uuid, feedback_contents: 'The printer integration keeps jamming paper, awful.' });
    const issue = (await call(ctx.app, ctx.org, 'GET', '/issues')).body.issues[0];
    expect(issue.description).toMatch(/jamming/);
    expect((await call(ctx.app, ctx.org, 'PUT', `/issues/${issue.uuid}`, { status: 'dismissed' })).status).toBe(200);
    expect((await call(ctx.app, ctx.org, 'DELETE', '/feedbacks', { feedback_uuids: [feedback.uuid] })).status).toBe(200);
    const kept = (await call(ctx.app, ctx.org, 'GET', `/issues/${issue.uuid}`)).body.issues[0];
    expect(kept).toMatchObject({ status: 'dismissed', highlight_count: 0, feedback_count: 0, customer_count: 0 });
    expect(kept.description).not.toMatch(/jamming|For example/);
    const insight = (await call(ctx.app, ctx.org, 'GET', `/insights/${issue.insight_uuid}`)).body.insights[0];
    expect(insight.description).not.toMatch(/jamming/);
    expect(insight.keywords).toEqual([]);
  });
});

describe('titles within an organization', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    // A product's feedback (scripts/data), as customers sent it: many requests about invoices.
    const corpus = JSON.parse(readFileSync(new URL('../../scripts/data/feedback-themes-invoicely.json', import.meta.url), 'utf8'));
    const customers = new Map<number, string>();
    for (const c of corpus.customers) customers.set(c.id, (await createCustomer(ctx.app, ctx.org, { full_name: c.full_name, email: c.email })).uuid);
    for (const i of corpus.post_order) await createFeedback(ctx.app, ctx.org, { customer_uuid: customers.get(corpus.items[i].customer), feedback_contents: corpus.items[i].text });
    await ctx.app.services.maintainThemes(ctx.org.uuid, planOnThisThread);
  }, 120_000);
  afterAll(async () => ctx.close());

  it('are never the same for two insights: the later one is told apart by a keyword', async () => {
    const titles: string[] = [];
    for (let page = 1; ; page++) {
      const { body } = await call(ctx.app, ctx.org, 'GET', `/insights?page_size=100&page_number=${page}`);
      titles.push(...body.insights.map((insight: any) => insight.title.toLowerCase()));
      if (titles.length >= body.total_insight_count || body.insights.length === 0) break;
    }
    expect(titles.length).toBeGreaterThan(50);
    const repeated = titles.filter((title, i) => titles.indexOf(title) !== i);
    expect(repeated).toEqual([]);
    expect(titles.some((title) => /: \w+$/.test(title))).toBe(true);
  });
});

describe("an organization's own name", () => {
  let ctx: TestContext;
  let org: Awaited<ReturnType<typeof createOrg>>;
  const feedbacks: any[] = [];
  const PROBLEMS = [
    'Rentwise marked my rent payment as failed but the money had already left my account.',
    "Rentwise's search can't find a tenant by surname, only by flat number.",
    'Rentwise logs me out every few minutes, I have to sign in again all the time.',
  ];
  beforeAll(async () => {
    ctx = await createTestApp();
    org = await createOrg(ctx.app, 'Rentwise');
    for (const [i, text] of PROBLEMS.entries()) {
      const customer = await createCustomer(ctx.app, org, { full_name: `Tenant ${i}`, email: `t${i}@example.com` });
      feedbacks.push(await createFeedback(ctx.app, org, { customer_uuid: customer.uuid, feedback_contents: text }));
    }
    await ctx.app.services.maintainThemes(org.uuid, planOnThisThread);
  });
  afterAll(async () => ctx.close());

  it('is no topic: unrelated problems that name the product stay apart, and no title names it', async () => {
    const { body } = await call(ctx.app, org, 'GET', '/issues');
    expect(body.total_issue_count).toBe(3);
    for (const issue of body.issues) {
      expect(issue.customer_count).toBe(1);
      expect(issue.title).not.toMatch(/^(?:problems with )?rentwise$/i);
    }
  });

  it('is left out of the vectors a deletion takes back out, as it was when they were placed', async () => {
    const customer = await createCustomer(ctx.app, org, { full_name: 'Tenant 3', email: 't3@example.com' });
    const again = await createFeedback(ctx.app, org, { customer_uuid: customer.uuid, feedback_contents: "Rentwise's app signs me out constantly and I have to log in again." });
    const login = (await call(ctx.app, org, 'GET', '/issues')).body.issues.find((issue: any) => issue.customer_count === 2);
    expect(login).toBeDefined();
    expect((await call(ctx.app, org, 'DELETE', '/feedbacks', { feedback_uuids: [again.uuid] })).status).toBe(200);
    // The theme holds exactly what its highlights make, the name left out as at ingest.
    const ownName = await ctx.app.services.themes.ownName(ctx.store.db, org.uuid);
    expect([...ownName]).toEqual(['rentwise']);
    const theme = await ctx.store.db.selectFrom('themes').select(['uuid', 'summary', 'customer_count']).where('uuid', '=', login.insight_uuid).executeTakeFirstOrThrow();
    expect(theme.customer_count).toBe(1);
    const rows = await ctx.app.services.themes.repository.membersOf(ctx.store.db, org.uuid, [theme.uuid], 100);
    const vectors = rows.map((row) => vectorOf({ quote: row.quote, category: row.category, sentimentScore: row.sentiment_score }, ownName)!);
    expect(theme.summary).toBe(serializeSummary(summarizeMembers(vectors)!));
  });
});

describe('deleting feedback: each theme’s counts, kept by what was taken out, equal a count of its highlights', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  it('after deletes of customers who keep other evidence in a theme and customers who keep none', async () => {
    const [ann, bob, cat] = [
      await createCustomer(ctx.app, ctx.org, { full_name: 'Ann', email: 'ann@example.com' }),
      await createCustomer(ctx.app, ctx.org, { full_name: 'Bob', email: 'bob@example.com' }),
      await createCustomer(ctx.app, ctx.org, { full_name: 'Cat', email: 'cat@example.com' }),
    ];
    const posted: Array<{ uuid: string; customer: string }> = [];
    const post = async (customer: any, text: string) => posted.push({ uuid: (await createFeedback(ctx.app, ctx.org, { customer_uuid: customer.uuid, feedback_contents: text })).uuid, customer: customer.uuid });
    for (const [i, text] of EXPORT_COMPLAINTS.entries()) await post([ann, bob, cat][i % 3], text);
    await post(ann, 'The export to CSV is broken again. Also the dashboard is lovely.');
    await post(bob, 'I love the new dashboard, it is beautiful.');
    await post(cat, 'The dashboard is beautiful and fast, love it.');
    const themes = ctx.app.services.themes.repository;
    const expectExact = async () => {
      const rows = await ctx.store.db.selectFrom('themes').selectAll().where('organization_uuid', '=', ctx.org.uuid).execute();
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        const { counts } = await themes.evidenceOfTheme(ctx.store.db, ctx.org.uuid, row.uuid, 8);
        expect({ uuid: row.uuid, ...counts, sentiment_sum: Math.round(counts.sentiment_sum * 1e6), average_sentiment: counts.average_sentiment === null ? null : Math.round(counts.average_sentiment * 1e6) }).toEqual({
          uuid: row.uuid,
          highlight_count: row.highlight_count,
          feedback_count: row.feedback_count,
          customer_count: row.customer_count,
          sentiment_sum: Math.round(row.sentiment_sum * 1e6),
          average_sentiment: row.average_sentiment === null ? null : Math.round(row.average_sentiment * 1e6),
          category_counts: row.category_counts,
        });
        // Nothing derived quotes a deleted highlight.
        if (row.highlight_count > 0) {
          const quotes = await ctx.store.db.selectFrom('highlights').select('quote').where('organization_uuid', '=', ctx.org.uuid).where('theme_uuid', '=', row.uuid).execute();
          expect(quotes.map((q) => q.quote)).toContain(row.representative_quote);
        }
      }
    };
    await expectExact();
    // Ann keeps evidence in the export theme (two feedback), Bob loses one of several, Cat all of hers.
    const delete1 = [posted[0]!.uuid, posted.find((p) => p.customer === bob.uuid)!.uuid];
    expect((await call(ctx.app, ctx.org, 'DELETE', '/feedbacks', { feedback_uuids: delete1 })).status).toBe(200);
    await expectExact();
    const delete2 = posted.filter((p) => p.customer === cat.uuid).map((p) => p.uuid);
    expect((await call(ctx.app, ctx.org, 'DELETE', '/feedbacks', { feedback_uuids: delete2 })).status).toBe(200);
    await expectExact();
    // Every insight still quotes a highlight that exists.
    for (const insight of (await call(ctx.app, ctx.org, 'GET', '/insights?page_size=100')).body.insights) {
      const evidence = (await call(ctx.app, ctx.org, 'GET', `/insights/${insight.uuid}/highlights?page_size=100`)).body.highlights.map((h: any) => h.quote);
      expect(evidence.length).toBe(insight.highlight_count);
    }
  });
});
