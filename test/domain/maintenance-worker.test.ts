import { describe, expect, it } from 'vitest';
import { planOnThisThread } from '../../src/domain/maintenance.js';
import type { PlanRow } from '../../src/domain/themes.js';
import { ON_SQLITE } from '../helpers.js';

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
    const quotes = [
      'The CSV export is broken.',
      'Exporting to CSV fails every time.',
      'CSV export keeps failing with an error.',
      'The login page is very slow.',
      'Logging in takes forever, the page is slow.',
      'Login is slow every morning.',
    ];
    const rows: PlanRow[] = quotes.map((quote, i) => ({ themeId: `t${i % 4}`, highlightId: `h${i}`, quote, category: 'complaint', sentimentScore: -0.5 }));
    try {
      const [onWorker, again] = await Promise.all([planner.plan(rows), planner.plan(rows)]);
      const here = await planOnThisThread(rows);
      expect(onWorker.assignments).toEqual(here.assignments);
      expect(onWorker.merged).toEqual(here.merged);
      expect(again.assignments).toEqual(here.assignments);
    } finally {
      await planner.close();
    }
  });
});
