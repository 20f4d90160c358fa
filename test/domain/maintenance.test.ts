import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MaintenanceScheduler, planOnThisThread } from '../../src/domain/maintenance.js';
import { Services } from '../../src/domain/services.js';
import { planMembers, planThemes, type PlanRow } from '../../src/domain/themes.js';
import { deserializeSummary } from '../../src/analysis/themes/index.js';
import { EXPORT_COMPLAINTS, call, createCustomer, createFeedback, createTestApp, ON_POSTGRES, type TestContext } from '../helpers.js';

async function membersOf(services: Services, org: string, themeUuid: string): Promise<PlanRow[]> {
  const rows = await services.themes.repository.membersOf(services.store.db, org, [themeUuid], 100);
  return rows.map((row) => ({ themeId: row.theme_uuid, highlightId: row.uuid, quote: row.quote, category: row.category, sentimentScore: row.sentiment_score }));
}

/**
 * Splits `count` highlights off a theme into a new one, through the same write path a pass uses,
 * to stand for the fragments incremental placement leaves behind (the order feedback arrives in
 * decides them).
 */
async function splitOff(services: Services, org: string, themeUuid: string, count: number) {
  const members = await membersOf(services, org, themeUuid);
  const assignments = new Map(members.map((member, i) => [member.highlightId, i < count ? 'new:0' : member.themeId]));
  return services.store.db
    .transaction()
    .execute((trx) =>
      services.themes.applyMaintenance(trx, org, { plans: [{ kind: 'problem', members, result: { assignments, merged: new Map(), summaries: new Map() } }], themeSeq: 0, coveredSeq: 0, themesExamined: 1 }),
    );
}

async function exportIssues(ctx: TestContext) {
  const issues = await call(ctx.app, ctx.org, 'GET', '/issues');
  return issues.body.issues.filter((issue: any) => /export|csv/i.test(issue.title));
}

/**
 * Every theme's stored counts equal what its highlights say: through the API, and every counter of
 * its row against a count of its highlights in the store (a pass keeps them by what it moved).
 */
async function expectExactCounts(ctx: TestContext) {
  const insights = (await call(ctx.app, ctx.org, 'GET', '/insights?page_size=100')).body.insights;
  for (const insight of insights) {
    const evidence = (await call(ctx.app, ctx.org, 'GET', `/insights/${insight.uuid}/highlights?page_size=100`)).body;
    expect(evidence.total_highlight_count).toBe(insight.highlight_count);
    expect(new Set(evidence.highlights.map((h: any) => h.customer_uuid)).size).toBe(insight.customer_count);
  }
  const { db } = ctx.app.services.store;
  for (const row of await db.selectFrom('themes').selectAll().where('organization_uuid', '=', ctx.org.uuid).execute()) {
    const { counts } = await ctx.app.services.themes.repository.evidenceOfTheme(db, ctx.org.uuid, row.uuid, 8);
    expect({ uuid: row.uuid, highlights: row.highlight_count, feedbacks: row.feedback_count, customers: row.customer_count, categories: JSON.parse(row.category_counts) }).toEqual({
      uuid: row.uuid,
      highlights: counts.highlight_count,
      feedbacks: counts.feedback_count,
      customers: counts.customer_count,
      categories: JSON.parse(counts.category_counts),
    });
    expect(Number(row.sentiment_sum)).toBeCloseTo(counts.sentiment_sum, 9);
  }
}

/** Every theme's summary holds as many highlights as the theme counts (none left out by a merge in parts). */
async function expectSummariesWhole(ctx: TestContext) {
  const { db } = ctx.app.services.store;
  for (const row of await db.selectFrom('themes').select(['uuid', 'summary', 'highlight_count']).where('organization_uuid', '=', ctx.org.uuid).execute()) {
    expect({ uuid: row.uuid, size: deserializeSummary(row.summary).size }).toEqual({ uuid: row.uuid, size: row.highlight_count });
  }
}

