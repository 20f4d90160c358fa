import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/store/ids.js';
import type { HighlightRow } from '../../src/store/schema.js';
import { call, createCustomer, createFeedback, createTestApp, type TestContext } from '../helpers.js';

/**
 * A large theme is read by its own entries (highlights_theme_order): its evidence newest first and
 * counted, and the quotes that name it chosen among its newest 256 highlights, the strongest first.
 */
describe('the evidence and naming quotes of a large theme', () => {
  let ctx: TestContext;
  let themeUuid: string;
  let firstUuid: string;
  const added: HighlightRow[] = [];

  beforeAll(async () => {
    ctx = await createTestApp();
    const customer = await createCustomer(ctx.app, ctx.org);
    const feedback = await createFeedback(ctx.app, ctx.org, { customer_uuid: customer.uuid, feedback_contents: 'The CSV export is broken, it fails every single time.' });
    const db = ctx.store.db;
    const first = await db.selectFrom('highlights').selectAll().where('organization_uuid', '=', ctx.org.uuid).where('feedback_uuid', '=', feedback.uuid).executeTakeFirstOrThrow();
    themeUuid = first.theme_uuid!;
    firstUuid = first.uuid;
    // 300 more highlights of the theme, oldest first (uuidv7 follows time); the oldest added is
    // the strongest of all, and the rest grow stronger towards the newest but for a few.
    const start = Date.now() + 1000;
    for (let i = 0; i < 300; i++) {
      const sentiment = i === 0 ? -1 : i % 50 === 7 ? -0.95 : -0.1 - i / 1000;
      added.push({ ...first, uuid: uuidv7(start + i), quote: `Quote ${i}`, sentiment_score: sentiment, start_offset: 0, end_offset: 10 });
    }
    await db.insertInto('highlights').values(added).execute();
  });
  afterAll(() => ctx?.close());

  it('names it from the strongest of its newest 256 highlights', async () => {
    const newest = added.slice(-256);
    const expected = [...newest].sort((a, b) => Math.abs(b.sentiment_score) - Math.abs(a.sentiment_score) || (a.uuid < b.uuid ? -1 : 1)).slice(0, 8).map((h) => h.quote);
    const quotes = await ctx.app.services.themes.repository.sampleQuotes(ctx.store.db, ctx.org.uuid, themeUuid, 8);
    expect(quotes).toEqual(expected);
    expect(quotes.slice(0, 5)).toEqual(['Quote 57', 'Quote 107', 'Quote 157', 'Quote 207', 'Quote 257']);
    expect(quotes).not.toContain('Quote 0');
  });

  it('pages its evidence newest first, counted, on the insight and on its issue', async () => {
    const newestFirst = [...added.map((h) => h.uuid)].reverse().concat(firstUuid);
    const issue = (await call(ctx.app, ctx.org, 'GET', '/issues')).body.issues.find((i: any) => i.insight_uuid === themeUuid);
    for (const path of [`/insights/${themeUuid}`, `/issues/${issue.uuid}`]) {
      for (const pageNumber of [1, 16, 31]) {
        const offset = (pageNumber - 1) * 10;
        const page = await call(ctx.app, ctx.org, 'GET', `${path}/highlights?page_size=10&page_number=${pageNumber}`);
        expect(page.status).toBe(200);
        expect(page.body.total_highlight_count).toBe(301);
        expect(page.body.highlights.map((h: any) => h.uuid)).toEqual(newestFirst.slice(offset, offset + 10));
      }
    }
  });
});
