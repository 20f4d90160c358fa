import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import type { Store } from '../../src/store/db.js';
import { call, createOrg, expectProblem, type TestOrg, openTestStore } from '../helpers.js';

describe('rate limiting (RATE_LIMIT_PER_MINUTE)', () => {
  let app: App;
  let store: Store;
  let org: TestOrg;
  let other: TestOrg;

  beforeAll(async () => {
    store = await openTestStore();
    app = await buildApp({ store, rateLimitPerMinute: 3 });
    org = await createOrg(app, 'Limited');
    other = await createOrg(app, 'Other');
  });
  afterAll(async () => {
    await app.close();
    await store.close();
  });

  it('answers 429 with Retry-After once an organization exceeds its budget, without touching other organizations', async () => {
    for (let i = 0; i < 3; i++) expect((await call(app, org, 'GET', '/companies')).status).toBe(200);
    const limited = await call(app, org, 'GET', '/companies');
    const problem = expectProblem(limited, 429);
    expect(problem.detail).toMatch(/3 requests per minute/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call(app, other, 'GET', '/companies')).status).toBe(200);
  });

  it('does not count health checks', async () => {
    for (let i = 0; i < 5; i++) expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
