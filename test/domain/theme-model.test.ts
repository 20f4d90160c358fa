import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { EMBED_PARAMS, deserializeSummary, serializeSummary, summarizeMembers, themeModelFingerprint } from '../../src/analysis/themes/index.js';
import { MaintenanceScheduler, planOnThisThread } from '../../src/domain/maintenance.js';
import { vectorOf } from '../../src/domain/themes.js';
import type { ThemeVector } from '../../src/analysis/themes/index.js';
import { EXPORT_COMPLAINTS, call, createCustomer, createFeedback, createTestApp, type TestContext } from '../helpers.js';

const PRAISE = ['The new dashboard is lovely and so easy to use.', 'Love how quick the mobile app is now.', 'Support answered in minutes, brilliant service.'];

/** The summary a theme's highlights make under this release's model, serialised. */
async function summaryFromScratch(ctx: TestContext, themeUuid: string): Promise<string> {
  const rows = await ctx.app.services.themes.repository.membersOf(ctx.store.db, ctx.org.uuid, [themeUuid], 10_000);
  const vectors = rows.map((row) => vectorOf({ quote: row.quote, category: row.category, sentimentScore: row.sentiment_score }, new Set())).filter((v): v is ThemeVector => v !== null);
  return serializeSummary(summarizeMembers(vectors)!);
}

/** The stored summary is what the theme's highlights make under this release's model (sums to rounding). */
async function expectSummaryOfItsHighlights(ctx: TestContext, row: { uuid: string; summary: string }) {
  const stored = deserializeSummary(row.summary);
  const scratch = deserializeSummary(await summaryFromScratch(ctx, row.uuid));
  expect({ size: stored.size, stances: stored.stanceCounts, terms: stored.termCounts }).toEqual({ size: scratch.size, stances: scratch.stanceCounts, terms: scratch.termCounts });
  for (let d = 0; d < scratch.centroid.length; d++) expect(stored.centroid[d]).toBeCloseTo(scratch.centroid[d]!, 9);
}

async function themeRows(ctx: TestContext, org = ctx.org.uuid) {
  return ctx.store.db.selectFrom('themes').selectAll().where('organization_uuid', '=', org).orderBy('uuid').execute();
}

async function organizationModel(ctx: TestContext, org = ctx.org.uuid): Promise<string | null> {
  const row = await ctx.store.db.selectFrom('organizations').select('theme_model').where('uuid', '=', org).executeTakeFirstOrThrow();
  return row.theme_model;
}

/**
 * Makes a theme look as an earlier release left it: its summary holds a vector that release
 * embedded differently (here: one of another quote, with a term of its own), its title is that
 * release's, and it is marked with another model.
 */
async function asAnEarlierReleaseLeftIt(ctx: TestContext, themeUuid: string) {
  const row = (await themeRows(ctx)).find((theme) => theme.uuid === themeUuid)!;
  const summary = deserializeSummary(row.summary);
  const elsewhere = vectorOf({ quote: 'The invoices page shows the wrong currency symbol', category: 'bug', sentimentScore: -0.3 }, new Set())!;
  for (let d = 0; d < summary.centroid.length; d++) summary.centroid[d]! += elsewhere.values[d]!;
  summary.termCounts.formerterm = summary.size;
  await ctx.store.db
    .updateTable('themes')
    .set({ summary: serializeSummary(summary), title: 'Title of an earlier release', theme_model: 'earlier-release' })
    .where('organization_uuid', '=', ctx.org.uuid)
    .where('uuid', '=', themeUuid)
    .execute();
  await ctx.store.db.updateTable('organizations').set({ theme_model: 'earlier-release' }).where('uuid', '=', ctx.org.uuid).execute();
}

describe('theme model fingerprint', () => {
  it('is the same on every call and changes with what embeds a highlight', () => {
    const fingerprint = themeModelFingerprint();
    expect(fingerprint).toMatch(/^[0-9a-f]{16}$/);
    expect(themeModelFingerprint()).toBe(fingerprint);
    const before = EMBED_PARAMS.aspectWeight;
    try {
      EMBED_PARAMS.aspectWeight = before + 1;
      expect(themeModelFingerprint()).not.toBe(fingerprint);
    } finally {
      EMBED_PARAMS.aspectWeight = before;
    }
    expect(themeModelFingerprint()).toBe(fingerprint);
  });
});

