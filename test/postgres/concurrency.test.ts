import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import { planOnThisThread } from '../../src/domain/maintenance.js';
import { loadMigrations, openStore, type Store } from '../../src/store/db.js';
import { migrate } from '../../src/store/migrate.js';
import { ON_POSTGRES, call, createOrg, createPostgresDatabase, type TestOrg } from '../helpers.js';

/**
 * Two instances (two apps, two pools) on one PostgreSQL database, written to at the same moment:
 * the counters stay exact, the same new complaint from several customers makes one theme and one
 * issue, and partial updates of one customer through both instances both win.
 */
describe.skipIf(!ON_POSTGRES)('two instances on one PostgreSQL database', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  const stores: Store[] = [];
  const apps: App[] = [];
  let org: TestOrg;
  let migrated: string[][];

  const COMPLAINT = 'The CSV export keeps failing with a timeout and I lose all my work.';
  const OTHERS = [
    'I love the new dashboard, it is beautiful and fast.',
    'Please add dark mode to the mobile app.',
    'Support answered quickly and solved my billing problem.',
    'The search is slow when I filter by date.',
  ];

  beforeAll(async () => {
    database = await createPostgresDatabase();
    for (let i = 0; i < 2; i++) stores.push(openStore(database.url, { poolSize: 5 }));
    // Both instances start together on an empty database: the advisory lock lets one apply each migration.
    migrated = await Promise.all(stores.map((store) => migrate(store)));
    for (const store of stores) apps.push(await buildApp({ store }));
    org = await createOrg(apps[0]!, 'Busy');
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const store of stores) await store.close();
    await database?.drop();
  });

  it('instances starting together apply each migration exactly once', async () => {
    const all = loadMigrations('postgres');
    expect(migrated.flat().sort()).toEqual(all.map((migration) => migration.name));
    const rows = await sql<{ version: number }>`SELECT version FROM schema_migrations ORDER BY version`.execute(stores[1]!.db);
    expect(rows.rows.map((row) => row.version)).toEqual(all.map((migration) => migration.version));
  });

  it('concurrent ingests, deletes and partial updates through both instances leave every count exact', async () => {
    const app = (i: number) => apps[i % 2]!;
    const companyA = (await call(app(0), org, 'POST', '/companies', { name: 'Alpha', domain: 'alpha.example' })).body.companies[0];
    const companyB = (await call(app(1), org, 'POST', '/companies', { name: 'Beta' })).body.companies[0];
    const customers: any[] = [];
    for (let i = 0; i < 8; i++) {
      const response = await call(app(i), org, 'POST', '/customers', {
        full_name: `Customer ${i}`,
        email: `c${i}@example.com`,
        customer_company_uuid: i % 3 === 2 ? null : i % 3 === 0 ? companyA.uuid : companyB.uuid,
      });
      expect(response.status).toBe(201);
      customers.push(response.body.customers[0]);
    }
    const spaces = [randomUUID(), randomUUID(), randomUUID()];
    // Some feedback to delete while the rest arrives.
    const early: string[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await call(app(i), org, 'POST', '/feedbacks', {
        customer_uuid: customers[i]!.uuid,
        feedback_contents: i % 2 ? COMPLAINT : OTHERS[i % OTHERS.length],
        space_uuids: [spaces[i % 3]!],
      });
      expect(response.status).toBe(201);
      early.push(response.body.feedbacks[0].uuid);
    }
    const target = customers[7]!;

    const requests: Promise<{ status: number; body: any }>[] = [];
    for (let round = 0; round < 3; round++) {
      customers.forEach((customer, i) => {
        // The same complaint from every customer, through alternating instances.
        requests.push(
          call(app(i + round), org, 'POST', '/feedbacks', {
            customer_uuid: customer.uuid,
            feedback_contents: COMPLAINT,
            space_uuids: [spaces[(i + round) % 3]!, spaces[(i + round + 1) % 3]!],
          }),
        );
        requests.push(
          call(app(i + round + 1), org, 'POST', '/feedbacks', {
            customer_uuid: customer.uuid,
            feedback_contents: OTHERS[(i + round) % OTHERS.length],
            space_uuids: [spaces[(i + round + 2) % 3]!],
          }),
        );
      });
      requests.push(call(app(round), org, 'DELETE', '/feedbacks', { feedback_uuids: early.slice(round * 2, round * 2 + 2) }));
      // Background theme maintenance on both instances while the writes go on (the advisory lock
      // lets one of them work on the organization at a time; every step re-checks what it moves).
      for (const instance of apps) {
        requests.push(instance.services.maintainThemes(org.uuid, planOnThisThread).then((report) => ({ status: 200, body: report })));
      }
    }
    // Partial updates of different fields of one customer, through both instances at once
    // (one also moves the customer to another company, which moves its feedback).
    requests.push(call(apps[0]!, org, 'PUT', `/customers/${target.uuid}`, { full_name: 'Zelda Quartermaine' }));
    requests.push(call(apps[1]!, org, 'PUT', `/customers/${target.uuid}`, { role: 'Treasurer' }));
    requests.push(call(apps[0]!, org, 'PUT', `/customers/${target.uuid}`, { customer_company_uuid: companyA.uuid }));
    requests.push(call(apps[1]!, org, 'PUT', `/customers/${customers[6]!.uuid}`, { email: 'moved@example.com', customer_company_uuid: companyB.uuid }));

    const responses = await Promise.all(requests);
    const failures = responses.filter((response) => response.status >= 300);
    expect(failures).toEqual([]);

    // Both PUT fields won, and the search index has the final record.
    for (const instance of apps) {
      const read = await call(instance, org, 'GET', `/customers/${target.uuid}`);
      expect(read.body.customers[0]).toMatchObject({ full_name: 'Zelda Quartermaine', role: 'Treasurer', customer_company_uuid: companyA.uuid });
    }
    for (const query of ['quartermaine', 'treasurer', 'zel treas']) {
      const found = await call(apps[1]!, org, 'GET', `/customers?search=${encodeURIComponent(query)}`);
      expect(found.body.customers.map((c: any) => c.uuid)).toEqual([target.uuid]);
    }

    const db = stores[0]!.db;
    const orgUuid = org.uuid;
    // Customers and companies: counters equal what the feedback rows say.
    const customerDrift = await sql<Record<string, unknown>>`
      SELECT c.uuid, c.feedback_count, f.n FROM customers c
      LEFT JOIN (SELECT customer_uuid, count(*) AS n, max(feedback_date) AS latest, sum(sentiment_score) AS total FROM feedbacks WHERE organization_uuid = ${orgUuid} GROUP BY customer_uuid) f
        ON f.customer_uuid = c.uuid
      WHERE c.organization_uuid = ${orgUuid}
        AND (c.feedback_count <> coalesce(f.n, 0) OR c.last_interacted_date IS DISTINCT FROM f.latest OR abs(c.sentiment_sum - coalesce(f.total, 0)) > 1e-9)`.execute(db);
    expect(customerDrift.rows).toEqual([]);
    const companyDrift = await sql<Record<string, unknown>>`
      SELECT co.uuid, co.feedback_count, co.customer_count FROM companies co
      WHERE co.organization_uuid = ${orgUuid}
        AND (co.feedback_count <> (SELECT count(*) FROM feedbacks f WHERE f.organization_uuid = ${orgUuid} AND f.company_uuid = co.uuid)
          OR co.customer_count <> (SELECT count(*) FROM customers c WHERE c.organization_uuid = ${orgUuid} AND c.customer_company_uuid = co.uuid))`.execute(db);
    expect(companyDrift.rows).toEqual([]);
    // Feedback follows its customer's company.
    const misplaced = await sql`SELECT f.uuid FROM feedbacks f JOIN customers c ON c.organization_uuid = f.organization_uuid AND c.uuid = f.customer_uuid
      WHERE f.organization_uuid = ${orgUuid} AND f.company_uuid IS DISTINCT FROM c.customer_company_uuid`.execute(db);
    expect(misplaced.rows).toEqual([]);
    const spaceDrift = await sql`SELECT s.uuid FROM spaces s WHERE s.organization_uuid = ${orgUuid}
      AND s.feedback_count <> (SELECT count(*) FROM feedback_spaces fs WHERE fs.organization_uuid = ${orgUuid} AND fs.space_uuid = s.uuid)`.execute(db);
    expect(spaceDrift.rows).toEqual([]);
    // Themes: counters equal their highlights.
    const themeDrift = await sql`
      SELECT t.uuid FROM themes t
      LEFT JOIN (SELECT theme_uuid, count(*) AS n, count(DISTINCT feedback_uuid) AS fb, count(DISTINCT customer_uuid) AS cu FROM highlights
                 WHERE organization_uuid = ${orgUuid} AND theme_uuid IS NOT NULL GROUP BY theme_uuid) h ON h.theme_uuid = t.uuid
      WHERE t.organization_uuid = ${orgUuid}
        AND (t.highlight_count <> coalesce(h.n, 0) OR t.feedback_count <> coalesce(h.fb, 0) OR t.customer_count <> coalesce(h.cu, 0))`.execute(db);
    expect(themeDrift.rows).toEqual([]);
    // Links: no highlight points at a missing theme, and every problem theme with evidence has its issue.
    const dangling = await sql`SELECT h.uuid FROM highlights h WHERE h.organization_uuid = ${orgUuid} AND h.theme_uuid IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM themes t WHERE t.organization_uuid = ${orgUuid} AND t.uuid = h.theme_uuid)`.execute(db);
    expect(dangling.rows).toEqual([]);
    const issueless = await sql`SELECT t.uuid FROM themes t WHERE t.organization_uuid = ${orgUuid} AND t.kind IN ('problem', 'request') AND t.highlight_count > 0
      AND NOT EXISTS (SELECT 1 FROM issues i WHERE i.organization_uuid = ${orgUuid} AND i.theme_uuid = t.uuid)`.execute(db);
    expect(issueless.rows).toEqual([]);

    // The repeated complaint: its highlights all sit in one theme, with one issue.
    const complaintThemes = await sql<{ theme_uuid: string; quote: string }>`
      SELECT DISTINCT h.theme_uuid, h.quote FROM highlights h JOIN feedbacks f ON f.organization_uuid = h.organization_uuid AND f.uuid = h.feedback_uuid
      WHERE h.organization_uuid = ${orgUuid} AND f.feedback_contents = ${COMPLAINT} AND h.theme_uuid IS NOT NULL`.execute(db);
    expect(complaintThemes.rows.length).toBeGreaterThan(0);
    const byQuote = new Map<string, Set<string>>();
    for (const row of complaintThemes.rows) byQuote.set(row.quote, (byQuote.get(row.quote) ?? new Set()).add(row.theme_uuid));
    for (const themes of byQuote.values()) expect(themes.size).toBe(1);
    const themeUuids = [...new Set(complaintThemes.rows.map((row) => row.theme_uuid))];
    const issues = await sql<{ theme_uuid: string }>`SELECT theme_uuid FROM issues WHERE organization_uuid = ${orgUuid} AND theme_uuid IN (${sql.join(themeUuids)})`.execute(db);
    expect(issues.rows.length).toBe(themeUuids.length);
    const complaintFeedback = await sql<{ n: number }>`SELECT count(*) AS n FROM feedbacks WHERE organization_uuid = ${orgUuid} AND feedback_contents = ${COMPLAINT}`.execute(db);
    // Every complaint (24 new, 3 early minus the deleted ones) counted once in its theme.
    const theme = await sql<{ feedback_count: number; customer_count: number }>`SELECT feedback_count, customer_count FROM themes WHERE organization_uuid = ${orgUuid} AND uuid = ${themeUuids[0]!}`.execute(db);
    expect(theme.rows[0]!.feedback_count).toBe(complaintFeedback.rows[0]!.n);
    expect(theme.rows[0]!.customer_count).toBe(8);
    // And the API agrees: one issue among the open ones carries all the complaint's feedback.
    const listed = await call(apps[1]!, org, 'GET', '/issues?page_size=100');
    expect(listed.body.issues.filter((issue: any) => issue.insight_uuid === themeUuids[0]).length).toBe(1);
  });

  it('archiving the highlights of one customer through both instances at once loses no update', async () => {
    const customer = (await call(apps[0]!, org, 'POST', '/customers', { full_name: 'Archivist', email: 'archivist@example.com' })).body.customers[0];
    for (let i = 0; i < 10; i++) {
      await call(apps[i % 2]!, org, 'POST', '/feedbacks', { customer_uuid: customer.uuid, feedback_contents: `The invoice number ${i} has the wrong address on it.` });
    }
    const mine = (await call(apps[0]!, org, 'GET', `/customers/${customer.uuid}/feedback_highlights?page_size=100`)).body.highlights;
    expect(mine.length).toBe(10);
    const before = (await call(apps[0]!, org, 'GET', '/feedback_highlights?page_size=1')).body;
    const answers = await Promise.all(mine.map((h: any, i: number) => call(apps[i % 2]!, org, 'PUT', `/feedback_highlights/${h.uuid}`, { archived: true })));
    expect(answers.map((a) => a.status)).toEqual(mine.map(() => 200));
    const after = (await call(apps[1]!, org, 'GET', '/feedback_highlights?page_size=1')).body;
    expect(after.total_highlight_count).toBe(before.total_highlight_count - 10);
    expect(after.total_customer_count).toBe(before.total_customer_count - 1);
    const row = await sql<{ archived_highlight_count: number }>`SELECT archived_highlight_count FROM customers WHERE uuid = ${customer.uuid}`.execute(stores[0]!.db);
    expect(Number(row.rows[0]!.archived_highlight_count)).toBe(10);
  });

  it('archiving highlights while their feedback is deleted through the other instance neither deadlocks nor fails', async () => {
    const customer = (await call(apps[0]!, org, 'POST', '/customers', { full_name: 'Deleter', email: 'deleter@example.com' })).body.customers[0];
    for (let round = 0; round < 6; round++) {
      const feedbacks: any[] = [];
      for (let i = 0; i < 4; i++) feedbacks.push((await call(apps[0]!, org, 'POST', '/feedbacks', { customer_uuid: customer.uuid, feedback_contents: `Round ${round}: the export to PDF cuts off the last page.` })).body.feedbacks[0]);
      const highlights = feedbacks.flatMap((f) => f.highlights);
      const answers = await Promise.all([
        call(apps[0]!, org, 'DELETE', '/feedbacks', { feedback_uuids: feedbacks.map((f) => f.uuid) }),
        ...highlights.map((h: any, i: number) => call(apps[i % 2]!, org, 'PUT', `/feedback_highlights/${h.uuid}`, { archived: true })),
      ]);
      // a highlight archived before its feedback went is answered 200, one after it 404; nothing else
      expect(answers[0]!.status).toBe(200);
      for (const a of answers.slice(1)) expect([200, 404]).toContain(a.status);
    }
    const row = await sql<{ archived_highlight_count: number; highlight_count: number }>`SELECT archived_highlight_count, highlight_count FROM customers WHERE uuid = ${customer.uuid}`.execute(stores[0]!.db);
    expect(Number(row.rows[0]!.archived_highlight_count)).toBe(0);
    expect(Number(row.rows[0]!.highlight_count)).toBe(0);
  });

  it('two opposite merges of issues at once, while both take in feedback: one lands, the other is a 404, and every count stays exact', async () => {
    const app = (i: number) => apps[i % 2]!;
    const customers: any[] = [];
    for (let i = 0; i < 6; i++) customers.push((await call(app(i), org, 'POST', '/customers', { full_name: `Merger ${i}`, email: `merger${i}@example.com` })).body.customers[0]);
    const texts = ['The barcode scanner adds every item twice.', 'Scanning barcodes is broken, every item goes in the basket twice.', 'The mobile app logs me out every hour.', 'I keep getting logged out of the mobile app.'];
    for (const [i, text] of texts.entries()) expect((await call(app(i), org, 'POST', '/feedbacks', { customer_uuid: customers[i].uuid, feedback_contents: text })).status).toBe(201);
    const issues = (await call(app(0), org, 'GET', '/issues?page_size=100')).body.issues;
    const scan = issues.find((issue: any) => /scan|barcode|twice/i.test(issue.title));
    const login = issues.find((issue: any) => /log|sign/i.test(issue.title));
    expect(scan && login && scan.uuid !== login.uuid, issues.map((issue: any) => issue.title).join(' | ')).toBe(true);
    const answers = await Promise.all([
      call(app(0), org, 'POST', `/issues/${scan.uuid}/merge`, { issue_uuids: [login.uuid] }),
      call(app(1), org, 'POST', `/issues/${login.uuid}/merge`, { issue_uuids: [scan.uuid] }),
      call(app(0), org, 'POST', '/feedbacks', { customer_uuid: customers[4].uuid, feedback_contents: 'The barcode scanner keeps adding things twice.' }),
      call(app(1), org, 'POST', '/feedbacks', { customer_uuid: customers[5].uuid, feedback_contents: 'The mobile app logs me out every time I switch apps.' }),
    ]);
    expect(answers.slice(2).map((a) => a.status)).toEqual([201, 201]);
    expect(answers.slice(0, 2).map((a) => a.status).sort()).toEqual([200, 404]);
    const kept = answers.slice(0, 2).find((a) => a.status === 200)!.body.issues[0];
    const left = (await call(app(1), org, 'GET', '/issues?page_size=100')).body.issues as any[];
    expect(left.filter((issue) => issue.uuid === scan.uuid || issue.uuid === login.uuid).map((issue) => issue.uuid)).toEqual([kept.uuid]);
    expect(left.find((issue) => issue.uuid === kept.uuid).highlight_count).toBeGreaterThanOrEqual(4);
    // every issue's counts are what its evidence says, on either instance
    for (const issue of left) {
      const evidence = (await call(app(issue.highlight_count), org, 'GET', `/issues/${issue.uuid}/highlights?page_size=100`)).body;
      expect(evidence.total_highlight_count, issue.title).toBe(issue.highlight_count);
      expect(new Set(evidence.highlights.map((h: any) => h.customer_uuid)).size, issue.title).toBe(issue.customer_count);
    }
  });

  it('two conflicting moves of one issue at once: one lands, the other is a 409', async () => {
    const issue = (await call(apps[0]!, org, 'GET', '/issues?page_size=1')).body.issues[0];
    for (let round = 0; round < 5; round++) {
      expect((await call(apps[0]!, org, 'PUT', `/issues/${issue.uuid}`, { status: 'in_progress' })).status).toBe(200);
      const answers = await Promise.all([
        call(apps[0]!, org, 'PUT', `/issues/${issue.uuid}`, { status: 'resolved' }),
        call(apps[1]!, org, 'PUT', `/issues/${issue.uuid}`, { status: 'dismissed' }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const won = answers.find((a) => a.status === 200)!.body.issues[0].status;
      expect((await call(apps[1]!, org, 'GET', `/issues/${issue.uuid}`)).body.issues[0].status).toBe(won);
      // back to in_progress for the next round: resolved/dismissed -> open -> in_progress
      expect((await call(apps[0]!, org, 'PUT', `/issues/${issue.uuid}`, { status: 'open' })).status).toBe(200);
    }
  });
});
