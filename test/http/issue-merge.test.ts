import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planOnThisThread } from '../../src/domain/maintenance.js';
import { call, createCustomer, createFeedback, createTestApp, expectProblem, type TestContext } from '../helpers.js';

const MISSING = '00000000-0000-4000-8000-000000000000';

// Two problems the engine files apart, each told by four customers in their own words.
const EXPORT = [
  'The CSV export fails with a timeout every time I run it.',
  'Exporting to CSV times out and the file never downloads.',
  'CSV export keeps failing with a timeout error.',
  'Our CSV export times out again, so we cannot send the report.',
];
const VAT = [
  'The VAT total on our invoices is wrong.',
  'Invoices show the wrong VAT amount.',
  'VAT is calculated wrong on every invoice.',
  'The invoice VAT figure is wrong again.',
];

describe('POST /issues/{uuid}/merge: one problem the engine filed as several issues', () => {
  let ctx: TestContext;
  const customers: any[] = [];

  const issueTitled = async (re: RegExp) => {
    const issues = (await call(ctx.app, ctx.org, 'GET', '/issues?page_size=100')).body.issues as any[];
    const found = issues.filter((issue) => re.test(issue.title));
    expect(found, `issues titled ${re}: ${issues.map((i) => i.title).join(' | ')}`).toHaveLength(1);
    return found[0];
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    for (let i = 0; i < 9; i++) customers.push(await createCustomer(ctx.app, ctx.org, { full_name: `Customer ${i}`, email: `m${i}@example.com` }));
    for (const [i, text] of EXPORT.entries()) await createFeedback(ctx.app, ctx.org, { customer_uuid: customers[i].uuid, feedback_contents: text });
    for (const [i, text] of VAT.entries()) await createFeedback(ctx.app, ctx.org, { customer_uuid: customers[4 + i].uuid, feedback_contents: text });
  });
  afterAll(async () => ctx.close());

  it('refuses a bad body with a 400 naming issue_uuids, an unknown issue with a 404, and changes nothing', async () => {
    const target = await issueTitled(/export|csv/i);
    const source = await issueTitled(/vat/i);
    for (const body of [{}, { issue_uuids: [] }, { issue_uuids: ['not-a-uuid'] }, { issue_uuids: [source.uuid, source.uuid] }, { issue_uuids: [target.uuid] }]) {
      const problem = expectProblem(await call(ctx.app, ctx.org, 'POST', `/issues/${target.uuid}/merge`, body), 400);
      expect(problem.errors.map((e: any) => e.name.replace(/\[\d+\]$/, '')), JSON.stringify(body)).toContain('issue_uuids');
    }
    expect(expectProblem(await call(ctx.app, ctx.org, 'POST', `/issues/${target.uuid}/merge`, { issue_uuids: [source.uuid], priority: 1 }), 400).errors[0]!.name).toBe('priority');
    // a source that is no issue of this organization: 400, and the other source is not merged either
    const unknown = expectProblem(await call(ctx.app, ctx.org, 'POST', `/issues/${target.uuid}/merge`, { issue_uuids: [source.uuid, MISSING] }), 400);
    expect(unknown.errors[0]).toMatchObject({ name: 'issue_uuids', in: 'body' });
    expect(unknown.detail).toContain(MISSING);
    expect((await call(ctx.app, ctx.org, 'GET', `/issues/${source.uuid}`)).body.issues[0].highlight_count).toBe(4);
    expectProblem(await call(ctx.app, ctx.org, 'POST', `/issues/${MISSING}/merge`, { issue_uuids: [source.uuid] }), 404);
    // another organization sees none of these issues, as target or as source
    const asOther = { ...ctx.org, base: `/api/v1/organizations/${ctx.other.uuid}`, headers: ctx.other.headers };
    expectProblem(await call(ctx.app, asOther, 'POST', `/issues/${target.uuid}/merge`, { issue_uuids: [source.uuid] }), 404);
    expectProblem(await call(ctx.app, { ...ctx.org, headers: ctx.other.headers }, 'POST', `/issues/${target.uuid}/merge`, { issue_uuids: [source.uuid] }), 404);
    expect((await call(ctx.app, ctx.org, 'GET', `/issues/${target.uuid}`)).body.issues[0].highlight_count).toBe(4);
  });

  it('GET /issues/{uuid}/similar ranks the other issues by how alike their themes are, never the issue itself', async () => {
    const target = await issueTitled(/export|csv/i);
    const source = await issueTitled(/vat/i);
    const similar = await call(ctx.app, ctx.org, 'GET', `/issues/${target.uuid}/similar`);
    expect(similar.status).toBe(200);
    const listed = similar.body.issues as any[];
    expect(listed.map((i) => i.uuid)).toContain(source.uuid);
    expect(listed.map((i) => i.uuid)).not.toContain(target.uuid);
    for (const issue of listed) {
      expect(issue.similarity).toBeGreaterThanOrEqual(-1);
      expect(issue.similarity).toBeLessThanOrEqual(1);
    }
    expect(listed.map((i) => i.similarity)).toEqual([...listed.map((i) => i.similarity)].sort((a, b) => b - a));
    // the issue as GET shows it, with its similarity
    const { similarity, ...issue } = listed.find((i) => i.uuid === source.uuid);
    expect(issue).toEqual((await call(ctx.app, ctx.org, 'GET', `/issues/${source.uuid}`)).body.issues[0]);
    expect(typeof similarity).toBe('number');
    expect((await call(ctx.app, ctx.org, 'GET', `/issues/${target.uuid}/similar?page_size=1`)).body.issues).toHaveLength(1);
    for (const size of ['0', '26', 'x']) expect(expectProblem(await call(ctx.app, ctx.org, 'GET', `/issues/${target.uuid}/similar?page_size=${size}`), 400).errors[0]!.name).toBe('page_size');
    expectProblem(await call(ctx.app, ctx.org, 'GET', `/issues/${MISSING}/similar`), 404);
    expectProblem(await call(ctx.app, { ...ctx.org, base: `/api/v1/organizations/${ctx.other.uuid}`, headers: ctx.other.headers }, 'GET', `/issues/${target.uuid}/similar`), 404);
  });

  it('moves every highlight of the merged issues to the one kept, which keeps its status and title and counts them all', async () => {
    const target = await issueTitled(/export|csv/i);
    const source = await issueTitled(/vat/i);
    expect(target.uuid).not.toBe(source.uuid);
    const total = (await call(ctx.app, ctx.org, 'GET', '/issues')).body.total_issue_count;
    // what a person decided about the kept issue stays; what was decided about the merged one goes with it
    expect((await call(ctx.app, ctx.org, 'PUT', `/issues/${target.uuid}`, { status: 'in_progress' })).status).toBe(200);
    expect((await call(ctx.app, ctx.org, 'PUT', `/issues/${source.uuid}`, { title: 'VAT totals' })).status).toBe(200);

    const merged = await call(ctx.app, ctx.org, 'POST', `/issues/${target.uuid}/merge`, { issue_uuids: [source.uuid.toUpperCase()] });
    expect(merged.status).toBe(200);
    const issue = merged.body.issues[0];
    expect(issue).toMatchObject({ uuid: target.uuid, insight_uuid: target.insight_uuid, status: 'in_progress', highlight_count: 8, feedback_count: 8, customer_count: 8 });
    expect(issue.description).toMatch(/8 customers/);
    expect((await call(ctx.app, ctx.org, 'GET', `/issues/${target.uuid}`)).body.issues[0]).toEqual(issue);

    // the merged issue and its insight are gone; nothing derived points at them
    expectProblem(await call(ctx.app, ctx.org, 'GET', `/issues/${source.uuid}`), 404);
    expectProblem(await call(ctx.app, ctx.org, 'GET', `/insights/${source.insight_uuid}`), 404);
    expect((await call(ctx.app, ctx.org, 'GET', '/issues')).body.total_issue_count).toBe(total - 1);
    const evidence = await call(ctx.app, ctx.org, 'GET', `/issues/${target.uuid}/highlights?page_size=100`);
    expect(evidence.body.total_highlight_count).toBe(8);
    expect(new Set(evidence.body.highlights.map((h: any) => h.customer_uuid))).toEqual(new Set(customers.slice(0, 8).map((c) => c.uuid)));
    const insight = (await call(ctx.app, ctx.org, 'GET', `/insights/${target.insight_uuid}`)).body.insights[0];
    expect(insight).toMatchObject({ highlight_count: 8, customer_count: 8 });
    // scoped to a customer whose feedback was in the merged issue
    const scoped = (await call(ctx.app, ctx.org, 'GET', `/customers/${customers[4].uuid}/issues`)).body.issues;
    expect(scoped.map((i: any) => i.uuid)).toEqual([target.uuid]);
    expect(scoped[0]).toMatchObject({ highlight_count: 1, customer_count: 1 });
    expect((await call(ctx.app, ctx.org, 'GET', `/issues/${target.uuid}/similar`)).body.issues.map((i: any) => i.uuid)).not.toContain(source.uuid);
  });

  it('is remembered: later feedback worded like a merged issue joins the one kept', async () => {
    const target = await issueTitled(/export|csv/i);
    const before = (await call(ctx.app, ctx.org, 'GET', '/issues')).body.total_issue_count;
    await createFeedback(ctx.app, ctx.org, { customer_uuid: customers[8].uuid, feedback_contents: 'The VAT on my invoices is wrong again.' });
    const after = (await call(ctx.app, ctx.org, 'GET', `/issues/${target.uuid}`)).body.issues[0];
    expect(after).toMatchObject({ highlight_count: 9, customer_count: 9 });
    expect((await call(ctx.app, ctx.org, 'GET', '/issues')).body.total_issue_count).toBe(before);
  });

  it('is kept by the background pass: what a person merged is never split apart or moved away again', async () => {
    const target = await issueTitled(/export|csv/i);
    const services = ctx.app.services;
    const org = ctx.org.uuid;
    // a plan that splits half the merged theme off, as a pass may plan for two wordings in one theme
    const rows = await services.themes.repository.membersOf(services.store.db, org, [target.insight_uuid], 100);
    const members = rows.map((row) => ({ themeId: row.theme_uuid, highlightId: row.uuid, quote: row.quote, category: row.category, sentimentScore: row.sentiment_score }));
    expect(members).toHaveLength(9);
    const assignments = new Map(members.map((member, i) => [member.highlightId, i < 4 ? 'new:0' : member.themeId]));
    const plan = { plans: [{ kind: 'problem' as const, members, result: { assignments, merged: new Map(), summaries: new Map() } }], themeSeq: 0, coveredSeq: 0, themesExamined: 1 };
    const report = await services.store.db.transaction().execute((trx) => services.themes.applyMaintenance(trx, org, plan));
    expect(report).toMatchObject({ moved: 0, split: 0 });
    expect((await call(ctx.app, ctx.org, 'GET', `/issues/${target.uuid}`)).body.issues[0]).toMatchObject({ highlight_count: 9, customer_count: 9, status: 'in_progress' });
    // and a real pass leaves it whole
    await services.maintainThemes(org, planOnThisThread);
    expect((await call(ctx.app, ctx.org, 'GET', `/issues/${target.uuid}`)).body.issues[0]).toMatchObject({ highlight_count: 9, customer_count: 9 });
  });
});
