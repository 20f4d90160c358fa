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

  it('reads the feedback of the newest highlights of a theme, their opening characters, for one organization only', async () => {
    const target = await issueTitled(/export|csv/i);
    const { themes, store } = ctx.app.services;
    const rows = await themes.repository.feedbackOfThemes(store.db, ctx.org.uuid, [target.insight_uuid], 2, 12);
    // the two newest of the four export feedback, oldest first, cut to 12 characters
    expect(rows).toEqual([EXPORT[2]!, EXPORT[3]!].map((text) => ({ theme_uuid: target.insight_uuid, text: text.slice(0, 12) })));
    expect(await themes.repository.feedbackOfThemes(store.db, ctx.other.uuid, [target.insight_uuid], 2, 12)).toEqual([]);
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
    // A list like every other: its total beside it (every issue ranked, at most 30), pages of it.
    const { total_issue_count: total } = similar.body;
    expect(total).toBe(listed.length);
    expect(total).toBeGreaterThanOrEqual(1);
    const pages = [];
    for (let number = 1; number <= total + 1; number++) {
      const one = await call(ctx.app, ctx.org, 'GET', `/issues/${target.uuid}/similar?page_size=1&page_number=${number}`);
      expect(one.body.total_issue_count).toBe(total);
      pages.push(...one.body.issues);
    }
    expect(pages).toEqual(listed);
    for (const size of ['0', '101', 'x']) expect(expectProblem(await call(ctx.app, ctx.org, 'GET', `/issues/${target.uuid}/similar?page_size=${size}`), 400).errors[0]!.name).toBe('page_size');
    expect(expectProblem(await call(ctx.app, ctx.org, 'GET', `/issues/${target.uuid}/similar?page_number=0`), 400).errors[0]!.name).toBe('page_number');
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

  it('counts what it merged in: later feedback worded like a merged half joins the one kept', async () => {
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

  it('is kept whole by a pass that would absorb it into another theme: that one joins it, and the issue keeps its insight_uuid', async () => {
    const target = await issueTitled(/export|csv/i);
    const services = ctx.app.services;
    const org = ctx.org.uuid;
    await createFeedback(ctx.app, ctx.org, { customer_uuid: customers[0].uuid, feedback_contents: 'Printing a report cuts off the last column.' });
    const other = (await call(ctx.app, ctx.org, 'GET', '/issues?page_size=100')).body.issues.find((i: any) => /print|column/i.test(i.title));
    expect(other).toBeDefined();
    const rows = await services.themes.repository.membersOf(services.store.db, org, [target.insight_uuid, other.insight_uuid], 100);
    const members = rows.map((row) => ({ themeId: row.theme_uuid, highlightId: row.uuid, quote: row.quote, category: row.category, sentimentScore: row.sentiment_score }));
    const result = { assignments: new Map(members.map((m) => [m.highlightId, other.insight_uuid])), merged: new Map([[target.insight_uuid, other.insight_uuid]]), summaries: new Map() };
    const plan = { plans: [{ kind: 'problem' as const, members, result }], themeSeq: 0, coveredSeq: 0, themesExamined: 2 };
    expect(await services.store.db.transaction().execute((trx) => services.themes.applyMaintenance(trx, org, plan))).toMatchObject({ merged: 1 });
    expect((await call(ctx.app, ctx.org, 'GET', `/issues/${target.uuid}`)).body.issues[0]).toMatchObject({ insight_uuid: target.insight_uuid, highlight_count: 10, status: 'in_progress' });
    expectProblem(await call(ctx.app, ctx.org, 'GET', `/insights/${other.insight_uuid}`), 404);
    expectProblem(await call(ctx.app, ctx.org, 'GET', `/issues/${other.uuid}`), 404);
  });
});

describe('POST /insights/{uuid}/merge and GET /insights/{uuid}/similar: one thing the engine found as several themes', () => {
  let ctx: TestContext;
  const customers: any[] = [];
  /** The insights of the organization, found by title once, before any merge renames them. */
  const found: Record<string, any> = {};
  const insightTitled = async (re: RegExp, kind: string) => {
    const all = (await call(ctx.app, ctx.org, 'GET', '/insights?page_size=100')).body.insights as any[];
    const matching = all.filter((insight) => re.test(insight.title) && insight.kind === kind);
    expect(matching, `insights titled ${re}: ${all.map((i) => `${i.title} (${i.kind})`).join(' | ')}`).toHaveLength(1);
    return matching[0];
  };
  const insight = async (uuid: string) => (await call(ctx.app, ctx.org, 'GET', `/insights/${uuid}`)).body.insights[0];

  beforeAll(async () => {
    ctx = await createTestApp();
    for (let i = 0; i < 10; i++) customers.push(await createCustomer(ctx.app, ctx.org, { full_name: `Customer ${i}`, email: `i${i}@example.com` }));
    const texts = [
      'The support team is wonderful and always helpful.',
      'Your support staff are so helpful, thank you!',
      'I love the new dashboard design, it is beautiful.',
      'The dashboard looks beautiful, great design work.',
      ...EXPORT.slice(0, 2),
      'How do I change the billing address on my account?',
      'Where can I change my billing address?',
    ];
    for (const [i, text] of texts.entries()) await createFeedback(ctx.app, ctx.org, { customer_uuid: customers[i].uuid, feedback_contents: text });
    found.support = await insightTitled(/support/i, 'praise');
    found.dashboard = await insightTitled(/dashboard|design/i, 'praise');
    found.export = await insightTitled(/export|csv/i, 'problem');
    found.address = await insightTitled(/address|billing/i, 'other');
  });
  afterAll(async () => ctx.close());

  it('lists similar insights of its own kind only, and merges praise with praise', async () => {
    const { support, dashboard } = found;
    const similar = await call(ctx.app, ctx.org, 'GET', `/insights/${support.uuid}/similar?page_size=25`);
    expect(similar.status).toBe(200);
    expect(similar.body.insights.map((i: any) => i.uuid)).toEqual([dashboard.uuid]);
    expect(similar.body.total_insight_count).toBe(1);
    expect((await call(ctx.app, ctx.org, 'GET', `/insights/${support.uuid}/similar?page_number=2`)).body).toEqual({ insights: [], total_insight_count: 1 });
    expect(similar.body.insights[0].kind).toBe('praise');
    expect(similar.body.insights[0].similarity).toEqual(expect.any(Number));
    expect((await call(ctx.app, ctx.org, 'GET', `/insights/${found.export.uuid}/similar`)).body.insights.map((i: any) => i.uuid)).toEqual([found.address.uuid]);
    expectProblem(await call(ctx.app, ctx.org, 'GET', `/insights/${MISSING}/similar`), 404);

    const merged = await call(ctx.app, ctx.org, 'POST', `/insights/${support.uuid}/merge`, { insight_uuids: [dashboard.uuid] });
    expect(merged.status).toBe(200);
    expect(merged.body.insights[0]).toMatchObject({ uuid: support.uuid, kind: 'praise', highlight_count: 4, customer_count: 4 });
    expectProblem(await call(ctx.app, ctx.org, 'GET', `/insights/${dashboard.uuid}`), 404);
    expect((await call(ctx.app, ctx.org, 'GET', `/insights/${support.uuid}/highlights`)).body.total_highlight_count).toBe(4);
    // praise raises no issue, merged or not
    expect((await call(ctx.app, ctx.org, 'GET', '/issues?page_size=100')).body.issues.map((i: any) => i.insight_uuid)).not.toContain(support.uuid);
  });

  it('never merges praise with the rest (400 naming insight_uuids), nor an unknown insight, and changes nothing then', async () => {
    const { support, address } = found;
    for (const [target, source] of [[support, address], [address, support]]) {
      const refused = expectProblem(await call(ctx.app, ctx.org, 'POST', `/insights/${target.uuid}/merge`, { insight_uuids: [source.uuid] }), 400);
      expect(refused.errors[0]).toMatchObject({ name: 'insight_uuids', in: 'body' });
      expect(refused.detail).toMatch(/praise/);
    }
    expectProblem(await call(ctx.app, ctx.org, 'POST', `/insights/${support.uuid}/merge`, { insight_uuids: [MISSING] }), 400);
    expectProblem(await call(ctx.app, ctx.org, 'POST', `/insights/${support.uuid}/merge`, { insight_uuids: [support.uuid] }), 400);
    expectProblem(await call(ctx.app, ctx.org, 'POST', `/insights/${support.uuid}/merge`, { insight_uuids: [] }), 400);
    expectProblem(await call(ctx.app, ctx.org, 'POST', `/insights/${MISSING}/merge`, { insight_uuids: [support.uuid] }), 404);
    expectProblem(await call(ctx.app, { ...ctx.org, headers: ctx.other.headers }, 'POST', `/insights/${support.uuid}/merge`, { insight_uuids: [address.uuid] }), 404);
    expect((await insight(address.uuid)).highlight_count).toBe(2);
    expect((await insight(support.uuid)).highlight_count).toBe(4);
  });

  it('gives the insight merged into the issue of one merged into it when it had none, status and all', async () => {
    const { export: problem, address } = found;
    const issue = (await call(ctx.app, ctx.org, 'GET', '/issues?page_size=100')).body.issues.find((i: any) => i.insight_uuid === problem.uuid);
    expect(issue).toBeDefined();
    expect((await call(ctx.app, ctx.org, 'GET', '/issues?page_size=100')).body.issues.map((i: any) => i.insight_uuid)).not.toContain(address.uuid);
    expect((await call(ctx.app, ctx.org, 'PUT', `/issues/${issue.uuid}`, { status: 'in_progress' })).status).toBe(200);
    const merged = await call(ctx.app, ctx.org, 'POST', `/insights/${address.uuid}/merge`, { insight_uuids: [problem.uuid] });
    expect(merged.status).toBe(200);
    expect(merged.body.insights[0]).toMatchObject({ uuid: address.uuid, highlight_count: 4, customer_count: 4 });
    expect((await call(ctx.app, ctx.org, 'GET', `/issues/${issue.uuid}`)).body.issues[0]).toMatchObject({ uuid: issue.uuid, insight_uuid: address.uuid, status: 'in_progress', highlight_count: 4 });
    expectProblem(await call(ctx.app, ctx.org, 'GET', `/insights/${problem.uuid}`), 404);
  });

  it('is kept by the background pass: a merged praise insight is never split apart again', async () => {
    const { support } = found;
    const services = ctx.app.services;
    const rows = await services.themes.repository.membersOf(services.store.db, ctx.org.uuid, [support.uuid], 100);
    const members = rows.map((row) => ({ themeId: row.theme_uuid, highlightId: row.uuid, quote: row.quote, category: row.category, sentimentScore: row.sentiment_score }));
    expect(members).toHaveLength(4);
    const assignments = new Map(members.map((member, i) => [member.highlightId, i < 2 ? 'new:0' : member.themeId]));
    const plan = { plans: [{ kind: 'praise' as const, members, result: { assignments, merged: new Map(), summaries: new Map() } }], themeSeq: 0, coveredSeq: 0, themesExamined: 1 };
    expect(await services.store.db.transaction().execute((trx) => services.themes.applyMaintenance(trx, ctx.org.uuid, plan))).toMatchObject({ moved: 0, split: 0 });
    expect((await insight(support.uuid)).highlight_count).toBe(4);
  });

  it('a merged theme the background pass would absorb absorbs the other instead, keeping its uuid; two merged themes are never merged', async () => {
    const { support } = found;
    const services = ctx.app.services;
    const org = ctx.org.uuid;
    await createFeedback(ctx.app, ctx.org, { customer_uuid: customers[8].uuid, feedback_contents: 'The onboarding videos were excellent and clear.' });
    const other = (await call(ctx.app, ctx.org, 'GET', '/insights?page_size=100')).body.insights.find((i: any) => i.kind === 'praise' && i.uuid !== support.uuid);
    expect(other).toBeDefined();
    const mergeInto = async (drop: string, keep: string) => {
      const rows = await services.themes.repository.membersOf(services.store.db, org, [drop, keep], 100);
      const members = rows.map((row) => ({ themeId: row.theme_uuid, highlightId: row.uuid, quote: row.quote, category: row.category, sentimentScore: row.sentiment_score }));
      const plan = { plans: [{ kind: 'praise' as const, members, result: { assignments: new Map(members.map((m) => [m.highlightId, keep])), merged: new Map([[drop, keep]]), summaries: new Map() } }], themeSeq: 0, coveredSeq: 0, themesExamined: 2 };
      return services.store.db.transaction().execute((trx) => services.themes.applyMaintenance(trx, org, plan));
    };
    expect(await mergeInto(support.uuid, other.uuid)).toMatchObject({ merged: 1 });
    expect((await insight(support.uuid)).highlight_count).toBe(5);
    expect((await call(ctx.app, ctx.org, 'GET', `/insights/${other.uuid}`)).status).toBe(404);
    expect((await services.themes.repository.getRow(services.store.db, org, support.uuid))!.merged_at).not.toBeNull();
    // and two themes a person merged each stay apart
    await createFeedback(ctx.app, ctx.org, { customer_uuid: customers[9].uuid, feedback_contents: 'Your mobile app is gorgeous.' });
    const third = (await call(ctx.app, ctx.org, 'GET', '/insights?page_size=100')).body.insights.find((i: any) => i.kind === 'praise' && i.uuid !== support.uuid);
    expect(third).toBeDefined();
    await services.store.db.updateTable('themes').set({ merged_at: new Date().toISOString() }).where('uuid', '=', third.uuid).execute();
    expect(await mergeInto(third.uuid, support.uuid)).toMatchObject({ merged: 0, merges_declined: 1 });
    expect((await insight(third.uuid)).highlight_count).toBe(1);
  });
});

describe('GET /issues/{uuid}/similar reads the feedback behind the quotes', () => {
  let ctx: TestContext;
  // The empty file and the blank sheet are one story told in unlike words; the slow page shares
  // words with the empty file's quote and nothing of its story.
  const STORY = {
    empty: 'Every Monday I download the sales report as a spreadsheet for my manager. The file that comes down is always 0 KB.',
    blank: 'I pull the weekly sales report into a spreadsheet before our meeting. All I get is a blank sheet.',
    slow: 'I open the dashboard first thing in the morning. The page that comes up is always slow.',
  };
  beforeAll(async () => {
    ctx = await createTestApp();
    for (const [i, text] of Object.values(STORY).entries()) {
      const customer = await createCustomer(ctx.app, ctx.org, { full_name: `Story ${i}`, email: `story${i}@example.com` });
      await createFeedback(ctx.app, ctx.org, { customer_uuid: customer.uuid, feedback_contents: text });
    }
  });
  afterAll(async () => ctx.close());

  it('ranks the issue whose customers tell the same story first, though its quote shares fewer words', async () => {
    const issues = (await call(ctx.app, ctx.org, 'GET', '/issues?page_size=100')).body.issues as any[];
    const issueQuoting = async (words: string) => {
      for (const issue of issues) {
        const evidence = (await call(ctx.app, ctx.org, 'GET', `/issues/${issue.uuid}/highlights`)).body.highlights as any[];
        if (evidence.some((h) => h.quote.includes(words))) return issue;
      }
      throw new Error(`no issue quotes "${words}": ${issues.map((i) => i.title).join(' | ')}`);
    };
    const empty = await issueQuoting('0 KB');
    const blank = await issueQuoting('blank sheet');
    const slow = await issueQuoting('always slow');
    expect(new Set([empty.uuid, blank.uuid, slow.uuid]).size).toBe(3);
    const similar = (await call(ctx.app, ctx.org, 'GET', `/issues/${empty.uuid}/similar`)).body.issues as any[];
    expect(similar.map((i) => i.uuid)).toEqual([blank.uuid, slow.uuid]);
    expect(similar[0].similarity).toBeGreaterThan(similar[1].similarity);
  });
});