describe('themes derived by an earlier release', () => {
  let ctx: TestContext;
  let exportTheme: string;

  beforeEach(async () => {
    ctx = await createTestApp();
    for (const [i, text] of [...EXPORT_COMPLAINTS, ...PRAISE].entries()) {
      const customer = await createCustomer(ctx.app, ctx.org, { full_name: `Customer ${i}`, email: `c${i}@example.com` });
      await createFeedback(ctx.app, ctx.org, { customer_uuid: customer.uuid, feedback_contents: text });
    }
    const issues = (await call(ctx.app, ctx.org, 'GET', '/issues')).body.issues;
    exportTheme = issues.find((issue: any) => /export|csv/i.test(issue.title)).insight_uuid;
  });
  afterEach(async () => ctx.close());

  it('every theme placed by this release is marked with its model', async () => {
    const rows = await themeRows(ctx);
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) expect(row.theme_model).toBe(themeModelFingerprint());
  });

  it('the background pass derives them again from their highlights: summary, title, and the marks', async () => {
    await asAnEarlierReleaseLeftIt(ctx, exportTheme);
    const untouched = (await themeRows(ctx)).filter((row) => row.uuid !== exportTheme);
    // Not due by changes (minChanges is high): due because of the model.
    const scheduler = new MaintenanceScheduler(ctx.app.services, { intervalMs: 60_000, minChanges: 1_000 }, ctx.app.log);
    const reports = await scheduler.runDue();
    // A theme was rebuilt, so the pass ran after it.
    expect(reports.map((report) => report.organization_uuid)).toEqual([ctx.org.uuid]);
    const rows = await themeRows(ctx);
    const rebuilt = rows.find((row) => row.uuid === exportTheme)!;
    // Derived from scratch: equal to the last bit.
    expect(rebuilt.summary).toBe(await summaryFromScratch(ctx, exportTheme));
    expect(deserializeSummary(rebuilt.summary).termCounts).not.toHaveProperty('formerterm');
    expect(rebuilt.title).not.toBe('Title of an earlier release');
    expect(rebuilt.title).toMatch(/export|csv/i);
    expect(rebuilt.theme_model).toBe(themeModelFingerprint());
    expect(await organizationModel(ctx)).toBe(themeModelFingerprint());
    // The other themes were of this model already and were left as they were.
    for (const row of untouched) expect(rows.find((r) => r.uuid === row.uuid)?.summary).toBe(row.summary);
    // Counts are exact, and the issue is the same one.
    const issue = (await call(ctx.app, ctx.org, 'GET', '/issues')).body.issues.find((i: any) => i.insight_uuid === exportTheme);
    expect(issue).toMatchObject({ highlight_count: 6, customer_count: 6, title: rebuilt.title });
    // Nothing is left to derive and nothing changed since: not due again.
    expect(await scheduler.runDue()).toEqual([]);
    await scheduler.stop();
  });

  it('deleting feedback after the rebuild leaves the summary its remaining highlights make', async () => {
    await asAnEarlierReleaseLeftIt(ctx, exportTheme);
    expect(await ctx.app.services.rebuildThemeSummaries(ctx.org.uuid)).toBe(1);
    const evidence = (await call(ctx.app, ctx.org, 'GET', `/insights/${exportTheme}/highlights?page_size=100`)).body.highlights;
    const deleted = await call(ctx.app, ctx.org, 'DELETE', '/feedbacks', { feedback_uuids: [evidence[0].feedback_uuid] });
    expect(deleted.status).toBeLessThan(300);
    const row = (await themeRows(ctx)).find((theme) => theme.uuid === exportTheme)!;
    expect(deserializeSummary(row.summary).size).toBe(5);
    await expectSummaryOfItsHighlights(ctx, row);
  });

  it('a batch at a time: each call derives at least one theme, until none is left', async () => {
    await ctx.store.db.updateTable('themes').set({ theme_model: null }).where('organization_uuid', '=', ctx.org.uuid).execute();
    const themes = (await themeRows(ctx)).length;
    const remaining: number[] = [];
    for (;;) {
      const batch = await ctx.store.db.transaction().execute((trx) => ctx.app.services.themes.rebuildSummaries(trx, ctx.org.uuid, 1));
      expect(batch.rebuilt).toBeGreaterThanOrEqual(1);
      remaining.push(batch.remaining);
      if (batch.remaining === 0) break;
      // Not marked as done while themes are left.
      expect(await organizationModel(ctx)).toBeNull();
    }
    expect(remaining.length).toBeGreaterThan(1);
    expect(themes - remaining[0]!).toBeGreaterThanOrEqual(1);
    expect(await organizationModel(ctx)).toBe(themeModelFingerprint());
    for (const row of await themeRows(ctx)) {
      expect(row.theme_model).toBe(themeModelFingerprint());
      expect(row.summary).toBe(await summaryFromScratch(ctx, row.uuid));
    }
    // Another organization is none of this: its mark is untouched.
    expect(await organizationModel(ctx, ctx.other.uuid)).toBeNull();
  });

  it("a person's merge of a theme of an earlier release into one of this release leaves the sum to derive again", async () => {
    const customer = await createCustomer(ctx.app, ctx.org, { full_name: 'Late', email: 'late@example.com' });
    await createFeedback(ctx.app, ctx.org, { customer_uuid: customer.uuid, feedback_contents: 'The invoices page shows the wrong currency symbol on every invoice.' });
    const invoices = (await themeRows(ctx)).find((row) => /currency|invoice/i.test(row.title))!;
    await ctx.store.db.updateTable('organizations').set({ theme_model: themeModelFingerprint() }).where('uuid', '=', ctx.org.uuid).execute();
    await ctx.store.db.updateTable('themes').set({ theme_model: 'earlier-release' }).where('organization_uuid', '=', ctx.org.uuid).where('uuid', '=', invoices.uuid).execute();
    const merged = await call(ctx.app, ctx.org, 'POST', `/insights/${exportTheme}/merge`, { insight_uuids: [invoices.uuid] });
    expect(merged.status).toBe(200);
    expect((await themeRows(ctx)).find((row) => row.uuid === exportTheme)!.theme_model).toBeNull();
    expect(await organizationModel(ctx)).toBeNull();
    expect(await ctx.app.services.rebuildThemeSummaries(ctx.org.uuid)).toBe(1);
    const row = (await themeRows(ctx)).find((theme) => theme.uuid === exportTheme)!;
    expect(row.theme_model).toBe(themeModelFingerprint());
    expect(row.summary).toBe(await summaryFromScratch(ctx, exportTheme));
  });

  it('after a pass that folds a theme of an earlier release back, every theme marked with this model has the summary its highlights make', async () => {
    // A fragment split off through the pass's own write path, then made an earlier release's.
    const rows = await ctx.app.services.themes.repository.membersOf(ctx.store.db, ctx.org.uuid, [exportTheme], 100);
    const members = rows.map((row) => ({ themeId: row.theme_uuid, highlightId: row.uuid, quote: row.quote, category: row.category, sentimentScore: row.sentiment_score }));
    const assignments = new Map(members.map((member, i) => [member.highlightId, i < 2 ? 'new:0' : member.themeId]));
    await ctx.store.db
      .transaction()
      .execute((trx) => ctx.app.services.themes.applyMaintenance(trx, ctx.org.uuid, { plans: [{ kind: 'problem', members, result: { assignments, merged: new Map(), summaries: new Map() } }], themeSeq: 0, coveredSeq: 0, themesExamined: 1 }));
    const fragment = (await themeRows(ctx)).find((row) => row.uuid !== exportTheme && /export|csv/i.test(row.title))!;
    expect(fragment.theme_model).toBe(themeModelFingerprint());
    await ctx.store.db.updateTable('organizations').set({ theme_model: themeModelFingerprint() }).where('uuid', '=', ctx.org.uuid).execute();
    await asAnEarlierReleaseLeftIt(ctx, fragment.uuid);
    const report = await ctx.app.services.maintainThemes(ctx.org.uuid, planOnThisThread);
    expect(report!.merged + report!.moved).toBeGreaterThan(0);
    for (const row of await themeRows(ctx)) {
      if (row.theme_model === themeModelFingerprint()) await expectSummaryOfItsHighlights(ctx, row);
    }
    // What is left of the earlier release is derived again.
    await ctx.app.services.rebuildThemeSummaries(ctx.org.uuid);
    for (const row of await themeRows(ctx)) {
      expect(row.theme_model).toBe(themeModelFingerprint());
      await expectSummaryOfItsHighlights(ctx, row);
    }
  });

  it('a merge of two themes of this release keeps the mark', async () => {
    const praise = (await themeRows(ctx)).filter((row) => row.kind === 'praise');
    expect(praise.length).toBeGreaterThanOrEqual(2);
    const merged = await call(ctx.app, ctx.org, 'POST', `/insights/${praise[0]!.uuid}/merge`, { insight_uuids: [praise[1]!.uuid] });
    expect(merged.status).toBe(200);
    expect((await themeRows(ctx)).find((row) => row.uuid === praise[0]!.uuid)!.theme_model).toBe(themeModelFingerprint());
    const count = await sql<{ n: number }>`SELECT count(*) AS n FROM themes WHERE organization_uuid = ${ctx.org.uuid} AND theme_model IS NULL`.execute(ctx.store.db);
    expect(Number(count.rows[0]!.n)).toBe(0);
  });
});
