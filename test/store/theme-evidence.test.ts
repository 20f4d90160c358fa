import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createFeedback, createTestApp, type TestContext } from '../helpers.js';

describe('ThemeRepository.themesWithEvidenceOf', () => {
  let ctx: TestContext;
  let customer: any;
  let stranger: any;
  let themeUuids: string[];

  beforeAll(async () => {
    ctx = await createTestApp();
    customer = await createCustomer(ctx.app, ctx.org);
    stranger = await createCustomer(ctx.app, ctx.org, { full_name: 'Someone Else', email: 'else@example.com' });
    // Six unrelated complaints in one feedback: six themes, more than one read of the repository takes.
    await createFeedback(ctx.app, ctx.org, {
      customer_uuid: customer.uuid,
      feedback_contents: [
        'The CSV export fails with a timeout error.',
        'Invoices show the wrong VAT amount.',
        'The mobile app crashes when I open the calendar.',
        'Password reset emails never arrive.',
        'Search results load painfully slowly.',
        'The dark mode makes charts unreadable.',
      ].join(' '),
    });
    const rows = await ctx.store.db.selectFrom('highlights').select('theme_uuid').distinct().where('organization_uuid', '=', ctx.org.uuid).where('theme_uuid', 'is not', null).execute();
    themeUuids = rows.map((row) => row.theme_uuid!);
  });
  afterAll(async () => ctx.close());

  it('finds every theme where the customer has a highlight, past the statement’s four slots, and no other', async () => {
    expect(themeUuids.length).toBeGreaterThan(4);
    const repository = ctx.app.services.themes.repository;
    const unknown = '01900000-0000-7000-8000-000000000000';
    const found = await repository.themesWithEvidenceOf(ctx.store.db, ctx.org.uuid, customer.uuid, [unknown, ...themeUuids]);
    expect([...found].sort()).toEqual([...themeUuids].sort());
    expect((await repository.themesWithEvidenceOf(ctx.store.db, ctx.org.uuid, customer.uuid, themeUuids.slice(0, 1)))).toEqual(new Set(themeUuids.slice(0, 1)));
    expect((await repository.themesWithEvidenceOf(ctx.store.db, ctx.org.uuid, stranger.uuid, themeUuids)).size).toBe(0);
    expect((await repository.themesWithEvidenceOf(ctx.store.db, ctx.other.uuid, customer.uuid, themeUuids)).size).toBe(0);
  });
});