/** Applies a plan that moves the given highlights of `from` to a new theme, or to `to`. */
async function move(services: Services, org: string, from: string, highlightIds: string[], to = 'new:0') {
  const members = (await membersOf(services, org, from)).filter((m) => highlightIds.includes(m.highlightId));
  const assignments = new Map(members.map((m) => [m.highlightId, to]));
  return services.store.db
    .transaction()
    .execute((trx) => services.themes.applyMaintenance(trx, org, { plans: [{ kind: 'problem', members, result: { assignments, merged: new Map(), summaries: new Map() } }], themeSeq: 0, coveredSeq: 0, themesExamined: 1 }));
}

describe('background theme maintenance', () => {
  let ctx: TestContext;
  let org: string;

  beforeEach(async () => {
    ctx = await createTestApp();
    org = ctx.org.uuid;
    for (const [i, text] of EXPORT_COMPLAINTS.entries()) {
      const customer = await createCustomer(ctx.app, ctx.org, { full_name: `Customer ${i}`, email: `c${i}@example.com` });
      await createFeedback(ctx.app, ctx.org, { customer_uuid: customer.uuid, feedback_contents: text });
    }
  });
  afterEach(async () => ctx.close());

  it('a split through the write path makes a second theme and issue with exact counts', async () => {
    const [issue] = await exportIssues(ctx);
    const report = await splitOff(ctx.app.services, org, issue.insight_uuid, 2);
    expect(report).toMatchObject({ split: 1, moved: 2 });
    const issues = await exportIssues(ctx);
    expect(issues).toHaveLength(2);
    expect(issues.map((i: any) => i.highlight_count).sort()).toEqual([2, 4]);
    expect(issues.find((i: any) => i.uuid === issue.uuid).highlight_count).toBe(4);
    await expectExactCounts(ctx);
  });

  it('folds a fragment back into its theme: one issue, the surviving uuid kept, every count exact', async () => {
    const [issue] = await exportIssues(ctx);
    await splitOff(ctx.app.services, org, issue.insight_uuid, 1);
    expect(await exportIssues(ctx)).toHaveLength(2);
    const started = performance.now();
    const report = await ctx.app.services.maintainThemes(org, planOnThisThread);
    const took = performance.now() - started;
    expect(report).not.toBeNull();
    expect(report!.merged + report!.moved).toBeGreaterThan(0);
    // How long its write transaction held the organization's writes: a part of the whole pass.
    expect(Number.isInteger(report!.write_ms)).toBe(true);
    expect(report!.write_ms!).toBeGreaterThanOrEqual(0);
    expect(report!.write_ms!).toBeLessThanOrEqual(Math.ceil(took));
    const issues = await exportIssues(ctx);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ uuid: issue.uuid, insight_uuid: issue.insight_uuid, highlight_count: 6, customer_count: 6 });
    await expectExactCounts(ctx);
    // Another organization's themes are not touched and it sees nothing of this one.
    expect((await call(ctx.app, ctx.other, 'GET', '/issues')).body.total_issue_count).toBe(0);
    expect(await ctx.app.services.maintainThemes(ctx.other.uuid, planOnThisThread)).toMatchObject({ merged: 0, moved: 0, split: 0 });
  });

  // (On PostgreSQL a pass is one transaction: it is planned inside it, under the organization's advisory lock.)
  it.skipIf(ON_POSTGRES)('applies a pass in steps, each its own transaction, to the same end as in one', async () => {
    const [issue] = await exportIssues(ctx);
    // Three fragments of one highlight each, as placement can leave behind.
    const services = ctx.app.services;
    for (let i = 0; i < 3; i++) await splitOff(services, org, issue.insight_uuid, 1);
    expect(await exportIssues(ctx)).toHaveLength(4);
    // Every merge or move a step of its own.
    services.maintenanceStepMs = 0;
    const report = await services.maintainThemes(org, planOnThisThread);
    expect(report!.merged + report!.moved).toBeGreaterThanOrEqual(3);
    expect(report!.write_steps!).toBeGreaterThanOrEqual(report!.merged + report!.moved);
    const issues = await exportIssues(ctx);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ uuid: issue.uuid, insight_uuid: issue.insight_uuid, highlight_count: 6, customer_count: 6 });
    await expectExactCounts(ctx);
    // The pass's own changes count as seen: nothing is left for the next pass to do.
    expect(await services.maintainThemes(org, planOnThisThread)).toMatchObject({ merged: 0, moved: 0, split: 0 });
  });

  it.skipIf(ON_POSTGRES)('lets feedback in between the steps of a pass, and every count stays exact', async () => {
    const [issue] = await exportIssues(ctx);
    const services = ctx.app.services;
    for (let i = 0; i < 3; i++) await splitOff(services, org, issue.insight_uuid, 1);
    services.maintenanceStepMs = 0;
    services.themes.maintenanceTurnMs = 0;
    const customer = await createCustomer(ctx.app, ctx.org, { full_name: 'Meanwhile', email: 'meanwhile@example.com' });
    let done = false;
    const pass = services.maintainThemes(org, planOnThisThread).then((report) => ((done = true), report));
    // Feedback posted while the pass runs, one after the other: some land between its steps.
    const texts = ['The CSV export fails again today.', 'Exporting to CSV is still broken for us.', 'Our CSV export keeps failing.', 'The dashboard is lovely.'];
    let duringPass = 0;
    for (const text of texts) {
      const feedback = await createFeedback(ctx.app, ctx.org, { customer_uuid: customer.uuid, feedback_contents: text });
      expect(feedback.highlights.length).toBeGreaterThan(0);
      if (!done) duringPass++;
    }
    const report = await pass;
    expect(duringPass).toBeGreaterThan(0);
    expect(report!.write_steps!).toBeGreaterThanOrEqual(3);
    expect((await call(ctx.app, ctx.org, 'GET', '/feedbacks')).body.total_feedback_count).toBe(EXPORT_COMPLAINTS.length + texts.length);
    await expectExactCounts(ctx);
    // What came in between is seen by the next pass, which finds the themes in order.
    await services.maintainThemes(org, planOnThisThread);
    await expectExactCounts(ctx);
    const exportHighlights = (await exportIssues(ctx)).reduce((sum: number, i: any) => sum + i.highlight_count, 0);
    expect(exportHighlights).toBe(EXPORT_COMPLAINTS.length + 3);
  });

  it.skipIf(ON_POSTGRES)('merges a large theme in parts, a step each, with feedback let in between: counts exact, the summary whole', async () => {
    const [issue] = await exportIssues(ctx);
    const services = ctx.app.services;
    // Two halves of three; the pass folds one into the other one highlight at a time.
    await splitOff(services, org, issue.insight_uuid, 3);
    expect((await exportIssues(ctx)).map((i: any) => i.highlight_count)).toEqual([3, 3]);
    services.maintenanceStepMs = 0;
    services.themes.maintenanceTurnMs = 0;
    services.themes.mergePartHighlights = 1;
    const parts = vi.spyOn(services.themes.repository, 'moveSomeHighlights');
    const customer = await createCustomer(ctx.app, ctx.org, { full_name: 'Meanwhile', email: 'meanwhile@example.com' });
    let done = false;
    const pass = services.maintainThemes(org, planOnThisThread).then((report) => ((done = true), report));
    let duringPass = 0;
    for (const text of ['The CSV export fails again today.', 'Exporting to CSV is still broken for us.']) {
      await createFeedback(ctx.app, ctx.org, { customer_uuid: customer.uuid, feedback_contents: text });
      if (!done) duringPass++;
    }
    const report = await pass;
    expect(duringPass).toBeGreaterThan(0);
    expect(report).toMatchObject({ merged: 1 });
    // Two parts of one highlight (more if feedback joined the absorbed theme meanwhile), then the
    // last one with the summary, each a step.
    expect(parts.mock.calls.length).toBeGreaterThanOrEqual(2);
    expect(report!.write_steps!).toBeGreaterThanOrEqual(parts.mock.calls.length + 1);
    await expectExactCounts(ctx);
    const issues = await exportIssues(ctx);
    expect(issues.reduce((sum: number, i: any) => sum + i.highlight_count, 0)).toBe(8);
    // Every theme's summary counts as many highlights as the theme: the absorbed one's joined whole.
    await expectSummariesWhole(ctx);
  });

  it.skipIf(ON_POSTGRES)('keeps its copy of the themes between the steps of a pass without reading every theme again, and places nothing in a theme a step deleted', async () => {
    const [issue] = await exportIssues(ctx);
    const services = ctx.app.services;
    for (let i = 0; i < 4; i++) await splitOff(services, org, issue.insight_uuid, 1);
    const customer = await createCustomer(ctx.app, ctx.org, { full_name: 'Between', email: 'between@example.com' });
    // The copy as ingest keeps it, before the pass.
    await createFeedback(ctx.app, ctx.org, { customer_uuid: customer.uuid, feedback_contents: 'The dashboard is lovely.' });
    const plan = await services.themes.planMaintenance(services.store.db, org, planOnThisThread);
    services.themes.mergePartHighlights = 1;
    const reads = vi.spyOn(services.themes.repository, 'changedSince');
    // After every step, one feedback about the export, which the themes the step deleted must not take.
    const texts = ['The CSV export fails again today.', 'Exporting to CSV is still broken for us.', 'Our CSV export keeps failing.', 'CSV export broken once more.'];
    let posted = 0;
    const report = await services.themes.applyMaintenanceInSteps(
      async (work) => {
        const result = await services.store.db.transaction().execute(work);
        await createFeedback(ctx.app, ctx.org, { customer_uuid: customer.uuid, feedback_contents: texts[posted++ % texts.length]! });
        return result;
      },
      org,
      plan,
      0,
    );
    expect(report.merged).toBeGreaterThanOrEqual(1);
    expect(report.write_steps!).toBeGreaterThanOrEqual(3);
    // Every step's changes read as changes; the whole copy built again only after the last step.
    const rebuilds = reads.mock.calls.filter(([, , since]) => since === -1).length;
    expect(rebuilds).toBe(1);
    expect(reads.mock.calls.length).toBe(posted);
    const orphans = await services.store.db
      .selectFrom('highlights')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('organization_uuid', '=', org)
      .where('theme_uuid', 'is not', null)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('themes').select('uuid').whereRef('themes.uuid', '=', 'highlights.theme_uuid'))))
      .executeTakeFirstOrThrow();
    expect(Number(orphans.n)).toBe(0);
    await expectExactCounts(ctx);
    await expectSummariesWhole(ctx);
  });

  it.skipIf(ON_POSTGRES)('names neither theme of a merge in parts again until its last part, then names the survivor', async () => {
    const [issue] = await exportIssues(ctx);
    const services = ctx.app.services;
    await splitOff(services, org, issue.insight_uuid, 3);
    const { db } = services.store;
    // Names no pass would give, to tell whether a step named a theme again.
    await db.updateTable('themes').set({ title: 'Marked' }).where('organization_uuid', '=', org).execute();
    const plan = await services.themes.planMaintenance(db, org, planOnThisThread);
    services.themes.mergePartHighlights = 1;
    const parts = vi.spyOn(services.themes.repository, 'moveSomeHighlights');
    const titlesAfterEachStep: string[][] = [];
    const report = await services.themes.applyMaintenanceInSteps(
      async (work) => {
        const result = await db.transaction().execute(work);
        titlesAfterEachStep.push((await db.selectFrom('themes').select('title').where('organization_uuid', '=', org).orderBy('uuid').execute()).map((t) => t.title));
        return result;
      },
      org,
      plan,
      0,
    );
    expect(report.merged).toBe(1);
    expect(parts).toHaveBeenCalledTimes(2);
    // The two parts' steps leave both names as they were; the last part names the survivor.
    expect(titlesAfterEachStep.slice(0, 2)).toEqual([['Marked', 'Marked'], ['Marked', 'Marked']]);
    expect(titlesAfterEachStep[2]).toHaveLength(1);
    expect(titlesAfterEachStep[2]![0]).not.toBe('Marked');
    await expectExactCounts(ctx);
  });

  it('keeps the feedbacks and customers of a theme exact when one of two highlights of a feedback moves, then the other', async () => {
    const customer = await createCustomer(ctx.app, ctx.org, { full_name: 'Two Sentences', email: 'two@example.com' });
    const feedback = await createFeedback(ctx.app, ctx.org, { customer_uuid: customer.uuid, feedback_contents: 'The CSV export is broken again. Exporting to CSV fails every single time.' });
    const [issue] = await exportIssues(ctx);
    const theme = issue.insight_uuid;
    const mine = (await membersOf(ctx.app.services, org, theme)).filter((m) => feedback.highlights.some((h: any) => h.uuid === m.highlightId));
    expect(mine).toHaveLength(2);
    expect(issue).toMatchObject({ highlight_count: 8, feedback_count: 7, customer_count: 7 });
    // One moves: the feedback and its customer are still in the theme, and now in the new one too.
    expect(await move(ctx.app.services, org, theme, [mine[0]!.highlightId])).toMatchObject({ moved: 1, split: 1 });
    const fragment = (await exportIssues(ctx)).find((i: any) => i.uuid !== issue.uuid);
    expect((await exportIssues(ctx)).find((i: any) => i.uuid === issue.uuid)).toMatchObject({ highlight_count: 7, feedback_count: 7, customer_count: 7 });
    expect(fragment).toMatchObject({ highlight_count: 1, feedback_count: 1, customer_count: 1 });
    await expectExactCounts(ctx);
    // The other follows: the theme no longer has that feedback nor its customer; the fragment gains no new one.
    expect(await move(ctx.app.services, org, theme, [mine[1]!.highlightId], fragment.insight_uuid)).toMatchObject({ moved: 1 });
    expect((await exportIssues(ctx)).find((i: any) => i.uuid === issue.uuid)).toMatchObject({ highlight_count: 6, feedback_count: 6, customer_count: 6 });
    expect((await exportIssues(ctx)).find((i: any) => i.uuid === fragment.uuid)).toMatchObject({ highlight_count: 2, feedback_count: 1, customer_count: 1 });
    await expectExactCounts(ctx);
    // And a pass folds the fragment back: one theme with every count as before.
    await ctx.app.services.maintainThemes(org, planOnThisThread);
    expect(await exportIssues(ctx)).toEqual([expect.objectContaining({ highlight_count: 8, feedback_count: 7, customer_count: 7 })]);
    await expectExactCounts(ctx);
  });

  it('names a large theme again when the quote it shows leaves it, not when one other highlight does', async () => {
    for (const [i, text] of EXPORT_COMPLAINTS.entries()) {
      const customer = await createCustomer(ctx.app, ctx.org, { full_name: `Again ${i}`, email: `again${i}@example.com` });
      await createFeedback(ctx.app, ctx.org, { customer_uuid: customer.uuid, feedback_contents: text });
    }
    const [issue] = await exportIssues(ctx);
    expect(issue.highlight_count).toBe(12);
    const theme = issue.insight_uuid;
    const { db } = ctx.app.services.store;
    const row = () => db.selectFrom('themes').selectAll().where('uuid', '=', theme).executeTakeFirstOrThrow();
    // A name no pass would give, to tell whether the pass named the theme again.
    await db.updateTable('themes').set({ title: 'Marked' }).where('uuid', '=', theme).execute();
    const shown = (await row()).representative_quote;
    const members = await membersOf(ctx.app.services, org, theme);
    await move(ctx.app.services, org, theme, [members.find((m) => m.quote !== shown)!.highlightId]);
    expect(await row()).toMatchObject({ title: 'Marked', highlight_count: 11, representative_quote: shown });
    // Every highlight saying the quote it shows leaves (two of eleven): named again, with another quote.
    await move(ctx.app.services, org, theme, members.filter((m) => m.quote === shown).map((m) => m.highlightId));
    const after = await row();
    expect(after.highlight_count).toBe(9);
    expect(after.title).not.toBe('Marked');
    expect(after.representative_quote).not.toBe(shown);
    await expectExactCounts(ctx);
  });

  it('makes one issue of a failure told in words that share nothing ("charged me twice", "billed two times")', async () => {
    const texts = ['The app charged me twice for one order.', 'I was billed two times for the same meal.'];
    for (const [i, text] of texts.entries()) {
      const customer = await createCustomer(ctx.app, ctx.org, { full_name: `Payer ${i}`, email: `p${i}@example.com` });
      await createFeedback(ctx.app, ctx.org, { customer_uuid: customer.uuid, feedback_contents: text });
    }
    // Before the pass: two issues, the later one's title told apart by a keyword ("Charged twice: ...").
    const charged = async () => (await call(ctx.app, ctx.org, 'GET', '/issues')).body.issues.filter((i: any) => i.title.startsWith('Charged twice'));
    expect((await charged()).map((i: any) => i.title)).toEqual(expect.arrayContaining(['Charged twice', expect.stringMatching(/^Charged twice: \w+/)]));
    await ctx.app.services.maintainThemes(org, planOnThisThread);
    const issues = await charged();
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ title: 'Charged twice', customer_count: 2, highlight_count: 2 });
    await expectExactCounts(ctx);
  });

  it('keeps the issue a person acted on when its theme is absorbed', async () => {
    const [issue] = await exportIssues(ctx);
    await splitOff(ctx.app.services, org, issue.insight_uuid, 1);
    const fragment = (await exportIssues(ctx)).find((i: any) => i.uuid !== issue.uuid);
    expect((await call(ctx.app, ctx.org, 'PUT', `/issues/${fragment.uuid}`, { status: 'in_progress' })).status).toBe(200);
    await ctx.app.services.maintainThemes(org, planOnThisThread);
    const issues = await exportIssues(ctx);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ uuid: fragment.uuid, status: 'in_progress', highlight_count: 6 });
    expect((await call(ctx.app, ctx.org, 'GET', `/issues/${issue.uuid}`)).status).toBe(404);
  });

  it('declines to merge two themes whose issues people both acted on', async () => {
    const [issue] = await exportIssues(ctx);
    await splitOff(ctx.app.services, org, issue.insight_uuid, 3);
    const fragment = (await exportIssues(ctx)).find((i: any) => i.uuid !== issue.uuid);
    for (const i of [issue, fragment]) expect((await call(ctx.app, ctx.org, 'PUT', `/issues/${i.uuid}`, { status: 'dismissed' })).status).toBe(200);
    const services = ctx.app.services;
    const members = await membersOf(services, org, fragment.insight_uuid);
    const merge = {
      plans: [{ kind: 'problem' as const, members, result: { assignments: new Map(members.map((m) => [m.highlightId, issue.insight_uuid])), merged: new Map([[fragment.insight_uuid, issue.insight_uuid]]), summaries: new Map() } }],
      themeSeq: 0,
      coveredSeq: 0,
      themesExamined: 2,
    };
    const report = await services.store.db.transaction().execute((trx) => services.themes.applyMaintenance(trx, org, merge));
    expect(report).toMatchObject({ merges_declined: 1, merged: 0, moved: 0 });
    const issues = await exportIssues(ctx);
    expect(issues.map((i: any) => [i.uuid, i.status, i.highlight_count]).sort()).toEqual([[issue.uuid, 'dismissed', 3], [fragment.uuid, 'dismissed', 3]].sort());
    await expectExactCounts(ctx);
  });

  it('leaves alone what was deleted between the plan and its application', async () => {
    const [issue] = await exportIssues(ctx);
    await splitOff(ctx.app.services, org, issue.insight_uuid, 1);
    const services = ctx.app.services;
    const plan = await services.themes.planMaintenance(services.store.db, org, planOnThisThread);
    const feedbacks = (await call(ctx.app, ctx.org, 'GET', '/feedbacks')).body.feedbacks;
    const doomed = feedbacks.slice(0, 3).map((feedback: any) => feedback.uuid);
    expect((await call(ctx.app, ctx.org, 'DELETE', '/feedbacks', { feedback_uuids: doomed })).status).toBeLessThan(300);
    await services.store.db.transaction().execute((trx) => services.themes.applyMaintenance(trx, org, plan));
    const issues = await exportIssues(ctx);
    expect(issues.reduce((sum: number, i: any) => sum + i.highlight_count, 0)).toBe(3);
    await expectExactCounts(ctx);
  });

  it('the scheduler runs a pass only for organizations with enough changes since their last one', async () => {
    const [issue] = await exportIssues(ctx);
    await splitOff(ctx.app.services, org, issue.insight_uuid, 1);
    const log = ctx.app.log;
    const idle = new MaintenanceScheduler(ctx.app.services, { intervalMs: 60_000, minChanges: 1_000 }, log);
    expect(await idle.runDue()).toEqual([]);
    await idle.stop();
    const eager = new MaintenanceScheduler(ctx.app.services, { intervalMs: 60_000, minChanges: 1 }, log);
    const reports = await eager.runDue();
    expect(reports.map((r) => r.organization_uuid)).toEqual([org]);
    expect(await exportIssues(ctx)).toHaveLength(1);
    // Nothing changed since: not due again.
    expect(await eager.runDue()).toEqual([]);
    await eager.stop();
  });
});

