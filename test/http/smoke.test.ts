import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createCompany, createTestApp, type TestContext } from '../helpers.js';

describe('smoke', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  it('creates and reads a company', async () => {
    const company = await createCompany(ctx.app, ctx.org);
    const response = await call(ctx.app, ctx.org, 'GET', `/companies/${company.uuid}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ companies: [company], total_company_count: 1 });
  });
});
