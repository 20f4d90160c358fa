import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MaintenanceScheduler, planOnThisThread } from '../../src/domain/maintenance.js';
import { Services } from '../../src/domain/services.js';
import type { PlanRow } from '../../src/domain/themes.js';
import { openStore, sqliteFileOf, type Store } from '../../src/store/db.js';
import { migrate } from '../../src/store/migrate.js';
import { ON_SQLITE } from '../helpers.js';

/** Feedback of three themes, enough for a pass to have themes to examine. */
const PASS_QUOTES = [
  'The CSV export is broken.',
  'Exporting to CSV fails every time.',
  'CSV export keeps failing with an error.',
  'The login page is very slow.',
  'Logging in takes forever, the page is slow.',
  'Login is slow every morning.',
  'I love the new dashboard.',
  'The dashboard redesign is great.',
];

/**
 * A migrated store in a file of a temporary directory, with one organization whose customers each
 * sent one of PASS_QUOTES; removed after `work`.
 */
async function withFileStore(work: (fixture: { store: Store; dir: string; services: Services; org: { uuid: string } }) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'cfs-pass-'));
  const store = openStore(`sqlite:${join(dir, 'db.sqlite')}`);
  try {
    await migrate(store);
    const services = new Services(store);
    const org = await services.organizations.create('Pass');
    for (const [i, quote] of PASS_QUOTES.entries()) {
      const customer = await services.createCustomer(org.uuid, { full_name: `C ${i}`, email: `c${i}@example.com` });
      await services.createFeedback(org.uuid, { customer_uuid: customer.uuid, feedback_contents: quote, feedback_date: '2026-11-01T00:00:00.000Z', priority: 1, feedback_type: 'SURVEY_RESPONSE', space_uuids: [] });
    }
    await work({ store, dir, services, org });
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The service plans maintenance on a worker thread when it runs compiled (npm start); from the
 * TypeScript sources it plans inline. This drives the compiled planner (dist/, built by
 * test/global-setup.ts) and checks the worker's plan is the one maintainThemes makes here.
 */
describe.skipIf(!ON_SQLITE)('theme maintenance planner on a worker thread', () => {
  it('returns the same plan as the planner on this thread (two requests at once)', async () => {
    const compiledPath = '../../dist/src/domain/maintenance.js';
    const compiled = (await import(compiledPath)) as typeof import('../../src/domain/maintenance.js');
    const planner = new compiled.WorkerPlanner();
    expect(planner.onWorker).toBe(true);
    // The complaints of two themes (the praise left out).
    const quotes = PASS_QUOTES.slice(0, 6);
    const rows: PlanRow[] = quotes.map((quote, i) => ({ themeId: `t${i % 4}`, highlightId: `h${i}`, quote, category: 'complaint', sentimentScore: -0.5 }));
    try {
      const [onWorker, again] = await Promise.all([planner.plan(rows, new Set()), planner.plan(rows, new Set())]);
      const here = await planOnThisThread(rows, new Set());
      expect(onWorker.assignments).toEqual(here.assignments);
      expect(onWorker.merged).toEqual(here.merged);
      expect(again.assignments).toEqual(here.assignments);
    } finally {
      await planner.close();
    }
  });

  it('makes a whole pass on its own connection to the store file: the plan made here from the same store', async () => {
    const compiledPath = '../../dist/src/domain/maintenance.js';
    const compiled = (await import(compiledPath)) as typeof import('../../src/domain/maintenance.js');
    const planner = new compiled.WorkerPlanner();
    try {
      await withFileStore(async ({ store, dir, services, org }) => {
        const file = sqliteFileOf(store.db)!;
        expect(file).toBe(join(dir, 'db.sqlite'));
        const onWorker = (await planner.planPass(file, org.uuid))!;
        const here = await services.themes.planMaintenance(store.db, org.uuid, planOnThisThread);
        expect(onWorker.plans.length).toBeGreaterThan(0);
        expect(onWorker).toEqual(here);
        // The pass applies the worker's plan.
        const report = await services.maintainThemes(org.uuid, planOnThisThread, (f) => planner.planPass(f, org.uuid));
        expect(report).toMatchObject({ organization_uuid: org.uuid, themes_examined: here.themesExamined });
      });
    } finally {
      await planner.close();
    }
  });

  it('a pass the worker cannot plan is planned on this thread instead, and the failure is logged', async () => {
    const warnings: unknown[] = [];
    const log = { warn: (...args: unknown[]) => warnings.push(args), info: () => undefined, error: () => undefined } as never;
    const failing = { plan: planOnThisThread, planPass: () => Promise.reject(new Error('the store file is unreadable')), close: async () => undefined };
    await withFileStore(async ({ services, org }) => {
      const scheduler = new MaintenanceScheduler(services, { intervalMs: 60_000, minChanges: 1 }, log, failing);
      const reports = await scheduler.runDue();
      await scheduler.stop();
      expect(reports.map((r) => r.organization_uuid)).toEqual([org.uuid]);
      expect(reports[0]!.themes_examined).toBeGreaterThan(0);
      expect(JSON.stringify(warnings)).toContain('the worker could not plan from the store file');
    });
  });

  it('while a step of a pass applies, reads on the store file go on and see the themes as they were before it', async () => {
    await withFileStore(async ({ store, services, org }) => {
      const themes = async () =>
        (await store.db.selectFrom('themes').select(['uuid', 'title', 'highlight_count', 'customer_count']).where('organization_uuid', '=', org.uuid).orderBy('uuid').execute()).map((t) => JSON.stringify(t));
      // A fragment of the CSV export theme, as placement can leave behind: the pass folds it back.
      const [exportTheme] = await store.db.selectFrom('themes').select('uuid').where('organization_uuid', '=', org.uuid).where('title', 'like', '%xport%').execute();
      const members = (await services.themes.repository.membersOf(store.db, org.uuid, [exportTheme!.uuid], 100)).map((row) => ({
        themeId: row.theme_uuid, highlightId: row.uuid, quote: row.quote, category: row.category, sentimentScore: row.sentiment_score,
      }));
      expect(members.length).toBeGreaterThanOrEqual(2);
      const assignments = new Map([[members[0]!.highlightId, 'new:0']]);
      await store.db.transaction().execute((trx) =>
        services.themes.applyMaintenance(trx, org.uuid, { plans: [{ kind: 'problem', members, result: { assignments, merged: new Map(), summaries: new Map() } }], themeSeq: 0, coveredSeq: 0, themesExamined: 1 }),
      );
      const before = await themes();
      // A turn of the event loop at every step of the pass, applied in one transaction (one step of
      // applyMaintenanceInSteps: a read sees none of a step until it commits).
      services.themes.maintenanceTurnMs = 0;
      services.maintenanceStepMs = Infinity;
      let done = false;
      const pass = services.maintainThemes(org.uuid, planOnThisThread).then((report) => ((done = true), report));
      const during: string[][] = [];
      while (!done) {
        during.push(await themes());
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
      const report = await pass;
      expect(report!.merged + report!.moved).toBeGreaterThan(0);
      // Reads were answered while the pass held the store, and none saw a part of it.
      expect(during.length).toBeGreaterThan(2);
      for (const seen of during) expect(seen).toEqual(before);
      const after = await themes();
      expect(after).not.toEqual(before);
      expect(after.length).toBe(before.length - 1);
    });
  });
});
