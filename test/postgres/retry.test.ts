import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ON_POSTGRES, call, createCustomer, createTestApp, expectProblem, type TestContext } from '../helpers.js';

/**
 * A transaction that PostgreSQL rolls back for a serialization failure or a deadlock runs again,
 * up to three attempts in all; other errors are not retried. Failures are injected by a trigger
 * that counts attempts on a sequence (sequences are not rolled back).
 */
describe.skipIf(!ON_POSTGRES)('PostgreSQL transaction retries', () => {
  let ctx: TestContext;

  const inject = async (failures: number, code: string, table = 'companies') => {
    await ctx.store.execScript(`
      DROP TRIGGER IF EXISTS flaky ON companies;
      DROP TRIGGER IF EXISTS flaky ON feedbacks;
      DROP SEQUENCE IF EXISTS attempts;
      CREATE SEQUENCE attempts;
      CREATE OR REPLACE FUNCTION flaky() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF nextval('attempts') <= ${failures} THEN RAISE EXCEPTION 'injected failure' USING ERRCODE = '${code}'; END IF;
          RETURN NEW;
        END $$;
      CREATE TRIGGER flaky BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION flaky();`);
  };
  const attempts = async () => Number((await sql<{ n: string }>`SELECT last_value AS n FROM attempts`.execute(ctx.store.db)).rows[0]!.n);
  const companies = async (name: string) => (await call(ctx.app, ctx.org, 'GET', `/companies?search=${name}`)).body.total_company_count;

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx?.close());

  it('retries a serialization failure and a deadlock, and the write lands once', async () => {
    for (const [code, name] of [['40001', 'Serial'], ['40P01', 'Deadlocked']] as const) {
      await inject(2, code);
      const response = await call(ctx.app, ctx.org, 'POST', '/companies', { name });
      expect(response.status).toBe(201);
      expect(await attempts()).toBe(3);
      expect(await companies(name)).toBe(1);
    }
  });

  it('gives up after three attempts', async () => {
    await inject(1000, '40001');
    expectProblem(await call(ctx.app, ctx.org, 'POST', '/companies', { name: 'Hopeless' }), 500);
    expect(await attempts()).toBe(3);
    expect(await companies('Hopeless')).toBe(0);
  });

  it('does not retry other errors', async () => {
    await inject(1000, '23514');
    expectProblem(await call(ctx.app, ctx.org, 'POST', '/companies', { name: 'Refused' }), 500);
    expect(await attempts()).toBe(1);
  });

  // Whether the feedback shared one group commit depends on timing; that a batch runs again whole
  // is test/store/batch.test.ts's. Here: what the service's retry leaves in the store.
  it('feedback sent together through a serialization failure each land once, with their themes counted once', async () => {
    const customer = await createCustomer(ctx.app, ctx.org, { full_name: 'Retry Me', email: 'retry@example.com' });
    const texts = [
      'The CSV export is broken again.',
      'Exporting to CSV fails every time.',
      'I love the new dashboard.',
      'The export to CSV never finishes.',
      'Please add a dark mode.',
    ];
    await inject(1, '40001', 'feedbacks');
    const responses = await Promise.all(texts.map((text) => call(ctx.app, ctx.org, 'POST', '/feedbacks', { customer_uuid: customer.uuid, feedback_contents: text })));
    expect(responses.map((r) => r.status)).toEqual(texts.map(() => 201));
    expect(await attempts()).toBe(texts.length + 1);
    const listed = await call(ctx.app, ctx.org, 'GET', `/feedbacks?customer_uuids=${customer.uuid}&page_size=100`);
    expect(listed.body.total_feedback_count).toBe(texts.length);
    // The themes count what is stored, not the attempt that was rolled back as well.
    const placed = await sql<{ n: string }>`SELECT count(*) AS n FROM highlights WHERE organization_uuid = ${ctx.org.uuid} AND theme_uuid IS NOT NULL`.execute(ctx.store.db);
    const counted = await sql<{ n: string }>`SELECT coalesce(sum(highlight_count), 0) AS n FROM themes WHERE organization_uuid = ${ctx.org.uuid}`.execute(ctx.store.db);
    expect(Number(counted.rows[0]!.n)).toBe(Number(placed.rows[0]!.n));
    expect(Number(placed.rows[0]!.n)).toBeGreaterThanOrEqual(texts.length);
    // And the next feedback is placed from the themes as stored.
    await inject(0, '40001', 'feedbacks');
    expect((await call(ctx.app, ctx.org, 'POST', '/feedbacks', { customer_uuid: customer.uuid, feedback_contents: 'CSV export is still broken.' })).status).toBe(201);
    const after = await sql<{ placed: string; counted: string }>`SELECT (SELECT count(*) FROM highlights WHERE organization_uuid = ${ctx.org.uuid} AND theme_uuid IS NOT NULL) AS placed, (SELECT sum(highlight_count) FROM themes WHERE organization_uuid = ${ctx.org.uuid}) AS counted`.execute(ctx.store.db);
    expect(Number(after.rows[0]!.counted)).toBe(Number(after.rows[0]!.placed));
  });

  it('a feedback that fails for its own reason fails alone; the others sent with it land', async () => {
    const customer = await createCustomer(ctx.app, ctx.org, { full_name: 'Alone', email: 'alone@example.com' });
    await ctx.store.execScript(`
      DROP TRIGGER IF EXISTS flaky ON feedbacks;
      CREATE OR REPLACE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW.feedback_contents LIKE '%refuse me%' THEN RAISE EXCEPTION 'refused' USING ERRCODE = '23514'; END IF;
          RETURN NEW;
        END $$;
      CREATE TRIGGER refuse BEFORE INSERT ON feedbacks FOR EACH ROW EXECUTE FUNCTION refuse();`);
    try {
      const texts = ['Search is slow.', 'Please refuse me.', 'Search takes forever to load.'];
      const responses = await Promise.all(texts.map((text) => call(ctx.app, ctx.org, 'POST', '/feedbacks', { customer_uuid: customer.uuid, feedback_contents: text })));
      expect(responses.map((r) => r.status)).toEqual([201, 500, 201]);
      const listed = await call(ctx.app, ctx.org, 'GET', `/feedbacks?customer_uuids=${customer.uuid}&page_size=100`);
      expect(listed.body.feedbacks.map((f: { feedback_contents: string }) => f.feedback_contents).sort()).toEqual(['Search is slow.', 'Search takes forever to load.']);
    } finally {
      await ctx.store.execScript('DROP TRIGGER IF EXISTS refuse ON feedbacks;');
    }
  });
});
