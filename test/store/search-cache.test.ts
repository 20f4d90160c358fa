import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { openStore, type Store } from '../../src/store/db.js';
import { migrate } from '../../src/store/migrate.js';
import { Services } from '../../src/domain/services.js';
import { SearchIndex } from '../../src/store/search.js';
import type { FeedbackFilter } from '../../src/store/feedbacks.js';
import { ON_SQLITE } from '../helpers.js';

/**
 * SQLite keeps the full-text matches of recent searches (FeedbackFacets) while nothing changes:
 * a repeated search reads no matches, and every kind of write (by this process, by another
 * connection, a rolled-back one) makes the next search read them again, so totals and pages stay
 * exact. Two stores on one file stand for two processes.
 */
describe.skipIf(!ON_SQLITE)('kept search matches', () => {
  let dir: string;
  let here: Store;
  let elsewhere: Store;
  let services: Services;
  let other: Services;
  let org: string;
  let companies: string[];
  let customers: string[];
  const reads = vi.spyOn(SearchIndex.prototype, 'sqliteMatches');

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'cfs-search-cache-'));
    here = openStore(`sqlite:${join(dir, 'store.sqlite')}`);
    elsewhere = openStore(`sqlite:${join(dir, 'store.sqlite')}`);
    await migrate(here);
    services = new Services(here);
    other = new Services(elsewhere);
    org = (await services.organizations.create('Search cache')).uuid;
    companies = [(await services.createCompany(org, { name: 'Alpha' })).uuid, (await services.createCompany(org, { name: 'Beta' })).uuid];
    customers = [];
    for (let i = 0; i < 4; i++) {
      customers.push((await services.createCustomer(org, { full_name: `C${i}`, email: `c${i}@example.com`, customer_company_uuid: companies[i % 2] })).uuid);
    }
    for (let i = 0; i < 12; i++) await add(i % 3 === 0 ? 'The export fails again.' : i % 3 === 1 ? 'Exporting is slow.' : 'Nice dashboard.', customers[i % 4]!, i);
    await services.feedbacks.warmSearch();
  });

  afterAll(async () => {
    reads.mockRestore();
    await here?.close();
    await elsewhere?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  function add(text: string, customer: string, day: number, via = services) {
    return via.createFeedback(org, {
      customer_uuid: customer,
      feedback_contents: text,
      feedback_date: `2026-02-${String(1 + (day % 28)).padStart(2, '0')}T08:00:00.000Z`,
      priority: 0,
      feedback_type: 'FEEDBACK_RESPONSE',
      space_uuids: [],
    });
  }

  const page = { sortBy: 'feedback_date' as const, direction: 'desc' as const, limit: 5, offset: 0 };
  /** The in-memory answer and the SQL one (a date filter that keeps everything sends it to SQL). */
  async function both(filter: FeedbackFilter) {
    const memory = await services.feedbacks.list(org, filter, page);
    const viaSql = await services.feedbacks.list(org, { ...filter, fromDate: '1970-01-01' }, page);
    expect(memory).toEqual(viaSql);
    return memory;
  }
  /** How many times the full-text index is read while `work` runs. */
  async function readsDuring(work: () => Promise<unknown>): Promise<number> {
    const before = reads.mock.calls.length;
    await work();
    return reads.mock.calls.length - before;
  }

  it('a repeated search reads no matches; one within a company reads them all once it repeats', async () => {
    expect(await readsDuring(() => both({ search: 'export' }))).toBe(1);
    expect(await readsDuring(() => both({ search: 'export', minSentiment: -0.5 }))).toBe(0);
    expect(await readsDuring(() => both({ search: 'export', companyUuids: [companies[0]!] }))).toBe(0);
    // Words not kept: the first search within a company reads its matches only, the second all.
    expect(await readsDuring(() => both({ search: 'dashboard', companyUuids: [companies[1]!] }))).toBe(1);
    expect(await readsDuring(() => both({ search: 'dashboard', companyUuids: [companies[0]!] }))).toBe(1);
    expect(await readsDuring(() => both({ search: 'dashboard', customerUuids: [customers[1]!] }))).toBe(0);
    expect((await both({ search: 'export' })).total).toBe(8);
  });

  it('a new feedback, a move, a delete and a rolled-back write are all seen by the next search', async () => {
    await both({ search: 'export' });
    await add('Export to PDF please.', customers[0]!, 20);
    expect(await readsDuring(async () => expect((await both({ search: 'export' })).total).toBe(9))).toBe(1);

    await services.updateCustomer(org, customers[0]!, { customer_company_uuid: companies[1] });
    const moved = await both({ search: 'export', companyUuids: [companies[1]!] });
    expect(moved.rows.some((row) => row.customer_uuid === customers[0])).toBe(true);

    const doomed = (await both({ search: 'export' })).rows.slice(0, 2).map((row) => row.uuid);
    await services.deleteFeedback(org, doomed);
    expect((await both({ search: 'export' })).total).toBe(7);

    await both({ search: 'export' });
    await expect(
      here.db.transaction().execute(async (trx) => {
        const mark = services.feedbacks.mark();
        await services.feedbacks.create(trx, org, {
          customer_uuid: customers[2]!, company_uuid: companies[0]!, feedback_contents: 'export export', feedback_date: '2026-02-10T08:00:00.000Z',
          priority: 0, feedback_type: 'FEEDBACK_RESPONSE', space_uuids: [], sentiment_score: 0, highlights: [],
        });
        services.feedbacks.rolledBack(mark);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await both({ search: 'export' })).total).toBe(7);
  });

  it('pages of matches that share dates (ties broken by uuid) equal the SQL ones, however many share one', async () => {
    // 130 on one date (more than a JSON page read takes, so the page is sorted by SQLite), 6 on
    // another, and some on dates of their own around them.
    await here.db.transaction().execute(async (trx) => {
      const dates = [...Array(130).fill('2026-03-05T09:00:00.000Z'), ...Array(6).fill('2026-03-07T09:00:00.000Z')];
      for (let day = 1; day <= 9; day++) dates.push(`2026-03-0${day}T10:00:00.000Z`);
      for (const [i, date] of dates.entries()) {
        await services.feedbacks.create(trx, org, {
          customer_uuid: customers[i % 4]!, company_uuid: companies[i % 2]!, feedback_contents: `tied zebra number ${i}`, feedback_date: date,
          priority: 0, feedback_type: 'FEEDBACK_RESPONSE', space_uuids: [], sentiment_score: ((i % 7) - 3) / 4, highlights: [],
        });
      }
    });
    for (const direction of ['asc', 'desc'] as const) {
      for (const [limit, offsets] of [[1, [0, 1, 2, 3, 5, 6, 7, 60, 140, 144]], [5, [0, 5, 10, 135, 140]], [25, [0, 25, 100, 125]], [200, [0]]] as const) {
        for (const offset of offsets) {
          for (const filter of [{ search: 'zebra' }, { search: 'tied', minSentiment: 0 }, { search: 'zebra', companyUuids: [companies[1]!] }]) {
            const options = { sortBy: 'feedback_date' as const, direction, limit, offset };
            const memory = await services.feedbacks.list(org, filter, options);
            const viaSql = await services.feedbacks.list(org, { ...filter, fromDate: '1970-01-01' }, options);
            expect({ filter, options, ...memory }).toEqual({ filter, options, ...viaSql });
          }
        }
      }
    }
    expect((await services.feedbacks.list(org, { search: 'zebra' }, page)).total).toBe(145);
  });

  it('a write through another connection is seen by the next search', async () => {
    expect((await both({ search: 'export' })).total).toBe(7);
    await add('The export button is gone.', customers[3]!, 21, other);
    expect(await readsDuring(async () => expect((await both({ search: 'export' })).total).toBe(8))).toBe(1);
    // Another connection's delete of a feedback this one had kept among the matches.
    const newest = (await both({ search: 'export' })).rows[0]!.uuid;
    await sql`DELETE FROM feedbacks WHERE uuid = ${newest}`.execute(elsewhere.db);
    expect((await both({ search: 'export' })).total).toBe(7);
  });
});
