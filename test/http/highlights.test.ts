import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createCustomer, createFeedback, createTestApp, expectProblem, type TestContext, type TestOrg } from '../helpers.js';

const MISSING = '00000000-0000-4000-8000-000000000000';

/** Sentiment descending, ties by uuid descending: the default order of the top highlights. */
const bySentimentDesc = (a: any, b: any) => b.sentiment_score - a.sentiment_score || (a.uuid < b.uuid ? 1 : -1);

describe('highlight routes', () => {
  let ctx: TestContext;
  let asOther: TestOrg;
  let noAuth: TestOrg;
  let customers: any[];
  let feedbacks: any[];
  let all: any[]; // every highlight of the organization, as created
  let otherHighlight: any;

  const top = async (query = '') => {
    const r = await call(ctx.app, ctx.org, 'GET', `/feedback_highlights?page_size=100&${query}`);
    if (r.status !== 200) throw new Error(`${query}: ${r.status} ${r.text}`);
    return r.body as { feedback_highlights: any[]; total_highlight_count: number; total_customer_count: number };
  };
  const put = (uuid: string, body: unknown, as: TestOrg = ctx.org) => call(ctx.app, as, 'PUT', `/feedback_highlights/${uuid}`, body);

  beforeAll(async () => {
    ctx = await createTestApp();
    asOther = { ...ctx.org, headers: ctx.other.headers };
    noAuth = { ...ctx.org, headers: {} };
    customers = [];
    for (const name of ['Ann', 'Bob', 'Cid']) customers.push(await createCustomer(ctx.app, ctx.org, { full_name: name, email: `${name.toLowerCase()}@x.com` }));
    const texts: [number, string][] = [
      [0, 'The export is broken. I love the dashboard!'],
      [0, 'Great product, works well.'],
      [1, 'Terrible support. The app crashes every day. Please add dark mode.'],
      [1, 'Why is the invoice page so slow? The charts are beautiful.'],
      [2, 'I hate the new pricing. Support was very helpful though.'],
    ];
    feedbacks = [];
    for (const [who, text] of texts) feedbacks.push(await createFeedback(ctx.app, ctx.org, { customer_uuid: customers[who].uuid, feedback_contents: text }));
    all = feedbacks.flatMap((f) => f.highlights);
    const otherCustomer = await createCustomer(ctx.app, ctx.other, { full_name: 'Olga', email: 'olga@other.com' });
    const otherFeedback = await createFeedback(ctx.app, ctx.other, { customer_uuid: otherCustomer.uuid, feedback_contents: 'Awesome tool. Love it.' });
    otherHighlight = otherFeedback.highlights[0];
  });
  afterAll(async () => ctx.close());

  it('the fixture has enough highlights to test with', () => {
    expect(all.length).toBeGreaterThanOrEqual(8);
    expect(new Set(all.map((h) => h.customer_uuid)).size).toBe(3);
    expect(otherHighlight).toBeDefined();
  });

  describe('GET /feedbacks/{uuid}/highlights', () => {
    it('answers highlights + total_highlight_count, in text order, the same records as on the feedback', async () => {
      const f = feedbacks[2];
      const r = await call(ctx.app, ctx.org, 'GET', `/feedbacks/${f.uuid}/highlights`);
      expect(r.status).toBe(200);
      expect(Object.keys(r.body).sort()).toEqual(['highlights', 'total_highlight_count']);
      expect(r.body.total_highlight_count).toBe(f.highlights.length);
      expect(r.body.highlights).toEqual([...f.highlights].sort((a, b) => a.start - b.start));
      for (const h of r.body.highlights) expect(f.feedback_contents.slice(h.start, h.end)).toBe(h.quote);
    });

    it('pages, and answers a page past the end with the true total', async () => {
      const f = feedbacks[2];
      const first = await call(ctx.app, ctx.org, 'GET', `/feedbacks/${f.uuid}/highlights?page_size=1`);
      const second = await call(ctx.app, ctx.org, 'GET', `/feedbacks/${f.uuid}/highlights?page_size=1&page_number=2`);
      expect(first.body.highlights).toHaveLength(1);
      expect(second.body.highlights).toHaveLength(1);
      expect(first.body.highlights[0].start).toBeLessThan(second.body.highlights[0].start);
      expect(first.body.total_highlight_count).toBe(f.highlights.length);
      const past = await call(ctx.app, ctx.org, 'GET', `/feedbacks/${f.uuid}/highlights?page_number=50`);
      expect(past.body).toEqual({ highlights: [], total_highlight_count: f.highlights.length });
    });

    it('400 on page_size over 100; 404 on an unknown feedback', async () => {
      const problem = expectProblem(await call(ctx.app, ctx.org, 'GET', `/feedbacks/${feedbacks[0].uuid}/highlights?page_size=101`), 400);
      expect(problem.errors[0]).toMatchObject({ name: 'page_size', in: 'query' });
      expect(problem.errors[0]!.message).toMatch(/100/);
      expectProblem(await call(ctx.app, ctx.org, 'GET', `/feedbacks/${MISSING}/highlights`), 404);
    });
  });

  describe('GET /feedback_highlights', () => {
    it('answers feedback_highlights + total_highlight_count + total_customer_count, by sentiment desc by default', async () => {
      const r = await call(ctx.app, ctx.org, 'GET', '/feedback_highlights');
      expect(r.status).toBe(200);
      expect(Object.keys(r.body).sort()).toEqual(['feedback_highlights', 'total_customer_count', 'total_highlight_count']);
      expect(r.body.total_highlight_count).toBe(all.length);
      expect(r.body.total_customer_count).toBe(3);
      expect(r.body.feedback_highlights).toEqual([...all].sort(bySentimentDesc).slice(0, 25));
      for (const h of r.body.feedback_highlights) {
        expect(h.organization_uuid).toBe(ctx.org.uuid);
        expect(typeof h.liked).toBe('boolean');
        expect(typeof h.archived).toBe('boolean');
      }
    });

    it('sorts by sentiment asc and by created_at; pages stably', async () => {
      const asc = await top('sort_direction=asc');
      const scores = asc.feedback_highlights.map((h) => h.sentiment_score);
      expect(scores).toEqual([...scores].sort((a, b) => a - b));
      const created = await top('sort_by=created_at&sort_direction=asc');
      const keys = created.feedback_highlights.map((h) => `${h.created_at} ${h.uuid}`);
      expect(keys).toEqual([...keys].sort());
      const paged: string[] = [];
      for (let n = 1; n <= Math.ceil(all.length / 3); n++) {
        const r = await call(ctx.app, ctx.org, 'GET', `/feedback_highlights?page_size=3&page_number=${n}`);
        expect(r.body.total_highlight_count).toBe(all.length);
        paged.push(...r.body.feedback_highlights.map((h: any) => h.uuid));
      }
      expect(paged).toEqual([...all].sort(bySentimentDesc).map((h) => h.uuid));
      const past = await call(ctx.app, ctx.org, 'GET', '/feedback_highlights?page_number=99');
      expect(past.body).toEqual({ feedback_highlights: [], total_highlight_count: all.length, total_customer_count: 3 });
    });

    it('400 on a bad sort_by, sort_direction, page_size, liked_only or include_archived', async () => {
      for (const [query, name] of [
        ['sort_by=sentiment_score', 'sort_by'],
        ['sort_direction=sideways', 'sort_direction'],
        ['page_size=101', 'page_size'],
        ['liked_only=maybe', 'liked_only'],
        ['include_archived=2', 'include_archived'],
      ]) {
        const problem = expectProblem(await call(ctx.app, ctx.org, 'GET', `/feedback_highlights?${query}`), 400);
        expect(problem.errors.map((e) => e.name)).toContain(name);
      }
    });
  });

  describe('PUT /feedback_highlights/{uuid} and its effect on the top list', () => {
    it('likes a highlight; liked_only lists only liked ones; total_customer_count counts all matches', async () => {
      const liked = [all[0], all[all.length - 1]];
      for (const h of liked) {
        const r = await put(h.uuid, { liked: true });
        expect(r.status).toBe(200);
        expect(r.body.feedback_highlights).toHaveLength(1);
        expect(r.body.feedback_highlights[0]).toMatchObject({ uuid: h.uuid, liked: true, archived: false, quote: h.quote, sentiment_score: h.sentiment_score });
      }
      const likedOnly = await top('liked_only=true');
      expect(likedOnly.feedback_highlights.map((h) => h.uuid)).toEqual([...liked].sort(bySentimentDesc).map((h) => h.uuid));
      expect(likedOnly.total_highlight_count).toBe(2);
      expect(likedOnly.total_customer_count).toBe(new Set(liked.map((h) => h.customer_uuid)).size);
      // Counts cover every match, not just the page.
      const onePage = await call(ctx.app, ctx.org, 'GET', '/feedback_highlights?liked_only=true&page_size=1');
      expect(onePage.body.feedback_highlights).toHaveLength(1);
      expect(onePage.body.total_highlight_count).toBe(2);
      expect(onePage.body.total_customer_count).toBe(2);
      const explicitFalse = await top('liked_only=false');
      expect(explicitFalse.total_highlight_count).toBe(all.length);
      // The single GET and the feedback read show the change.
      const one = await call(ctx.app, ctx.org, 'GET', `/feedback_highlights/${all[0].uuid}`);
      expect(one.body.total_highlight_count).toBe(1);
      expect(one.body.feedback_highlights[0].liked).toBe(true);
      const f = await call(ctx.app, ctx.org, 'GET', `/feedbacks/${all[0].feedback_uuid}`);
      expect(f.body.feedbacks[0].highlights.find((h: any) => h.uuid === all[0].uuid).liked).toBe(true);
      // Unlike again.
      expect((await put(all[all.length - 1].uuid, { liked: false })).body.feedback_highlights[0].liked).toBe(false);
      expect((await top('liked_only=true')).total_highlight_count).toBe(1);
      // PATCH is PUT's alias.
      const patched = await call(ctx.app, ctx.org, 'PATCH', `/feedback_highlights/${all[1].uuid}`, { liked: true });
      expect(patched.body.feedback_highlights[0].liked).toBe(true);
      expect((await call(ctx.app, ctx.org, 'PATCH', `/feedback_highlights/${all[1].uuid}`, { liked: false })).body.feedback_highlights[0].liked).toBe(false);
      expect((await call(ctx.app, ctx.other, 'PATCH', `/feedback_highlights/${all[1].uuid}`, { liked: true })).status).toBe(404);
    });

    it('archived highlights leave the top list (and the customer count) unless include_archived=true', async () => {
      // Archive every highlight of customer 2 (Cid).
      const cid = all.filter((h) => h.customer_uuid === customers[2].uuid);
      expect(cid.length).toBeGreaterThan(0);
      for (const h of cid) {
        const r = await put(h.uuid, { archived: true });
        expect(r.body.feedback_highlights[0]).toMatchObject({ uuid: h.uuid, archived: true });
      }
      const visible = await top();
      expect(visible.total_highlight_count).toBe(all.length - cid.length);
      expect(visible.total_customer_count).toBe(2);
      expect(visible.feedback_highlights.some((h) => h.archived)).toBe(false);
      const withArchived = await top('include_archived=true');
      expect(withArchived.total_highlight_count).toBe(all.length);
      expect(withArchived.total_customer_count).toBe(3);
      expect(withArchived.feedback_highlights.filter((h) => h.archived).map((h) => h.uuid).sort()).toEqual(cid.map((h) => h.uuid).sort());
      // A feedback's own highlight list keeps archived ones.
      const own = await call(ctx.app, ctx.org, 'GET', `/feedbacks/${cid[0].feedback_uuid}/highlights`);
      expect(own.body.highlights.map((h: any) => h.uuid)).toContain(cid[0].uuid);
      // Un-archive: back in the list.
      for (const h of cid) await put(h.uuid, { archived: false });
      expect((await top()).total_highlight_count).toBe(all.length);
    });

    it('liked_only leaves archived liked highlights out unless include_archived=true', async () => {
      const h = all[0];
      await put(h.uuid, { liked: true, archived: true });
      expect((await top('liked_only=true')).feedback_highlights.map((x) => x.uuid)).not.toContain(h.uuid);
      expect((await top('liked_only=true&include_archived=true')).feedback_highlights.map((x) => x.uuid)).toContain(h.uuid);
      await put(h.uuid, { archived: false });
    });

    it('{} changes nothing; a fetched highlight can be PUT back; updated_at moves on a change', async () => {
      const h = all[1];
      const before = (await call(ctx.app, ctx.org, 'GET', `/feedback_highlights/${h.uuid}`)).body.feedback_highlights[0];
      const same = await put(h.uuid, {});
      expect(same.status).toBe(200);
      expect(same.body.feedback_highlights[0]).toEqual(before);
      const roundTrip = await put(h.uuid, { ...before, liked: !before.liked, quote: 'ignored', sentiment_score: 1 });
      expect(roundTrip.status).toBe(200);
      expect(roundTrip.body.feedback_highlights[0]).toMatchObject({ liked: !before.liked, quote: before.quote, sentiment_score: before.sentiment_score });
      expect(roundTrip.body.feedback_highlights[0].updated_at >= before.updated_at).toBe(true);
      // Sent back as it now is, it changes nothing, not even updated_at.
      const now = roundTrip.body.feedback_highlights[0];
      expect((await put(h.uuid, now)).body.feedback_highlights[0]).toEqual(now);
      await put(h.uuid, { liked: before.liked });
    });

    it('400 on non-boolean values or unknown fields, and nothing changes', async () => {
      const h = all[2];
      const before = (await call(ctx.app, ctx.org, 'GET', `/feedback_highlights/${h.uuid}`)).body;
      for (const [body, name] of [
        [{ liked: 'true' }, 'liked'],
        [{ liked: 1 }, 'liked'],
        [{ archived: null }, 'archived'],
        [{ archived: 'yes', liked: true }, 'archived'],
        [{ starred: true }, 'starred'],
      ] as const) {
        const problem = expectProblem(await put(h.uuid, body), 400);
        expect(problem.errors.map((e) => e.name)).toContain(name);
      }
      expect((await call(ctx.app, ctx.org, 'GET', `/feedback_highlights/${h.uuid}`)).body).toEqual(before);
    });

    it('404 for an unknown highlight, and for another organization’s highlight', async () => {
      expectProblem(await put(MISSING, { liked: true }), 404);
      expectProblem(await call(ctx.app, ctx.org, 'GET', `/feedback_highlights/${MISSING}`), 404);
      expectProblem(await put(otherHighlight.uuid, { liked: true }), 404);
      expectProblem(await call(ctx.app, ctx.org, 'GET', `/feedback_highlights/${otherHighlight.uuid}`), 404);
      const theirs = await call(ctx.app, ctx.other, 'GET', `/feedback_highlights/${otherHighlight.uuid}`);
      expect(theirs.body.feedback_highlights[0]).toEqual(otherHighlight);
    });
  });

  describe('authentication and tenancy', () => {
    const routes = (): [string, string, unknown?][] => [
      ['GET', '/feedback_highlights'],
      ['GET', '/feedback_highlights?liked_only=true'],
      ['GET', `/feedback_highlights/${all[0].uuid}`],
      ['PUT', `/feedback_highlights/${all[0].uuid}`, { liked: true, archived: true }],
      ['GET', `/feedbacks/${feedbacks[0].uuid}/highlights`],
    ];

    it('401 without a token on every route', async () => {
      for (const [method, path, body] of routes()) {
        const r = await call(ctx.app, noAuth, method as 'GET', path, body);
        expectProblem(r, 401);
        expect(r.headers['www-authenticate']).toMatch(/^Bearer/);
      }
    });

    it('another organization’s token on our path: 404 on every route, nothing changes', async () => {
      const before = await top('include_archived=true');
      for (const [method, path, body] of routes()) expectProblem(await call(ctx.app, asOther, method as 'GET', path, body), 404);
      expect(await top('include_archived=true')).toEqual(before);
    });

    it('another organization on its own path sees none of our highlights and cannot change them', async () => {
      const h = all[3];
      const before = (await call(ctx.app, ctx.org, 'GET', `/feedback_highlights/${h.uuid}`)).body;
      expectProblem(await put(h.uuid, { liked: true, archived: true }, ctx.other), 404);
      expectProblem(await call(ctx.app, ctx.other, 'GET', `/feedback_highlights/${h.uuid}`), 404);
      expect((await call(ctx.app, ctx.org, 'GET', `/feedback_highlights/${h.uuid}`)).body).toEqual(before);
      const theirs = await call(ctx.app, ctx.other, 'GET', '/feedback_highlights?include_archived=true&page_size=100');
      expect(theirs.body.total_customer_count).toBe(1);
      for (const x of theirs.body.feedback_highlights) expect(x.organization_uuid).toBe(ctx.other.uuid);
      expect(theirs.body.total_highlight_count).toBe(theirs.body.feedback_highlights.length);
    });
  });
});
