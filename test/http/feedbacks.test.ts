import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createCompany, createCustomer, createFeedback, createTestApp, expectProblem, type TestContext, type TestOrg } from '../helpers.js';

const CATEGORIES = ['praise', 'complaint', 'bug', 'feature_request', 'question', 'other'];
const MISSING = '00000000-0000-4000-8000-000000000000';

/** Checks the invariants every highlight inside a feedback must keep. */
function expectHighlightsOf(feedback: any) {
  expect(Array.isArray(feedback.highlights)).toBe(true);
  for (const h of feedback.highlights) {
    expect(feedback.feedback_contents.slice(h.start, h.end)).toBe(h.quote);
    expect(h.quote.length).toBeGreaterThan(0);
    expect(h.sentiment_score).toBeGreaterThanOrEqual(-1);
    expect(h.sentiment_score).toBeLessThanOrEqual(1);
    expect(CATEGORIES).toContain(h.category);
    expect(typeof h.liked).toBe('boolean');
    expect(typeof h.archived).toBe('boolean');
    expect(h.feedback_uuid).toBe(feedback.uuid);
    expect(h.customer_uuid).toBe(feedback.customer_uuid);
  }
}

describe('feedback routes', () => {
  let ctx: TestContext;
  let asOther: TestOrg; // the other organization's token on our organization's path
  let noAuth: TestOrg;
  let companyA: any;
  let companyB: any;
  let c1: any;
  let c2: any;
  let c3: any;
  let otherCustomer: any;
  const fb: Record<string, any> = {};

  const list = async (query: string) => {
    const r = await call(ctx.app, ctx.org, 'GET', `/feedbacks?page_size=100&${query}`);
    if (r.status !== 200) throw new Error(`${query}: ${r.status} ${r.text}`);
    return r.body as { feedbacks: any[]; total_feedback_count: number };
  };
  const uuidsOf = (body: { feedbacks: any[] }) => body.feedbacks.map((f) => f.uuid).sort();
  const named = (...keys: string[]) => keys.map((k) => fb[k].uuid).sort();

  beforeAll(async () => {
    ctx = await createTestApp();
    asOther = { ...ctx.org, headers: ctx.other.headers };
    noAuth = { ...ctx.org, headers: {} };
    companyA = await createCompany(ctx.app, ctx.org, { name: 'Alpha' });
    companyB = await createCompany(ctx.app, ctx.org, { name: 'Beta' });
    c1 = await createCustomer(ctx.app, ctx.org, { full_name: 'Ann', email: 'ann@alpha.com', customer_company_uuid: companyA.uuid });
    c2 = await createCustomer(ctx.app, ctx.org, { full_name: 'Bob', email: 'bob@beta.com', customer_company_uuid: companyB.uuid });
    c3 = await createCustomer(ctx.app, ctx.org, { full_name: 'Cid', email: 'cid@solo.com' });
    otherCustomer = await createCustomer(ctx.app, ctx.other, { full_name: 'Olga', email: 'olga@other.com' });
    fb.f1 = await createFeedback(ctx.app, ctx.org, {
      customer_uuid: c1.uuid,
      feedback_contents: 'The export is broken. I love the dashboard!',
      feedback_date: '2026-01-10T10:00:00Z',
      priority: 3,
    });
    fb.f2 = await createFeedback(ctx.app, ctx.org, {
      customer_uuid: c1.uuid,
      feedback_contents: 'Exporting reports fails constantly.',
      feedback_date: '2026-02-01T00:00:00Z',
      priority: 5,
      feedback_type: 'SUPPORT_TICKET',
    });
    fb.f3 = await createFeedback(ctx.app, ctx.org, {
      customer_uuid: c2.uuid,
      feedback_contents: 'Great onboarding experience.',
      feedback_date: '2026-03-01T23:59:59.500Z',
      priority: 5,
      feedback_type: 'SURVEY',
    });
    fb.f4 = await createFeedback(ctx.app, ctx.org, { customer_uuid: c3.uuid, feedback_contents: 'The mobile app is slow.', feedback_date: '2026-03-02T00:00:00Z' });
    fb.f5 = await createFeedback(ctx.app, ctx.org, {
      customer_uuid: c2.uuid,
      feedback_contents: 'SEARCH is great but the export dialog confuses me.',
      feedback_date: '2026-02-15T12:00:00+02:00',
      priority: 10,
    });
    // Noise in the other organization that must never show up.
    await createFeedback(ctx.app, ctx.other, { customer_uuid: otherCustomer.uuid, feedback_contents: 'The export is broken for us too.', feedback_date: '2026-02-10T00:00:00Z' });
  });
  afterAll(async () => ctx.close());

  describe('POST /feedbacks', () => {
    it('creates with defaults: 201, Location, priority 0, FEEDBACK_RESPONSE, date now, no spaces, highlights', async () => {
      const before = Date.now();
      const r = await call(ctx.app, ctx.org, 'POST', '/feedbacks', { feedback_contents: 'The export is broken. I love the dashboard!', customer_uuid: c3.uuid });
      const after = Date.now();
      expect(r.status).toBe(201);
      expect(Object.keys(r.body)).toEqual(['feedbacks']);
      expect(r.body.feedbacks).toHaveLength(1);
      const f = r.body.feedbacks[0];
      expect(r.headers.location).toBe(`${ctx.org.base}/feedbacks/${f.uuid}`);
      expect(f).toMatchObject({
        organization_uuid: ctx.org.uuid,
        customer_uuid: c3.uuid,
        company_uuid: null,
        feedback_contents: 'The export is broken. I love the dashboard!',
        priority: 0,
        feedback_type: 'FEEDBACK_RESPONSE',
        space_uuids: [],
      });
      expect(f.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(f.feedback_date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      const date = Date.parse(f.feedback_date);
      expect(date).toBeGreaterThanOrEqual(before - 5);
      expect(date).toBeLessThanOrEqual(after + 5);
      expect(f.sentiment_score).toBeGreaterThanOrEqual(-1);
      expect(f.sentiment_score).toBeLessThanOrEqual(1);
      expect(f.highlights.length).toBeGreaterThan(0);
      expectHighlightsOf(f);
      for (const h of f.highlights) expect(h).toMatchObject({ liked: false, archived: false });

      // The single GET answers the same record, highlights included.
      const got = await call(ctx.app, ctx.org, 'GET', `/feedbacks/${f.uuid}`);
      expect(got.status).toBe(200);
      expect(got.body).toEqual({ feedbacks: [f] });
      await call(ctx.app, ctx.org, 'DELETE', '/feedbacks', { feedback_uuids: [f.uuid] });
    });

    it('stores all given fields; the company is the customer’s; a zone-less date is UTC', async () => {
      const r = await call(ctx.app, ctx.org, 'POST', '/feedbacks', {
        feedback_contents: 'Please add dark mode.',
        customer_uuid: c1.uuid.toUpperCase(),
        feedback_date: '2025-12-24T08:30:00',
        priority: 10,
        feedback_type: 'SALES_CALL_2',
      });
      expect(r.status).toBe(201);
      const f = r.body.feedbacks[0];
      expect(f).toMatchObject({ customer_uuid: c1.uuid, company_uuid: companyA.uuid, feedback_date: '2025-12-24T08:30:00.000Z', priority: 10, feedback_type: 'SALES_CALL_2' });
      expect(fb.f5.feedback_date).toBe('2026-02-15T10:00:00.000Z');
      await call(ctx.app, ctx.org, 'DELETE', '/feedbacks', { feedback_uuids: [f.uuid] });
    });

    it('keeps quote offsets in UTF-16 code units (emoji, accents, CRLF)', async () => {
      const text = 'I 😍 the new editor!\r\nDas Exportieren ist kaputt… 🙁 Why?';
      const f = await createFeedback(ctx.app, ctx.org, { customer_uuid: c3.uuid, feedback_contents: text });
      expect(f.feedback_contents).toBe(text);
      expect(f.highlights.length).toBeGreaterThan(1);
      expectHighlightsOf(f);
      await call(ctx.app, ctx.org, 'DELETE', '/feedbacks', { feedback_uuids: [f.uuid] });
    });

    it('accepts the ISO 8601 forms of feedback_date: plain date (midnight UTC), offsets with and without colon, space separator', async () => {
      const cases: [string, string][] = [
        ['2026-03-01', '2026-03-01T00:00:00.000Z'],
        ['2026-03-01T10:00:00+0530', '2026-03-01T04:30:00.000Z'],
        ['2026-03-01T10:00:00-02:00', '2026-03-01T12:00:00.000Z'],
        ['2026-03-01 10:00', '2026-03-01T10:00:00.000Z'],
        ['2026-03-01T10:00:00.123456Z', '2026-03-01T10:00:00.123Z'],
      ];
      for (const [sent, stored] of cases) {
        const f = await createFeedback(ctx.app, ctx.org, { customer_uuid: c3.uuid, feedback_contents: 'Fine.', feedback_date: sent });
        expect(f.feedback_date, sent).toBe(stored);
        await call(ctx.app, ctx.org, 'DELETE', '/feedbacks', { feedback_uuids: [f.uuid] });
      }
    });

    it('accepts exactly 100,000 characters and refuses 100,001', async () => {
      const ok = await call(ctx.app, ctx.org, 'POST', '/feedbacks', { feedback_contents: 'a'.repeat(100_000), customer_uuid: c3.uuid });
      expect(ok.status).toBe(201);
      expect(ok.body.feedbacks[0].feedback_contents).toHaveLength(100_000);
      const tooLong = expectProblem(await call(ctx.app, ctx.org, 'POST', '/feedbacks', { feedback_contents: 'a'.repeat(100_001), customer_uuid: c3.uuid }), 400);
      expect(tooLong.errors.map((e) => e.name)).toContain('feedback_contents');
      await call(ctx.app, ctx.org, 'DELETE', '/feedbacks', { feedback_uuids: [ok.body.feedbacks[0].uuid] });
    });

    it('keeps every highlight of 100,000 characters of sentences (more values than one SQL statement binds)', async () => {
      const sentences = ['The export keeps failing. ', 'Support was slow to answer. ', 'Please add dark mode. '];
      let text = '';
      for (let i = 0; text.length + sentences[i % 3]!.length <= 100_000; i++) text += sentences[i % 3];
      const r = await call(ctx.app, ctx.org, 'POST', '/feedbacks', { feedback_contents: text, customer_uuid: c3.uuid });
      expect(r.status).toBe(201);
      const created = r.body.feedbacks[0];
      expect(created.highlights.length).toBeGreaterThan(3000);
      const read = await call(ctx.app, ctx.org, 'GET', `/feedbacks/${created.uuid}`);
      expect(read.body.feedbacks[0].highlights).toHaveLength(created.highlights.length);
      for (const h of read.body.feedbacks[0].highlights.slice(0, 50)) expect(text.slice(h.start, h.end)).toBe(h.quote);
      expect((await call(ctx.app, ctx.org, 'DELETE', '/feedbacks', { feedback_uuids: [created.uuid] })).status).toBe(200);
    });

    it('ignores read-only fields sent back', async () => {
      const r = await call(ctx.app, ctx.org, 'POST', '/feedbacks', {
        feedback_contents: 'Works fine.',
        customer_uuid: c3.uuid,
        uuid: MISSING,
        organization_uuid: ctx.other.uuid,
        sentiment_score: 1,
        highlights: [],
      });
      expect(r.status).toBe(201);
      expect(r.body.feedbacks[0].uuid).not.toBe(MISSING);
      expect(r.body.feedbacks[0].organization_uuid).toBe(ctx.org.uuid);
      await call(ctx.app, ctx.org, 'DELETE', '/feedbacks', { feedback_uuids: [r.body.feedbacks[0].uuid] });
    });

    const bad: [string, () => Record<string, unknown>, string][] = [
      ['blank feedback_contents', () => ({ feedback_contents: '   \n ', customer_uuid: c1.uuid }), 'feedback_contents'],
      ['empty feedback_contents', () => ({ feedback_contents: '', customer_uuid: c1.uuid }), 'feedback_contents'],
      ['missing feedback_contents', () => ({ customer_uuid: c1.uuid }), 'feedback_contents'],
      ['non-string feedback_contents', () => ({ feedback_contents: 42, customer_uuid: c1.uuid }), 'feedback_contents'],
      ['missing customer_uuid', () => ({ feedback_contents: 'hi' }), 'customer_uuid'],
      ['malformed customer_uuid', () => ({ feedback_contents: 'hi', customer_uuid: 'nope' }), 'customer_uuid'],
      ['nonexistent customer', () => ({ feedback_contents: 'hi', customer_uuid: MISSING }), 'customer_uuid'],
      ['customer of another organization', () => ({ feedback_contents: 'hi', customer_uuid: otherCustomer.uuid }), 'customer_uuid'],
      ['priority above 10', () => ({ feedback_contents: 'hi', customer_uuid: c1.uuid, priority: 11 }), 'priority'],
      ['negative priority', () => ({ feedback_contents: 'hi', customer_uuid: c1.uuid, priority: -1 }), 'priority'],
      ['priority as a string', () => ({ feedback_contents: 'hi', customer_uuid: c1.uuid, priority: '5' }), 'priority'],
      ['fractional priority', () => ({ feedback_contents: 'hi', customer_uuid: c1.uuid, priority: 1.5 }), 'priority'],
      ['lower-case feedback_type', () => ({ feedback_contents: 'hi', customer_uuid: c1.uuid, feedback_type: 'survey' }), 'feedback_type'],
      ['feedback_type with a dash', () => ({ feedback_contents: 'hi', customer_uuid: c1.uuid, feedback_type: 'A-B' }), 'feedback_type'],
      ['feedback_type starting with a digit', () => ({ feedback_contents: 'hi', customer_uuid: c1.uuid, feedback_type: '1ABC' }), 'feedback_type'],
      ['empty feedback_type', () => ({ feedback_contents: 'hi', customer_uuid: c1.uuid, feedback_type: '' }), 'feedback_type'],
      ['feedback_date in words', () => ({ feedback_contents: 'hi', customer_uuid: c1.uuid, feedback_date: 'yesterday' }), 'feedback_date'],
      ['impossible feedback_date', () => ({ feedback_contents: 'hi', customer_uuid: c1.uuid, feedback_date: '2026-02-30T00:00:00Z' }), 'feedback_date'],
      ['feedback_date month 13', () => ({ feedback_contents: 'hi', customer_uuid: c1.uuid, feedback_date: '2026-13-01T00:00:00Z' }), 'feedback_date'],
      ['numeric feedback_date', () => ({ feedback_contents: 'hi', customer_uuid: c1.uuid, feedback_date: 1767225600000 }), 'feedback_date'],
      ['feedback_date in year 10000 once in UTC', () => ({ feedback_contents: 'hi', customer_uuid: c1.uuid, feedback_date: '9999-12-31T23:59:59-01:00' }), 'feedback_date'],
      ['feedback_date before year 0000 once in UTC', () => ({ feedback_contents: 'hi', customer_uuid: c1.uuid, feedback_date: '0000-01-01T00:00:00+01:00' }), 'feedback_date'],
      ['malformed space uuid', () => ({ feedback_contents: 'hi', customer_uuid: c1.uuid, space_uuids: ['not-a-uuid'] }), 'space_uuids[0]'],
      ['a lone surrogate in feedback_contents', () => ({ feedback_contents: 'Broken \uD800 text. Great app!', customer_uuid: c1.uuid }), 'feedback_contents'],
      ['a lone low surrogate in feedback_contents', () => ({ feedback_contents: 'Broken \uDC00', customer_uuid: c1.uuid }), 'feedback_contents'],
      ['unknown field', () => ({ feedback_contents: 'hi', customer_uuid: c1.uuid, mood: 'happy' }), 'mood'],
      ['null priority', () => ({ feedback_contents: 'hi', customer_uuid: c1.uuid, priority: null }), 'priority'],
      ['null space_uuids', () => ({ feedback_contents: 'hi', customer_uuid: c1.uuid, space_uuids: null }), 'space_uuids'],
      ['more than 100 spaces', () => ({ feedback_contents: 'hi', customer_uuid: c1.uuid, space_uuids: Array.from({ length: 101 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`) }), 'space_uuids'],
    ];
    for (const [label, body, field] of bad) {
      it(`400 on ${label}, naming ${field}, and stores nothing`, async () => {
        const before = (await list('')).total_feedback_count;
        const problem = expectProblem(await call(ctx.app, ctx.org, 'POST', '/feedbacks', body()), 400);
        expect(problem.errors.map((e) => e.name)).toContain(field);
        expect(problem.errors.find((e) => e.name === field)!.in).toBe('body');
        expect((await list('')).total_feedback_count).toBe(before);
      });
    }

    it('400 on a body that is not an object, 415 without JSON content type', async () => {
      expectProblem(await call(ctx.app, ctx.org, 'POST', '/feedbacks', ['x']), 400);
      const r = await ctx.app.inject({ method: 'POST', url: `${ctx.org.base}/feedbacks`, headers: { ...ctx.org.headers, 'content-type': 'text/plain' }, payload: 'hello' });
      expect(r.statusCode).toBe(415);
    });
  });

  describe('GET /feedbacks/{uuid}', () => {
    it('answers one feedback with its highlights in text order', async () => {
      const r = await call(ctx.app, ctx.org, 'GET', `/feedbacks/${fb.f1.uuid}`);
      expect(r.status).toBe(200);
      expect(Object.keys(r.body)).toEqual(['feedbacks']);
      expect(r.body.feedbacks).toHaveLength(1);
      const f = r.body.feedbacks[0];
      expect(f).toEqual(fb.f1);
      expectHighlightsOf(f);
      const starts = f.highlights.map((h: any) => h.start);
      expect(starts).toEqual([...starts].sort((a: number, b: number) => a - b));
    });

    it('404 for an unknown or malformed uuid', async () => {
      expectProblem(await call(ctx.app, ctx.org, 'GET', `/feedbacks/${MISSING}`), 404);
      expectProblem(await call(ctx.app, ctx.org, 'GET', '/feedbacks/not-a-uuid'), 404);
    });
  });

  describe('GET /feedbacks', () => {
    it('lists every feedback of the organization, without highlights, newest first by default', async () => {
      const r = await call(ctx.app, ctx.org, 'GET', '/feedbacks');
      expect(r.status).toBe(200);
      expect(Object.keys(r.body).sort()).toEqual(['feedbacks', 'total_feedback_count']);
      expect(r.body.total_feedback_count).toBe(5);
      expect(uuidsOf(r.body)).toEqual(named('f1', 'f2', 'f3', 'f4', 'f5'));
      for (const f of r.body.feedbacks) {
        expect(f).not.toHaveProperty('highlights');
        expect(f.organization_uuid).toBe(ctx.org.uuid);
      }
      const dates = r.body.feedbacks.map((f: any) => f.feedback_date);
      expect(dates).toEqual([...dates].sort().reverse());
      const { highlights: _h, ...withoutHighlights } = fb.f3;
      expect(r.body.feedbacks.find((f: any) => f.uuid === fb.f3.uuid)).toEqual(withoutHighlights);
    });

    it('filters by customer_uuids and company_uuids (blanks and case ignored; unknown uuids match nothing)', async () => {
      expect(uuidsOf(await list(`customer_uuids=${c1.uuid}`))).toEqual(named('f1', 'f2'));
      expect(uuidsOf(await list(`customer_uuids=${c1.uuid},%20${c3.uuid.toUpperCase()}%20`))).toEqual(named('f1', 'f2', 'f4'));
      expect(uuidsOf(await list(`company_uuids=${companyB.uuid}`))).toEqual(named('f3', 'f5'));
      expect(uuidsOf(await list(`company_uuids=${companyA.uuid},${companyB.uuid}`))).toEqual(named('f1', 'f2', 'f3', 'f5'));
      expect(await list(`customer_uuids=${MISSING}`)).toEqual({ feedbacks: [], total_feedback_count: 0 });
      expect(await list(`customer_uuids=${otherCustomer.uuid}`)).toEqual({ feedbacks: [], total_feedback_count: 0 });
      expect(uuidsOf(await list(`customer_uuids=${c1.uuid}&company_uuids=${companyB.uuid}`))).toEqual([]);
    });

    it('filters by feedback_types', async () => {
      expect(uuidsOf(await list('feedback_types=SURVEY'))).toEqual(named('f3'));
      expect(uuidsOf(await list('feedback_types=SURVEY,%20SUPPORT_TICKET'))).toEqual(named('f2', 'f3'));
      expect(uuidsOf(await list('feedback_types=FEEDBACK_RESPONSE'))).toEqual(named('f1', 'f4', 'f5'));
      expectProblem(await call(ctx.app, ctx.org, 'GET', '/feedbacks?feedback_types=survey'), 400);
    });

    it('filters by plain dates; to_date takes the whole day', async () => {
      expect(uuidsOf(await list('from_date=2026-02-01'))).toEqual(named('f2', 'f3', 'f4', 'f5'));
      expect(uuidsOf(await list('to_date=2026-03-01'))).toEqual(named('f1', 'f2', 'f3', 'f5'));
      expect(uuidsOf(await list('from_date=2026-03-01&to_date=2026-03-01'))).toEqual(named('f3'));
      expect(uuidsOf(await list('to_date=2026-01-31'))).toEqual(named('f1'));
    });

    it('filters by timestamps with and without a zone (no zone is UTC), inclusive', async () => {
      // f5 is 2026-02-15T10:00:00Z
      expect(uuidsOf(await list('to_date=2026-02-15T12:00:00%2B02:00&from_date=2026-02-02'))).toEqual(named('f5'));
      // the "+" of an offset sent unencoded arrives as a space, and is read as the "+" it was
      expect(uuidsOf(await list('to_date=2026-02-15T12:00:00+02:00&from_date=2026-02-02'))).toEqual(named('f5'));
      expect(uuidsOf(await list('to_date=2026-02-15T11:59:59%2B02:00&from_date=2026-02-02'))).toEqual([]);
      expect(uuidsOf(await list('from_date=2026-02-15T10:00:00&to_date=2026-02-28'))).toEqual(named('f5'));
      expect(uuidsOf(await list('from_date=2026-02-15T10:00:01&to_date=2026-02-28'))).toEqual([]);
      expect(uuidsOf(await list('from_date=2026-02-15T10:00:00.000Z&to_date=2026-02-15T10:00:00.000Z'))).toEqual(named('f5'));
    });

    it('searches the text case-insensitively, every word as a prefix', async () => {
      expect(uuidsOf(await list('search=BROKEN'))).toEqual(named('f1'));
      expect(uuidsOf(await list('search=export'))).toEqual(named('f1', 'f2', 'f5'));
      expect(uuidsOf(await list('search=dash'))).toEqual(named('f1'));
      expect(uuidsOf(await list('search=onBoard%20exper'))).toEqual(named('f3'));
      expect(uuidsOf(await list('search=export%20dashboard'))).toEqual(named('f1'));
      expect(uuidsOf(await list('search=search'))).toEqual(named('f5'));
      expect(uuidsOf(await list('search=zebra'))).toEqual([]);
      // Query syntax characters are words, not operators.
      expect(uuidsOf(await list(`search=${encodeURIComponent('"broken*" (:^')}`))).toEqual(named('f1'));
      // OR is a word to find (as a prefix), not an operator: nothing has both "broken" and a word starting with "or".
      expect(uuidsOf(await list(`search=${encodeURIComponent('broken OR dashboard')}`))).toEqual([]);
    });

    it('filters by exact priority and by min_sentiment (inclusive)', async () => {
      expect(uuidsOf(await list('priority=5'))).toEqual(named('f2', 'f3'));
      expect(uuidsOf(await list('priority=0'))).toEqual(named('f4'));
      const all = (await list('')).feedbacks;
      const scores = all.map((f) => f.sentiment_score).sort((a, b) => a - b);
      for (const threshold of [scores[0], scores[2], scores[4], 0, 1]) {
        const expected = all.filter((f) => f.sentiment_score >= threshold!).map((f) => f.uuid).sort();
        const got = await list(`min_sentiment=${threshold}`);
        expect(uuidsOf(got)).toEqual(expected);
        expect(got.total_feedback_count).toBe(expected.length);
      }
      // max_sentiment, a range, and a range with a priority: the page and its count agree (the
      // count may walk another index than the page).
      for (const [low, high] of [[-1, scores[1]!], [scores[1]!, scores[3]!], [scores[2]!, 1]] as const) {
        for (const extra of ['', '&priority=5']) {
          const expected = all.filter((f) => f.sentiment_score >= low && f.sentiment_score <= high && (extra === '' || f.priority === 5)).map((f) => f.uuid).sort();
          const got = await list(`min_sentiment=${low}&max_sentiment=${high}${extra}`);
          expect(uuidsOf(got)).toEqual(expected);
          expect(got.total_feedback_count).toBe(expected.length);
          const below = await list(`max_sentiment=${high}${extra}`);
          expect(below.total_feedback_count).toBe(all.filter((f) => f.sentiment_score <= high && (extra === '' || f.priority === 5)).length);
        }
      }
      expectProblem(await call(ctx.app, ctx.org, 'GET', '/feedbacks?min_sentiment=2'), 400);
      expectProblem(await call(ctx.app, ctx.org, 'GET', '/feedbacks?priority=11'), 400);
    });

    it('combines filters', async () => {
      expect(uuidsOf(await list(`company_uuids=${companyB.uuid}&priority=10`))).toEqual(named('f5'));
      expect(uuidsOf(await list(`search=export&from_date=2026-02-01`))).toEqual(named('f2', 'f5'));
    });

    it('sorts by each allowed key in both directions, ties by uuid', async () => {
      for (const sortBy of ['feedback_date', 'created_at', 'priority', 'sentiment_score']) {
        for (const direction of ['asc', 'desc']) {
          const rows = (await list(`sort_by=${sortBy}&sort_direction=${direction}`)).feedbacks;
          expect(rows).toHaveLength(5);
          const expected = [...rows].sort((a, b) => {
            const cmp = a[sortBy] < b[sortBy] ? -1 : a[sortBy] > b[sortBy] ? 1 : a.uuid < b.uuid ? -1 : 1;
            return direction === 'asc' ? cmp : -cmp;
          });
          expect(rows.map((f) => f.uuid)).toEqual(expected.map((f) => f.uuid));
        }
      }
    });

    it('pages stably (ties included) and answers a page past the end with the true total', async () => {
      const all = (await list('sort_by=priority&sort_direction=asc')).feedbacks.map((f) => f.uuid);
      const pages: string[] = [];
      for (let n = 1; n <= 3; n++) {
        const r = await call(ctx.app, ctx.org, 'GET', `/feedbacks?sort_by=priority&sort_direction=asc&page_size=2&page_number=${n}`);
        expect(r.status).toBe(200);
        expect(r.body.total_feedback_count).toBe(5);
        expect(r.body.feedbacks.length).toBe(n < 3 ? 2 : 1);
        pages.push(...r.body.feedbacks.map((f: any) => f.uuid));
      }
      expect(pages).toEqual(all);
      const past = await call(ctx.app, ctx.org, 'GET', '/feedbacks?page_size=2&page_number=100');
      expect(past.status).toBe(200);
      expect(past.body).toEqual({ feedbacks: [], total_feedback_count: 5 });
      const defaultPage = await call(ctx.app, ctx.org, 'GET', '/feedbacks?page_size=1');
      expect(defaultPage.body.feedbacks).toHaveLength(1);
      expect(defaultPage.body.total_feedback_count).toBe(5);
    });

    const badQueries: [string, string, RegExp?][] = [
      ['page_size=101', 'page_size', /100/],
      ['page_size=0', 'page_size', /1/],
      ['page_size=-5', 'page_size'],
      ['page_size=abc', 'page_size'],
      ['page_size=2.5', 'page_size'],
      ['page_number=0', 'page_number'],
      ['sort_by=bogus', 'sort_by', /feedback_date.*priority/],
      ['sort_direction=up', 'sort_direction'],
      ['customer_uuids=not-a-uuid', 'customer_uuids'],
      [`customer_uuids=${MISSING},xyz`, 'customer_uuids'],
      ['company_uuids=123', 'company_uuids'],
      ['from_date=yesterday', 'from_date'],
      ['from_date=2026-02-30', 'from_date'],
      ['to_date=2026-13-01', 'to_date'],
      ['to_date=2026-03-01T25:00:00Z', 'to_date'],
      ['priority=high', 'priority'],
      ['min_sentiment=abc', 'min_sentiment'],
      [`search=${'a'.repeat(501)}`, 'search', /500/],
    ];
    for (const [query, name, message] of badQueries) {
      it(`400 on ${query}, naming ${name}`, async () => {
        const problem = expectProblem(await call(ctx.app, ctx.org, 'GET', `/feedbacks?${query}`), 400);
        const error = problem.errors.find((e) => e.name === name);
        expect(error, JSON.stringify(problem.errors)).toBeDefined();
        expect(error!.in).toBe('query');
        if (message) expect(error!.message).toMatch(message);
      });
    }

    it('ignores unknown query parameters', async () => {
      const r = await call(ctx.app, ctx.org, 'GET', '/feedbacks?colour=blue');
      expect(r.status).toBe(200);
      expect(r.body.total_feedback_count).toBe(5);
    });
  });

  describe('DELETE /feedbacks (validation; effects are in test/store/consistency.test.ts)', () => {
    it('answers 200 {} and removes the feedback', async () => {
      const f = await createFeedback(ctx.app, ctx.org, { customer_uuid: c3.uuid, feedback_contents: 'Temporary note.' });
      const r = await call(ctx.app, ctx.org, 'DELETE', '/feedbacks', { feedback_uuids: [f.uuid] });
      expect(r.status).toBe(200);
      expect(r.body).toEqual({});
      expectProblem(await call(ctx.app, ctx.org, 'GET', `/feedbacks/${f.uuid}`), 404);
    });

    const badBodies: [string, () => unknown][] = [
      ['an empty array', () => ({ feedback_uuids: [] })],
      ['more than 1000 uuids', () => ({ feedback_uuids: Array.from({ length: 1001 }, () => fb.f1.uuid) })],
      ['a non-uuid', () => ({ feedback_uuids: [fb.f1.uuid, 'nope'] })],
      ['no feedback_uuids', () => ({})],
      ['a string instead of an array', () => ({ feedback_uuids: fb.f1.uuid })],
      ['an unknown field', () => ({ feedback_uuids: [fb.f1.uuid], force: true })],
    ];
    for (const [label, body] of badBodies) {
      it(`400 on ${label}, deleting nothing`, async () => {
        const problem = expectProblem(await call(ctx.app, ctx.org, 'DELETE', '/feedbacks', body()), 400);
        expect(problem.errors.length).toBeGreaterThan(0);
        expect((await list('')).total_feedback_count).toBe(5);
        expect((await call(ctx.app, ctx.org, 'GET', `/feedbacks/${fb.f1.uuid}`)).status).toBe(200);
      });
    }

    it('accepts exactly 1000 uuids', async () => {
      const uuids = Array.from({ length: 1000 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
      const r = await call(ctx.app, ctx.org, 'DELETE', '/feedbacks', { feedback_uuids: uuids });
      expect(r.status).toBe(200);
      expect((await list('')).total_feedback_count).toBe(5);
    });
  });

  describe('authentication and tenancy', () => {
    const routes = (): [string, string, unknown?][] => [
      ['GET', '/feedbacks'],
      ['GET', `/feedbacks?customer_uuids=${c1.uuid}`],
      ['POST', '/feedbacks', { feedback_contents: 'Sneaky.', customer_uuid: c1.uuid }],
      ['DELETE', '/feedbacks', { feedback_uuids: [fb.f1.uuid, fb.f2.uuid] }],
      ['GET', `/feedbacks/${fb.f1.uuid}`],
      ['GET', `/feedbacks/${fb.f1.uuid}/highlights`],
    ];

    it('401 with WWW-Authenticate without a token or with a bad one, on every route', async () => {
      for (const [method, path, body] of routes()) {
        const r = await call(ctx.app, noAuth, method as 'GET', path, body);
        expectProblem(r, 401);
        expect(r.headers['www-authenticate']).toMatch(/^Bearer/);
        const bad = await call(ctx.app, { ...ctx.org, headers: { authorization: 'Bearer nonsense' } }, method as 'GET', path, body);
        expectProblem(bad, 401);
        const basic = await call(ctx.app, { ...ctx.org, headers: { authorization: 'Basic dXNlcjpwYXNz' } }, method as 'GET', path, body);
        expectProblem(basic, 401);
      }
      expect((await list('')).total_feedback_count).toBe(5);
    });

    it('another organization’s token on our path: 404 on every route, nothing changes', async () => {
      const before = await call(ctx.app, ctx.org, 'GET', '/feedbacks?page_size=100');
      for (const [method, path, body] of routes()) {
        expectProblem(await call(ctx.app, asOther, method as 'GET', path, body), 404);
      }
      expect(await call(ctx.app, ctx.org, 'GET', '/feedbacks?page_size=100')).toMatchObject({ status: 200, body: before.body });
    });

    it('another organization on its own path never sees our feedback', async () => {
      expectProblem(await call(ctx.app, ctx.other, 'GET', `/feedbacks/${fb.f1.uuid}`), 404);
      expectProblem(await call(ctx.app, ctx.other, 'GET', `/feedbacks/${fb.f1.uuid}/highlights`), 404);
      const theirs = await call(ctx.app, ctx.other, 'GET', `/feedbacks?customer_uuids=${c1.uuid}`);
      expect(theirs.body).toEqual({ feedbacks: [], total_feedback_count: 0 });
      const search = await call(ctx.app, ctx.other, 'GET', '/feedbacks?search=dashboard');
      expect(search.body).toEqual({ feedbacks: [], total_feedback_count: 0 });
      const all = await call(ctx.app, ctx.other, 'GET', '/feedbacks');
      expect(all.body.total_feedback_count).toBe(1);
      expect(all.body.feedbacks[0].customer_uuid).toBe(otherCustomer.uuid);
    });
  });
});

describe('the total of the unfiltered feedback list (summed from the customers’ counters)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  it('follows ingests, deletes and a customer’s move to another company, as a filter that matches everything counts', async () => {
    const total = async (query = '') => (await call(ctx.app, ctx.org, 'GET', `/feedbacks?page_size=1${query}`)).body.total_feedback_count as number;
    const everything = '&to_date=2999-12-31T00:00:00Z';
    const companyA = await createCompany(ctx.app, ctx.org, { name: 'A', domain: 'a.example' });
    const companyB = await createCompany(ctx.app, ctx.org, { name: 'B', domain: 'b.example' });
    const alone = await createCustomer(ctx.app, ctx.org, { full_name: 'No Company', email: 'alone@example.com' });
    const moving = await createCustomer(ctx.app, ctx.org, { full_name: 'Mover', email: 'mover@a.example', customer_company_uuid: companyA.uuid });
    const theirs = await createCustomer(ctx.app, ctx.other, { full_name: 'Theirs', email: 'theirs@example.com' });
    expect(await total()).toBe(0);
    const created = [];
    for (const [customer, text] of [[alone, 'The export is broken.'], [moving, 'Love the new dashboard.'], [moving, 'Search is slow.'], [alone, 'ok']] as const) {
      created.push(await createFeedback(ctx.app, ctx.org, { customer_uuid: customer.uuid, feedback_contents: text }));
    }
    await createFeedback(ctx.app, ctx.other, { customer_uuid: theirs.uuid, feedback_contents: 'Not yours.' });
    expect(await total()).toBe(4);
    expect((await call(ctx.app, ctx.org, 'PUT', `/customers/${moving.uuid}`, { full_name: 'Mover', email: 'mover@a.example', customer_company_uuid: companyB.uuid })).status).toBe(200);
    expect(await total()).toBe(4);
    expect((await call(ctx.app, ctx.org, 'DELETE', '/feedbacks', { feedback_uuids: [created[0].uuid, created[2].uuid] })).status).toBe(200);
    expect(await total()).toBe(2);
    expect(await total(everything)).toBe(2);
    expect(await total('&page_number=3')).toBe(2);
  });
});
