import { describe, expect, it } from 'vitest';
import { embedHighlight, maintainThemes, type ThemeMember } from '../../src/analysis/themes/index.js';
import { ON_SQLITE } from '../helpers.js';

/**
 * The service plans maintenance on a worker thread when it runs compiled (npm start); from the
 * TypeScript sources it plans inline. This drives the compiled planner (dist/, built by
 * test/global-setup.ts) and checks the worker's plan is the one maintainThemes makes here.
 */
describe.skipIf(!ON_SQLITE)('theme maintenance planner on a worker thread', () => {
  it('returns the same plan as maintainThemes on this thread', async () => {
    const compiled = (await import('../../dist/src/domain/maintenance.js')) as typeof import('../../src/domain/maintenance.js');
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
    const members: ThemeMember[] = quotes.map((quote, i) => ({
      themeId: `t${i % 4}`,
      highlightId: `h${i}`,
      vector: embedHighlight(quote, { category: 'complaint', sentimentScore: -0.5 })!,
      quote,
    }));
    try {
      const [onWorker, again] = await Promise.all([planner.plan(members), planner.plan(members)]);
      const here = maintainThemes(members);
      expect(onWorker.assignments).toEqual(here.assignments);
      expect(onWorker.merged).toEqual(here.merged);
      expect(again.assignments).toEqual(here.assignments);
    } finally {
      await planner.close();
    }
  });
});
