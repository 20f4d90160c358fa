import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createCompany, createCustomer, createFeedback, createOrg, createTestApp, expectProblem, type TestContext, type TestOrg } from '../helpers.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const MISSING = '00000000-0000-4000-8000-000000000000';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const kinds = [
  { plural: 'spaces', singular: 'space', extra: { feedback_count: 0 } },
  { plural: 'personas', singular: 'persona', extra: {} },
] as const;

describe.each(kinds)('/$plural', ({ plural, singular, extra }) => {
  const total = `total_${singular}_count`;
  let org: TestOrg;
  beforeAll(async () => {
    org = await createOrg(ctx.app, `Labels ${plural}`);
  });
  const req = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown, as: TestOrg = org) => call(ctx.app, as, method, path, body);

  it('POST creates one: 201, Location, the full record', async () => {
    const response = await req('POST', `/${plural}`, { name: '  Enterprise  ', description: 'Big ones' });
    expect(response.status).toBe(201);
    expect(Object.keys(response.body)).toEqual([plural]);
    const [record] = response.body[plural];
    expect(record).toEqual({
      uuid: expect.stringMatching(UUID),
      organization_uuid: org.uuid,
      name: 'Enterprise',
      description: 'Big ones',
      created_at: expect.stringMatching(TS),
      updated_at: expect.stringMatching(TS),
      ...extra,
    });
    expect(response.headers.location).toBe(`${org.base}/${plural}/${record.uuid}`);
    const fetched = await req('GET', `/${plural}/${record.uuid}`);
    expect(fetched.status).toBe(200);
    expect(fetched.body).toEqual({ [plural]: [record], [total]: 1 });
  });

  it('POST {} creates an unnamed one; POST with a chosen uuid uses it; twice is 409', async () => {
    const bare = await req('POST', `/${plural}`, {});
    expect(bare.status).toBe(201);
    expect(bare.body[plural][0]).toMatchObject({ name: null, description: null });
    const chosen = '0190b0b0-0000-7000-8000-00000000abcd';
    const response = await req('POST', `/${plural}`, { uuid: chosen.toUpperCase(), name: 'Chosen' });
    expect(response.status).toBe(201);
    expect(response.body[plural][0].uuid).toBe(chosen);
    const again = await req('POST', `/${plural}`, { uuid: chosen, name: 'Again' });
    expectProblem(again, 409);
    expect((await req('GET', `/${plural}/${chosen}`)).body[plural][0].name).toBe('Chosen');
    // the same uuid is free in another organization
    const elsewhere = await req('POST', `/${plural}`, { uuid: chosen, name: 'Theirs' }, ctx.other);
    expect(elsewhere.status).toBe(201);
    expect((await req('GET', `/${plural}/${chosen}`)).body[plural][0].name).toBe('Chosen');
  });

  it.each([
    [{ name: 5 }, 'name'],
    [{ name: 'x'.repeat(201) }, 'name'],
    [{ description: ['x'] }, 'description'],
    [{ uuid: 'not-a-uuid' }, 'uuid'],
    [{ colour: 'red' }, 'colour'],
  ])('POST %j is a 400 naming the field', async (body, field) => {
    const problem = expectProblem(await req('POST', `/${plural}`, body), 400);
    expect(problem.errors.map((e) => e.name)).toContain(field);
  });

  it('PUT changes only the fields sent; null clears; {} changes nothing; a fetched record can be PUT back', async () => {
    const record = (await req('POST', `/${plural}`, { name: 'Original', description: 'Desc' })).body[plural][0];
    const renamed = await req('PUT', `/${plural}/${record.uuid}`, { name: 'Renamed' });
    expect(renamed.status).toBe(200);
    expect(Object.keys(renamed.body)).toEqual([plural]);
    expect(renamed.body[plural][0]).toEqual({ ...record, name: 'Renamed', updated_at: expect.stringMatching(TS) });
    const same = await req('PUT', `/${plural}/${record.uuid}`, {});
    expect(same.body[plural][0]).toEqual(renamed.body[plural][0]);
    const cleared = await req('PUT', `/${plural}/${record.uuid}`, { description: null });
    expect(cleared.body[plural][0]).toMatchObject({ name: 'Renamed', description: null });
    const fetched = (await req('GET', `/${plural}/${record.uuid}`)).body[plural][0];
    const back = await req('PUT', `/${plural}/${record.uuid}`, { ...fetched, uuid: MISSING });
    expect(back.status).toBe(200);
    // Sent back as fetched, it changes nothing, not even updated_at.
    expect(back.body[plural][0]).toEqual(fetched);
    const patched = await req('PATCH', `/${plural}/${record.uuid}`, { description: 'Patched' });
    expect(patched.status).toBe(200);
    expect(patched.body[plural][0]).toMatchObject({ name: 'Renamed', description: 'Patched' });
  });

  it('PUT with bad input is 400 and changes nothing; an unknown one is 404', async () => {
    const record = (await req('POST', `/${plural}`, { name: 'Stable' })).body[plural][0];
    const problem = expectProblem(await req('PUT', `/${plural}/${record.uuid}`, { name: 'Changed', size: 3 }), 400);
    expect(problem.errors.map((e) => e.name)).toEqual(['size']);
    expect((await req('GET', `/${plural}/${record.uuid}`)).body[plural][0]).toEqual(record);
    expectProblem(await req('PUT', `/${plural}/${MISSING}`, { name: 'x' }), 404);
    expectProblem(await req('GET', `/${plural}/${MISSING}`), 404);
    expectProblem(await req('GET', `/${plural}/not-a-uuid`), 404);
  });

  it('GET lists with the total, sorted, paged', async () => {
    const fresh = await createOrg(ctx.app, `Sorted ${plural}`);
    const uuids: string[] = [];
    for (const name of ['beta', 'alpha', null, 'gamma']) {
      uuids.push((await call(ctx.app, fresh, 'POST', `/${plural}`, { name })).body[plural][0].uuid);
    }
    const list = (query = '') => call(ctx.app, fresh, 'GET', `/${plural}${query}`);
    const all = await list();
    expect(all.status).toBe(200);
    expect(Object.keys(all.body).sort()).toEqual([plural, total].sort());
    expect(all.body[total]).toBe(4);
    // default: created_at desc, ties by uuid desc (uuids are time-ordered)
    expect(all.body[plural].map((r: any) => r.uuid)).toEqual([...uuids].reverse());
    expect((await list('?sort_direction=asc')).body[plural].map((r: any) => r.uuid)).toEqual(uuids);
    const byName = (await list('?sort_by=name&sort_direction=asc')).body[plural].map((r: any) => r.name);
    expect(byName).toEqual(['alpha', 'beta', 'gamma', null]);
    const byNameDesc = (await list('?sort_by=name&sort_direction=desc')).body[plural].map((r: any) => r.name);
    expect(byNameDesc).toEqual(['gamma', 'beta', 'alpha', null]);
    const page = await list('?sort_by=name&sort_direction=asc&page_size=3&page_number=2');
    expect(page.body).toEqual({ [plural]: [expect.objectContaining({ name: null })], [total]: 4 });
    expect((await list('?page_number=5')).body).toEqual({ [plural]: [], [total]: 4 });
    expect((await list('?page_size=1000')).status).toBe(200);
  });

  it.each([
    ['page_size=0', 'page_size'],
    ['page_size=1001', 'page_size'],
    ['page_size=abc', 'page_size'],
    ['sort_by=uuid', 'sort_by'],
    ['sort_direction=sideways', 'sort_direction'],
  ])('GET ?%s is a 400 naming the parameter', async (query, name) => {
    const problem = expectProblem(await req('GET', `/${plural}?${query}`), 400);
    expect(problem.errors.map((e) => e.name)).toContain(name);
    expect(problem.errors[0]!.in).toBe('query');
  });

  it("another organization's token gets 404 on every route, and nothing changes", async () => {
    const record = (await req('POST', `/${plural}`, { name: 'Mine' })).body[plural][0];
    const before = (await req('GET', `/${plural}?page_size=1000`)).body;
    const intruder = { ...ctx.other, base: org.base };
    expectProblem(await req('GET', `/${plural}`, undefined, intruder), 404);
    expectProblem(await req('POST', `/${plural}`, { name: 'Intruder' }, intruder), 404);
    expectProblem(await req('GET', `/${plural}/${record.uuid}`, undefined, intruder), 404);
    expectProblem(await req('PUT', `/${plural}/${record.uuid}`, { name: 'Hijacked' }, intruder), 404);
    // and under its own prefix the record does not exist
    expectProblem(await req('GET', `/${plural}/${record.uuid}`, undefined, ctx.other), 404);
    expectProblem(await req('PUT', `/${plural}/${record.uuid}`, { name: 'Hijacked' }, ctx.other), 404);
    expect((await req('GET', `/${plural}?page_size=1000`)).body).toEqual(before);
  });

  it('a missing or unknown token gets 401 with WWW-Authenticate: Bearer on every route', async () => {
    const record = (await req('POST', `/${plural}`, { name: 'Guarded' })).body[plural][0];
    for (const headers of [{}, { authorization: 'Bearer cfs_nope' }] as Record<string, string>[]) {
      const as = { ...org, headers };
      for (const [method, path, body] of [
        ['GET', `/${plural}`],
        ['POST', `/${plural}`, { name: 'x' }],
        ['GET', `/${plural}/${record.uuid}`],
        ['PUT', `/${plural}/${record.uuid}`, { name: 'x' }],
      ] as const) {
        const response = await req(method, path, body, as);
        expectProblem(response, 401);
        expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
      }
    }
    expect((await req('GET', `/${plural}/${record.uuid}`)).body[plural][0]).toEqual(record);
  });
});

