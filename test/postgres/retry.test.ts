import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ON_POSTGRES, call, createTestApp, expectProblem, type TestContext } from '../helpers.js';

/**
 * A transaction that PostgreSQL rolls back for a serialization failure or a deadlock runs again,
 * up to three attempts in all; other errors are not retried. Failures are injected by a trigger
 * that counts attempts on a sequence (sequences are not rolled back).
 */
describe.skipIf(!ON_POSTGRES)('PostgreSQL transaction retries', () => {
  let ctx: TestContext;

  const inject = async (failures: number, code: string) => {
    await ctx.store.execScript(`
      DROP TRIGGER IF EXISTS flaky ON companies;
      DROP SEQUENCE IF EXISTS attempts;
      CREATE SEQUENCE attempts;
      CREATE OR REPLACE FUNCTION flaky() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF nextval('attempts') <= ${failures} THEN RAISE EXCEPTION 'injected failure' USING ERRCODE = '${code}'; END IF;
          RETURN NEW;
        END $$;
      CREATE TRIGGER flaky BEFORE INSERT ON companies FOR EACH ROW EXECUTE FUNCTION flaky();`);
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
});
