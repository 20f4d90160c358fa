import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createCompany, createCustomer, createFeedback, createTestApp, type TestContext } from '../helpers.js';

describe('search filtered by company and customer', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  const totals = async (query: string) => (await call(ctx.app, ctx.org, 'GET', `/feedbacks?${query}`)).body.total_feedback_count;

  it('finds feedback by words within one company or customer, and follows a customer who moves', async () => {
    const a = await createCompany(ctx.app, ctx.org, { name: 'Alpha' });
    const b = await createCompany(ctx.app, ctx.org, { name: 'Beta' });
    const jane = await createCustomer(ctx.app, ctx.org, { email: 'jane@alpha.com', customer_company_uuid: a.uuid });
    const joe = await createCustomer(ctx.app, ctx.org, { full_name: 'Joe', email: 'joe@beta.com', customer_company_uuid: b.uuid });
    await createFeedback(ctx.app, ctx.org, { customer_uuid: jane.uuid, feedback_contents: 'The export fails every morning.' });
    await createFeedback(ctx.app, ctx.org, { customer_uuid: jane.uuid, feedback_contents: 'Billing page is slow.' });
    await createFeedback(ctx.app, ctx.org, { customer_uuid: joe.uuid, feedback_contents: 'Exporting works but is slow.' });

    expect(await totals(`search=export&company_uuids=${a.uuid}`)).toBe(1);
    expect(await totals(`search=export&company_uuids=${a.uuid},${b.uuid}`)).toBe(2);
    expect(await totals(`search=slow&customer_uuids=${joe.uuid}`)).toBe(1);
    expect(await totals(`search=slow&customer_uuids=${jane.uuid}&company_uuids=${b.uuid}`)).toBe(0);
    expect((await call(ctx.app, ctx.org, 'GET', `/companies/${a.uuid}/feedbacks?search=export`)).body.total_feedback_count).toBe(1);

    expect((await call(ctx.app, ctx.org, 'PUT', `/customers/${jane.uuid}`, { customer_company_uuid: b.uuid })).status).toBe(200);
    expect(await totals(`search=export&company_uuids=${a.uuid}`)).toBe(0);
    expect(await totals(`search=export&company_uuids=${b.uuid}`)).toBe(2);
    expect(await totals(`search=billing&company_uuids=${b.uuid}`)).toBe(1);

    expect((await call(ctx.app, ctx.org, 'PUT', `/customers/${jane.uuid}`, { customer_company_uuid: null })).status).toBe(200);
    expect(await totals(`search=export&company_uuids=${b.uuid}`)).toBe(1);
    expect(await totals(`search=export&customer_uuids=${jane.uuid}`)).toBe(1);
  });
});