describe('open references create labels', () => {
  it('a persona_uuid or company_persona_uuid creates the persona; PUT then names it', async () => {
    const org = await createOrg(ctx.app, 'Open personas');
    const persona = '0190c0c0-0000-7000-8000-000000000001';
    await createCustomer(ctx.app, org, { persona_uuid: persona });
    await createCompany(ctx.app, org, { company_persona_uuid: persona });
    const list = await call(ctx.app, org, 'GET', '/personas');
    expect(list.body).toEqual({ personas: [expect.objectContaining({ uuid: persona, name: null, description: null })], total_persona_count: 1 });
    const named = await call(ctx.app, org, 'PUT', `/personas/${persona}`, { name: 'Champion' });
    expect(named.body.personas[0]).toMatchObject({ uuid: persona, name: 'Champion' });
    expect((await call(ctx.app, org, 'POST', '/personas', { uuid: persona })).status).toBe(409);
  });

  it('space_uuids on feedback create the space and count the feedback', async () => {
    const org = await createOrg(ctx.app, 'Open spaces');
    const space = '0190c0c0-0000-7000-8000-000000000002';
    const customer = await createCustomer(ctx.app, org);
    await createFeedback(ctx.app, org, { customer_uuid: customer.uuid, space_uuids: [space] });
    await createFeedback(ctx.app, org, { customer_uuid: customer.uuid, space_uuids: [space] });
    const response = await call(ctx.app, org, 'GET', `/spaces/${space}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ spaces: [expect.objectContaining({ uuid: space, name: null, feedback_count: 2 })], total_space_count: 1 });
    // a space created first is then used by feedback
    const named = (await call(ctx.app, org, 'POST', '/spaces', { name: 'Beta programme' })).body.spaces[0];
    await createFeedback(ctx.app, org, { customer_uuid: customer.uuid, space_uuids: [named.uuid] });
    expect((await call(ctx.app, org, 'GET', `/spaces/${named.uuid}`)).body.spaces[0]).toMatchObject({ name: 'Beta programme', feedback_count: 1 });
    // the other organization never sees them
    expectProblem(await call(ctx.app, ctx.other, 'GET', `/spaces/${space}`), 404);
  });
});