describe.skipIf(!ON_POSTGRES)('background theme maintenance across instances (PostgreSQL)', () => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestApp();
  });
  afterEach(async () => ctx.close());

  it('runs on one instance at a time per organization: the other skips while the advisory lock is held', async () => {
    const org = ctx.org.uuid;
    // A second Services on the same database stands for a second instance.
    const otherInstance = new Services(ctx.store);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const holding = new Promise<void>((resolve) => (locked = resolve));
    const holder = ctx.store.db.transaction().execute(async (trx) => {
      expect(await ctx.app.services.themes.repository.tryMaintenanceLock(trx, org)).toBe(true);
      locked();
      await released;
    });
    await holding;
    expect(await otherInstance.maintainThemes(org, planOnThisThread)).toBeNull();
    // Another organization is not held up.
    expect(await otherInstance.maintainThemes(ctx.other.uuid, planOnThisThread)).not.toBeNull();
    release();
    await holder;
    expect(await otherInstance.maintainThemes(org, planOnThisThread)).toMatchObject({ organization_uuid: org });
  });
});

describe('planThemes', () => {
  it('hands over the vector of every member the plan moves one by one, as planning embedded it, and of no other (a merge needs none)', () => {
    // Two themes of one problem (a pass merges them) and a praise remark in a theme of its own.
    const rows: PlanRow[] = [
      ...EXPORT_COMPLAINTS.slice(0, 3).map((quote, i) => ({ themeId: 'a', highlightId: `a${i}`, quote, category: 'bug', sentimentScore: -0.6 })),
      ...EXPORT_COMPLAINTS.slice(3).map((quote, i) => ({ themeId: 'b', highlightId: `b${i}`, quote, category: 'bug', sentimentScore: -0.6 })),
      { themeId: 'c', highlightId: 'c0', quote: 'The new dashboard is lovely.', category: 'praise', sentimentScore: 0.7 },
    ];
    const members = planMembers(rows, new Set());
    const planned = planThemes(members, new Set());
    const target = (m: (typeof members)[number]) => planned.assignments.get(m.highlightId) ?? m.themeId;
    const moved = members.filter((m) => target(m) !== m.themeId);
    // The pass merges the two export themes: their members go along with their theme.
    const withTheirTheme = moved.filter((m) => planned.merged.get(m.themeId) === target(m));
    expect(withTheirTheme.length).toBeGreaterThan(0);
    const oneByOne = moved.filter((m) => !withTheirTheme.includes(m));
    expect([...planned.movedVectors!.keys()].sort()).toEqual(oneByOne.map((m) => m.highlightId).sort());
    for (const member of oneByOne) expect(planned.movedVectors!.get(member.highlightId)).toEqual(member.vector);
  });
});
