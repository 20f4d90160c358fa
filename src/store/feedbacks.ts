import { sql, type Kysely, type SelectQueryBuilder, type SqlBool, type Transaction } from 'kysely';
import type { Database, FeedbackRow, HighlightRow } from './schema.js';
import { uuidv7 } from './ids.js';
import { FeedbackCounters, lockCounterRows, refreshFeedbackCounters } from './aggregates.js';
import type { Dialect } from './db.js';
import { SearchIndex } from './search.js';
import { changedFields, now, orderClause, pageWithTotal, Prepared, roundScore, type ListOptions, type ListResult, type SortDirection } from './query.js';

export interface Highlight {
  uuid: string;
  organization_uuid: string;
  feedback_uuid: string;
  customer_uuid: string;
  quote: string;
  start: number;
  end: number;
  category: string;
  sentiment_score: number;
  liked: boolean;
  archived: boolean;
  created_at: string;
  updated_at: string;
}

export interface Feedback {
  uuid: string;
  organization_uuid: string;
  customer_uuid: string;
  company_uuid: string | null;
  feedback_contents: string;
  feedback_date: string;
  priority: number;
  feedback_type: string;
  sentiment_score: number;
  space_uuids: string[];
  created_at: string;
  updated_at: string;
  highlights?: Highlight[];
}

export interface NewHighlight {
  start: number;
  end: number;
  quote: string;
  category: string;
  sentimentScore: number;
  themeUuid: string | null;
}

export interface NewFeedback {
  customer_uuid: string;
  company_uuid: string | null;
  feedback_contents: string;
  feedback_date: string;
  priority: number;
  feedback_type: string;
  space_uuids: string[];
  sentiment_score: number;
  highlights: NewHighlight[];
  /** The customer's highlight counters before this feedback (keeps the top-highlight totals in step). */
  customerHighlightsBefore?: { total: number; archived: number };
}

export const FEEDBACK_SORTS = ['feedback_date', 'created_at', 'priority', 'sentiment_score'] as const;
export type FeedbackSort = (typeof FEEDBACK_SORTS)[number];

export interface FeedbackFilter {
  uuids?: string[];
  customerUuids?: string[];
  companyUuids?: string[];
  spaceUuid?: string;
  feedbackTypes?: string[];
  fromDate?: string;
  toDate?: string;
  search?: string;
  priority?: number;
  minSentiment?: number;
  maxSentiment?: number;
}

export const HIGHLIGHT_SORTS = ['sentiment', 'created_at'] as const;
export type HighlightSort = (typeof HIGHLIGHT_SORTS)[number];

export interface HighlightFilter {
  feedbackUuid?: string;
  customerUuid?: string;
  likedOnly?: boolean;
  includeArchived?: boolean;
}

type Executor = Kysely<Database> | Transaction<Database>;

const FEEDBACK_COLUMNS = [
  'organization_uuid', 'uuid', 'customer_uuid', 'company_uuid', 'feedback_contents', 'feedback_date', 'priority',
  'feedback_type', 'sentiment_score', 'space_uuids', 'created_at', 'updated_at', 'search_rowid',
] as const satisfies readonly (keyof FeedbackRow)[];
const HIGHLIGHT_COLUMNS = [
  'organization_uuid', 'uuid', 'feedback_uuid', 'customer_uuid', 'start_offset', 'end_offset', 'quote', 'category',
  'sentiment_score', 'liked', 'archived', 'created_at', 'updated_at', 'theme_uuid',
] as const satisfies readonly (keyof HighlightRow)[];
/** Highlights of one feedback inserted by one prepared statement; more go by plain Kysely inserts. */
const PREPARED_HIGHLIGHT_ROWS = 16;
/**
 * Highlights per plain insert beyond that: a statement binds every value as a parameter, and
 * SQLite takes at most 32,766 in one (PostgreSQL 65,535); a 100,000-character feedback may have
 * thousands of highlights.
 */
const HIGHLIGHT_INSERT_ROWS = 500;

/** An organization's top-highlight totals, archived highlights included (`all`) or not. */
interface HighlightTotals {
  all: number;
  customersAll: number;
  visible: number;
  customersVisible: number;
  /** The data_version they were summed at (SQLite). */
  dataVersion: number;
}

/** A feedback's columns that a search filters and orders on, as FeedbackFacets keeps them. */
interface FacetRow {
  search_rowid: number;
  organization_uuid: string;
  company_uuid: string | null;
  customer_uuid: string;
  sentiment_score: number;
  feedback_date: string;
}

/** The filters a search answers in memory with FeedbackFacets; any other goes to SQL. */
const FACET_FILTERS = {
  test(filter: FeedbackFilter): boolean {
    return (
      filter.uuids === undefined &&
      filter.spaceUuid === undefined &&
      filter.feedbackTypes === undefined &&
      filter.fromDate === undefined &&
      filter.toDate === undefined &&
      filter.priority === undefined
    );
  },
};

/** The columns of a search page read as JSON (the organization is known), in PageRecord's order. */
const PAGE_COLUMNS = [
  'uuid', 'customer_uuid', 'company_uuid', 'feedback_contents', 'feedback_date', 'priority', 'feedback_type',
  'sentiment_score', 'space_uuids', 'created_at', 'updated_at', 'search_rowid',
] as const satisfies readonly (keyof FeedbackRow)[];
type PageRecord = [string, string, string | null, string, string, number, string, number, string, string, string, number];

function pageRow(organizationUuid: string, r: PageRecord): FeedbackRow {
  return {
    organization_uuid: organizationUuid, uuid: r[0], customer_uuid: r[1], company_uuid: r[2], feedback_contents: r[3], feedback_date: r[4], priority: r[5],
    feedback_type: r[6], sentiment_score: r[7], space_uuids: r[8], created_at: r[9], updated_at: r[10], search_rowid: r[11],
  };
}

/** Text order by UTF-16 code unit: SQLite's BINARY order for ASCII text such as timestamps and uuids. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** At most this many searches' matches are kept, and this many rowids in all (4 bytes each). */
const MATCH_CACHE_ENTRIES = 64;
const MATCH_CACHE_IDS = 1 << 21;
/** Candidates of a search page are picked in memory up to this rank; deeper pages page in SQL. */
const FACET_PAGE_DEPTH = 5000;
/** A timestamp as stored (toISOString of a 4-digit year), whose text order is its time order. */
const PLAIN_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * SQLite only: the organization, company, customer, sentiment and date of every feedback, in
 * typed arrays indexed by its search entry's rowid. A search then reads the rowids of its
 * full-text matches in one statement and filters and counts them here, exactly, instead of
 * looking each match up in a B-tree (about 0.5 µs each: 5 ms for the 10,000 matches of a common
 * word), and picks its page's candidates by date before reading only those rows.
 *
 * Kept exact: every write of these columns goes through FeedbackRepository, which updates the
 * arrays inside the transaction (reads on the embedded store wait for the transaction), and a
 * rolled-back write that had changed them drops them (`rolledBack`). Writes of another connection
 * show in `PRAGMA data_version`, read in the same statement as the matches: the arrays are then
 * reloaded. Loaded on the first search (about 40 bytes a feedback).
 */
class FeedbackFacets {
  private loadedAt: number | undefined;
  /** Bumped by every change, so a rollback can tell whether the arrays saw one. */
  private changes = 0;
  /** Small numbers for the uuids of organizations, companies and customers (0: none). */
  private readonly ids = new Map<string, number>();
  private organization = new Int32Array(0);
  private company = new Int32Array(0);
  private customer = new Int32Array(0);
  private sentiment = new Float64Array(0);
  private date = new Float64Array(0);
  /** False once a stored date is not a plain timestamp (its text and time orders could differ). */
  private datesOrdered = true;

  /**
   * The full-text matches (rowids, ascending, all organizations) of recent searches' words, each
   * valid for the store as it was: at the data_version it was read at and before any change here
   * (`changes`). So any write of feedback, by this process or another, or rolled back, drops them
   * all: a kept answer is always the one the index would give. Searches that repeat while nothing
   * is written (paging, sorting, other filters on the same words, several users) then read no
   * matches. Entries without rowids only note that the words were searched (see `searchedBefore`).
   */
  private readonly matchCache = new Map<string, { changes: number; dataVersion?: number; rowids?: Int32Array }>();
  private matchCacheSize = 0;

  get loaded(): boolean {
    return this.loadedAt !== undefined;
  }

  /** The kept matches of an FTS query, if kept in the current state and read at this data_version. */
  cachedMatches(query: string, dataVersion: number): Int32Array | undefined {
    const entry = this.matchCache.get(query);
    if (!entry?.rowids || entry.changes !== this.changes || entry.dataVersion !== dataVersion || !this.current(dataVersion)) return undefined;
    // Most recently used last, so eviction takes the least recently used first.
    this.matchCache.delete(query);
    this.matchCache.set(query, entry);
    return entry.rowids;
  }

  /** Whether the data_version is worth reading for this query: its matches may be kept. */
  mayHaveMatches(query: string): boolean {
    const entry = this.matchCache.get(query);
    return entry?.rowids !== undefined && entry.changes === this.changes;
  }

  /** Whether this query was searched before with nothing changed here since. */
  searchedBefore(query: string): boolean {
    return this.matchCache.get(query)?.changes === this.changes;
  }

  /** Notes a search of this query whose matches are not kept (see `searchedBefore`). */
  noteSearch(query: string): void {
    if (this.searchedBefore(query)) return;
    this.forget(query);
    this.matchCache.set(query, { changes: this.changes });
    this.trimMatches();
  }

  /** Keeps the matches of a query read at `dataVersion` with the arrays current. */
  keepMatches(query: string, dataVersion: number, rowids: Int32Array): void {
    this.forget(query);
    if (!this.current(dataVersion) || rowids.length > MATCH_CACHE_IDS / 4) return;
    this.matchCache.set(query, { changes: this.changes, dataVersion, rowids });
    this.matchCacheSize += rowids.length;
    this.trimMatches();
  }

  private forget(query: string): void {
    const entry = this.matchCache.get(query);
    if (!entry) return;
    this.matchCacheSize -= entry.rowids?.length ?? 0;
    this.matchCache.delete(query);
  }

  /** Drops what no longer answers for the store, then the least recently used over the limits. */
  private trimMatches(): void {
    for (const [query, entry] of this.matchCache) if (entry.changes !== this.changes) this.forget(query);
    for (const query of this.matchCache.keys()) {
      if (this.matchCache.size <= MATCH_CACHE_ENTRIES && this.matchCacheSize <= MATCH_CACHE_IDS) break;
      this.forget(query);
    }
  }

  mark(): number {
    return this.changes;
  }

  /** After a rollback: the arrays may hold what was rolled back if they changed since `mark`. */
  rolledBack(mark: number): boolean {
    if (this.changes === mark) return false;
    this.invalidate();
    return true;
  }

  invalidate(): void {
    this.loadedAt = undefined;
    this.changes++;
  }

  /** Whether the arrays answer for a store at this data_version. */
  current(dataVersion: number): boolean {
    return this.loadedAt === dataVersion;
  }

  load(rows: FacetRow[], dataVersion: number): void {
    this.ids.clear();
    this.datesOrdered = true;
    const size = rows.reduce((max, row) => Math.max(max, row.search_rowid + 1), 1024);
    this.organization = new Int32Array(size);
    this.company = new Int32Array(size);
    this.customer = new Int32Array(size);
    this.sentiment = new Float64Array(size);
    this.date = new Float64Array(size);
    for (const row of rows) this.write(row);
    this.loadedAt = dataVersion;
    this.changes++;
  }

  id(uuid: string | null): number {
    if (uuid === null) return 0;
    let id = this.ids.get(uuid);
    if (id === undefined) this.ids.set(uuid, (id = this.ids.size + 1));
    return id;
  }

  /** The id of a uuid the arrays know, or -1 (which no entry carries). */
  known(uuid: string): number {
    return this.ids.get(uuid) ?? -1;
  }

  set(row: FacetRow): void {
    this.changes++;
    if (this.loaded) this.write(row);
  }

  clear(rowids: number[]): void {
    this.changes++;
    if (this.loaded) for (const rowid of rowids) if (rowid < this.organization.length) this.organization[rowid] = 0;
  }

  setCompany(rowids: number[], companyUuid: string | null): void {
    this.changes++;
    if (!this.loaded) return;
    const company = this.id(companyUuid);
    for (const rowid of rowids) if (rowid < this.company.length) this.company[rowid] = company;
  }

  private write(row: FacetRow): void {
    const rowid = row.search_rowid;
    if (rowid >= this.organization.length) this.grow(rowid + 1);
    this.organization[rowid] = this.id(row.organization_uuid);
    this.company[rowid] = this.id(row.company_uuid);
    this.customer[rowid] = this.id(row.customer_uuid);
    this.sentiment[rowid] = row.sentiment_score;
    this.date[rowid] = Date.parse(row.feedback_date);
    if (!PLAIN_TIMESTAMP.test(row.feedback_date)) this.datesOrdered = false;
  }

  private grow(min: number): void {
    const size = Math.max(min, this.organization.length * 2);
    const grown = <T extends Int32Array | Float64Array>(old: T, make: (n: number) => T): T => {
      const next = make(size);
      next.set(old);
      return next;
    };
    this.organization = grown(this.organization, (n) => new Int32Array(n));
    this.company = grown(this.company, (n) => new Int32Array(n));
    this.customer = grown(this.customer, (n) => new Int32Array(n));
    this.sentiment = grown(this.sentiment, (n) => new Float64Array(n));
    this.date = grown(this.date, (n) => new Float64Array(n));
  }

  /** The matches (rowids) that pass the filter: the organization's, in the sets and ranges given. */
  filter(rowids: Int32Array, organizationUuid: string, filter: FeedbackFilter): number[] {
    const organization = this.known(organizationUuid);
    const companies = filter.companyUuids && new Set(filter.companyUuids.map((uuid) => this.known(uuid)));
    const customers = filter.customerUuids && new Set(filter.customerUuids.map((uuid) => this.known(uuid)));
    // A missing bound passes every score (NaN compares false, and no score is NaN).
    const min = filter.minSentiment ?? -Infinity;
    const max = filter.maxSentiment ?? Infinity;
    const { organization: organizations, company, customer, sentiment } = this;
    const passed: number[] = [];
    for (let i = 0; i < rowids.length; i++) {
      const rowid = rowids[i]!;
      if (organizations[rowid] !== organization) continue;
      if (companies && !companies.has(company[rowid]!)) continue;
      if (customers && !customers.has(customer[rowid]!)) continue;
      const score = sentiment[rowid]!;
      if (!(score >= min && score <= max)) continue;
      passed.push(rowid);
    }
    return passed;
  }

  /**
   * The matches that can be on the page ending at rank `depth` of a date order: every match up to
   * that rank and every match sharing the date there (the store breaks those ties by uuid).
   * Undefined when dates cannot be ordered here.
   */
  candidates(rowids: number[], depth: number, direction: SortDirection): number[] | undefined {
    if (!this.datesOrdered) return undefined;
    if (rowids.length <= depth) return rowids;
    // The `depth` first dates in the chosen order, kept sorted (dates taken as larger-is-first by
    // negating them for ascending order); one pass, few insertions for dates in random order.
    const sign = direction === 'desc' ? 1 : -1;
    const top = new Float64Array(depth).fill(-Infinity);
    for (const rowid of rowids) {
      const key = sign * this.date[rowid]!;
      if (key <= top[depth - 1]!) continue;
      let i = depth - 1;
      while (i > 0 && top[i - 1]! < key) {
        top[i] = top[i - 1]!;
        i--;
      }
      top[i] = key;
    }
    const boundary = top[depth - 1]!;
    return rowids.filter((rowid) => sign * this.date[rowid]! >= boundary);
  }

  /**
   * The rows to read for the page [offset, offset + limit) of a date order: the candidates whose
   * dates lie from the page's first date to its last (ties at either end included, as the store
   * breaks them by uuid), and `skip`, how many of those come before the page once they are
   * ordered by date then uuid; also `candidates` (see `candidates`), for a page SQLite must sort
   * when too many rows share its dates. Undefined when dates cannot be ordered here. `offset` must
   * be below the number of matches.
   */
  pageRows(rowids: number[], offset: number, limit: number, direction: SortDirection): { rowids: number[]; skip: number; candidates: number[] } | undefined {
    const depth = offset + limit;
    const candidates = this.candidates(rowids, depth, direction);
    if (!candidates) return undefined;
    // key: smaller first in the chosen order.
    const sign = direction === 'desc' ? -1 : 1;
    const keys = new Float64Array(candidates.length);
    for (let i = 0; i < candidates.length; i++) keys[i] = sign * this.date[candidates[i]!]!;
    keys.sort();
    const first = keys[offset]!;
    const last = keys[Math.min(depth, keys.length) - 1]!;
    const page: number[] = [];
    let before = 0;
    for (const rowid of candidates) {
      const key = sign * this.date[rowid]!;
      if (key < first) before++;
      else if (key <= last) page.push(rowid);
    }
    return { rowids: page, skip: offset - before, candidates };
  }
}

export function toHighlight(row: HighlightRow): Highlight {
  return {
    uuid: row.uuid,
    organization_uuid: row.organization_uuid,
    feedback_uuid: row.feedback_uuid,
    customer_uuid: row.customer_uuid,
    quote: row.quote,
    start: row.start_offset,
    end: row.end_offset,
    category: row.category,
    sentiment_score: roundScore(row.sentiment_score)!,
    liked: row.liked === 1,
    archived: row.archived === 1,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function toFeedback(row: FeedbackRow, highlights?: HighlightRow[]): Feedback {
  return {
    uuid: row.uuid,
    organization_uuid: row.organization_uuid,
    customer_uuid: row.customer_uuid,
    company_uuid: row.company_uuid,
    feedback_contents: row.feedback_contents,
    feedback_date: row.feedback_date,
    priority: row.priority,
    feedback_type: row.feedback_type,
    sentiment_score: roundScore(row.sentiment_score)!,
    space_uuids: JSON.parse(row.space_uuids) as string[],
    created_at: row.created_at,
    updated_at: row.updated_at,
    ...(highlights ? { highlights: highlights.map(toHighlight) } : {}),
  };
}

/** The in-memory search data and top-highlight totals of each store (keyed by its Kysely instance). */
const SHARED_MEMORY = new WeakMap<object, { facets: FeedbackFacets; highlightTotals: Map<string, HighlightTotals> }>();

export class FeedbackRepository {
  private readonly search: SearchIndex;
  private readonly counters = new FeedbackCounters();
  /** SQLite: what searches filter on, in memory (see FeedbackFacets); undefined on PostgreSQL. */
  private readonly facets: FeedbackFacets | undefined;
  /**
   * SQLite: each organization's top-highlight totals once summed, then kept in step by every
   * ingest of this repository (inside its transaction, like FeedbackFacets); dropped by deletes,
   * archiving, rollbacks, and when another connection wrote (data_version).
   */
  private readonly highlightTotals: Map<string, HighlightTotals>;
  private readonly readDataVersion = new Prepared<never>(() => sql`SELECT data_version AS v FROM pragma_data_version`);
  /** Feedback rows by search rowid, as one JSON array of PageRecord (json_array keeps REALs exact: %!.17g). */
  private readonly pageJson = new Prepared<'organization_uuid' | 'rowids'>(
    (_db, p) => sql`SELECT json_group_array(json_array(${sql.raw(PAGE_COLUMNS.join(', '))})) AS page FROM feedbacks
      WHERE +organization_uuid = ${p('organization_uuid')} AND search_rowid IN (SELECT value FROM json_each(${p('rowids')}))`,
  );
  /** A search page among candidate rows (FeedbackFacets.candidates), newest or oldest first. */
  private readonly candidatePage = Object.fromEntries(
    (['asc', 'desc'] as const).map((direction) => [
      direction,
      new Prepared<'organization_uuid' | 'rowids' | 'limit' | 'offset'>((db, p) =>
        db
          .selectFrom('feedbacks')
          .selectAll()
          .where(sql<SqlBool>`+organization_uuid = ${p('organization_uuid')} AND search_rowid IN (SELECT value FROM json_each(${p('rowids')}))`)
          .orderBy(orderClause('feedback_date', direction))
          .limit(p('limit'))
          .offset(p('offset')),
      ),
    ]),
  ) as Record<SortDirection, Prepared<'organization_uuid' | 'rowids' | 'limit' | 'offset'>>;
  private readonly insertFeedback = new Prepared<(typeof FEEDBACK_COLUMNS)[number]>((db, p) =>
    db.insertInto('feedbacks').values(Object.fromEntries(FEEDBACK_COLUMNS.map((c) => [c, p(c)])) as unknown as FeedbackRow),
  );
  /** The insert of n highlights at index n - 1. */
  private readonly insertHighlights = Array.from({ length: PREPARED_HIGHLIGHT_ROWS }, (_, i) =>
    new Prepared<string>((db, p) =>
      db.insertInto('highlights').values(Array.from({ length: i + 1 }, (_, row) => Object.fromEntries(HIGHLIGHT_COLUMNS.map((c) => [c, p(`${row}:${c}`)])) as unknown as HighlightRow)),
    ),
  );

  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {
    this.search = new SearchIndex(dialect);
    // One copy per store: every repository on the same connection must see the others' writes
    // (data_version only tells about other connections).
    let shared = SHARED_MEMORY.get(db);
    if (!shared) SHARED_MEMORY.set(db, (shared = { facets: new FeedbackFacets(), highlightTotals: new Map() }));
    this.facets = dialect === 'sqlite' ? shared.facets : undefined;
    this.highlightTotals = shared.highlightTotals;
  }

  /** Before a write that may change feedback: a mark for `rolledBack`. */
  mark(): number {
    return this.facets?.mark() ?? 0;
  }

  /** After a write was rolled back: forgets in-memory search data and totals it may have changed. */
  rolledBack(mark: number): void {
    if (this.facets?.rolledBack(mark)) this.highlightTotals.clear();
  }

  /**
   * Stores a feedback with its highlights, space links and search entry, and counts it into its
   * customer, company and spaces. Runs inside the caller's transaction.
   */
  async create(trx: Executor, organizationUuid: string, input: NewFeedback): Promise<Feedback> {
    const at = now();
    const searchRowid = await this.search.insert(trx, 'feedback_search', organizationUuid, input.feedback_contents, {
      companyUuid: input.company_uuid,
      customerUuid: input.customer_uuid,
    });
    const row: FeedbackRow = {
      organization_uuid: organizationUuid,
      uuid: uuidv7(),
      customer_uuid: input.customer_uuid,
      company_uuid: input.company_uuid,
      feedback_contents: input.feedback_contents,
      feedback_date: input.feedback_date,
      priority: input.priority,
      feedback_type: input.feedback_type,
      // Stored as shown (4 decimals), so min_sentiment/max_sentiment filter on the value a client sees.
      sentiment_score: roundScore(input.sentiment_score)!,
      space_uuids: JSON.stringify(input.space_uuids),
      created_at: at,
      updated_at: at,
      search_rowid: searchRowid,
    };
    await this.insertFeedback.execute(trx, row);
    const highlights: HighlightRow[] = input.highlights.map((h) => ({
      organization_uuid: organizationUuid,
      uuid: uuidv7(),
      feedback_uuid: row.uuid,
      customer_uuid: row.customer_uuid,
      start_offset: h.start,
      end_offset: h.end,
      quote: h.quote,
      category: h.category,
      sentiment_score: roundScore(h.sentimentScore)!,
      liked: 0,
      archived: 0,
      created_at: at,
      updated_at: at,
      theme_uuid: h.themeUuid,
    }));
    if (highlights.length > PREPARED_HIGHLIGHT_ROWS) {
      for (let i = 0; i < highlights.length; i += HIGHLIGHT_INSERT_ROWS) await trx.insertInto('highlights').values(highlights.slice(i, i + HIGHLIGHT_INSERT_ROWS)).execute();
    }
    else if (highlights.length > 0) {
      const params: Record<string, unknown> = {};
      highlights.forEach((h, row) => HIGHLIGHT_COLUMNS.forEach((c) => (params[`${row}:${c}`] = h[c])));
      await this.insertHighlights[highlights.length - 1]!.execute(trx, params);
    }
    if (input.space_uuids.length > 0) {
      await trx
        .insertInto('feedback_spaces')
        .values(input.space_uuids.map((space) => ({ organization_uuid: organizationUuid, space_uuid: space, feedback_uuid: row.uuid, feedback_date: row.feedback_date })))
        .execute();
    }
    // Counter rows are taken in one order by every write (customer, company, spaces), so
    // concurrent writes on PostgreSQL queue rather than deadlock.
    await this.counters.add(trx, 'customers', organizationUuid, row.customer_uuid, row.sentiment_score, row.feedback_date, highlights.length);
    if (row.company_uuid) await this.counters.add(trx, 'companies', organizationUuid, row.company_uuid, row.sentiment_score, row.feedback_date);
    if (input.space_uuids.length > 0) {
      await trx
        .updateTable('spaces')
        .set((eb) => ({ feedback_count: eb('feedback_count', '+', 1) }))
        .where('organization_uuid', '=', organizationUuid)
        .where('uuid', 'in', input.space_uuids)
        .execute();
    }
    this.facets?.set(row);
    this.countHighlightsIn(organizationUuid, highlights.length, input.customerHighlightsBefore);
    return toFeedback(row, highlights);
  }

  async get(organizationUuid: string, uuid: string): Promise<Feedback | undefined> {
    const row = await this.db.selectFrom('feedbacks').selectAll().where('organization_uuid', '=', organizationUuid).where('uuid', '=', uuid).executeTakeFirst();
    if (!row) return undefined;
    const highlights = await this.db
      .selectFrom('highlights')
      .selectAll()
      .where('organization_uuid', '=', organizationUuid)
      .where('feedback_uuid', '=', uuid)
      .orderBy('start_offset')
      .execute();
    return toFeedback(row, highlights);
  }

  async exists(organizationUuid: string, uuid: string): Promise<boolean> {
    const row = await this.db.selectFrom('feedbacks').select('uuid').where('organization_uuid', '=', organizationUuid).where('uuid', '=', uuid).executeTakeFirst();
    return row !== undefined;
  }

  async list(organizationUuid: string, filter: FeedbackFilter, options: ListOptions<FeedbackSort>): Promise<ListResult<Feedback>> {
    if (this.facets && filter.search !== undefined && FACET_FILTERS.test(filter)) {
      const query = this.search.sqliteQuery('feedback_search', filter.search);
      if (query !== undefined) return this.searchInMemory(this.facets, query, organizationUuid, filter, options);
    }
    let base = this.db.selectFrom('feedbacks').where('organization_uuid', '=', organizationUuid);
    const nothing = [''];
    if (filter.uuids) base = base.where('uuid', 'in', filter.uuids.length ? filter.uuids : nothing);
    if (filter.customerUuids) base = base.where('customer_uuid', 'in', filter.customerUuids.length ? filter.customerUuids : nothing);
    if (filter.companyUuids) base = base.where('company_uuid', 'in', filter.companyUuids.length ? filter.companyUuids : nothing);
    if (filter.feedbackTypes) base = base.where('feedback_type', 'in', filter.feedbackTypes.length ? filter.feedbackTypes : nothing);
    if (filter.spaceUuid) {
      const space = filter.spaceUuid;
      base = base.where('uuid', 'in', (eb) =>
        eb.selectFrom('feedback_spaces').select('feedback_uuid').where('feedback_spaces.organization_uuid', '=', organizationUuid).where('space_uuid', '=', space),
      );
    }
    if (filter.fromDate) base = base.where('feedback_date', '>=', filter.fromDate);
    if (filter.toDate) base = base.where('feedback_date', '<=', filter.toDate);
    if (filter.priority !== undefined) base = base.where('priority', '=', filter.priority);
    // The page reads the score as `+sentiment_score`: a sentiment range seldom narrows much, so the
    // planner must not walk its index for it (the date index carries the score, and SQLite filters
    // on it there). The count, unless a set of records, a type or a priority narrows the list
    // further, walks the sentiment index over the range (max_sentiment=-0.8 was counted in 11 ms
    // by the date index at 100,000 feedback).
    const narrowed = Boolean(filter.uuids || filter.customerUuids || filter.companyUuids || filter.spaceUuid || filter.feedbackTypes || filter.priority !== undefined || filter.search !== undefined);
    const score = (byIndex: boolean) => (byIndex ? sql`sentiment_score` : sql`+sentiment_score`);
    let counted = base;
    if (filter.minSentiment !== undefined) {
      base = base.where(sql<SqlBool>`${score(false)} >= ${filter.minSentiment}`);
      counted = counted.where(sql<SqlBool>`${score(!narrowed)} >= ${filter.minSentiment}`);
    }
    if (filter.maxSentiment !== undefined) {
      base = base.where(sql<SqlBool>`${score(false)} <= ${filter.maxSentiment}`);
      counted = counted.where(sql<SqlBool>`${score(!narrowed)} <= ${filter.maxSentiment}`);
    }
    if (filter.search !== undefined) {
      const probe = Boolean(filter.uuids || filter.customerUuids || filter.companyUuids || filter.spaceUuid);
      const within = { companyUuids: filter.companyUuids, customerUuids: filter.customerUuids };
      const matches = this.search.matches('search_rowid', 'feedback_search', organizationUuid, filter.search, { probe, within });
      if (matches) {
        base = base.where(matches);
        counted = counted.where(matches);
      }
    }
    // Every feedback of the organization: the total is the customers' counters summed (every
    // feedback has its customer), not a count of the whole organization's feedback index, which
    // grows with it (5.7 ms at 100,000 on SQLite; the sum 0.2 ms through customers_counts).
    const everyFeedback = Object.values(filter).every((value) => value === undefined);
    const summed = async () =>
      Number((await this.db.selectFrom('customers').select(sql<number>`coalesce(sum(feedback_count), 0)`.as('n')).where('organization_uuid', '=', organizationUuid).executeTakeFirstOrThrow()).n);
    const count = async () => Number((await counted.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const result = await pageWithTotal<FeedbackRow>(base, orderClause(options.sortBy, options.direction), options, everyFeedback ? summed : count);
    return { rows: result.rows.map((row) => toFeedback(row)), total: result.total };
  }

  /**
   * A search whose filters FeedbackFacets holds (SQLite): the matches' rowids in one statement,
   * filtered and counted in memory, then only the page's candidate rows read. One read
   * transaction, so the total and the page see the same store.
   */
  private facetRows(trx: Transaction<Database>): Promise<FacetRow[]> {
    return trx.selectFrom('feedbacks').select(['search_rowid', 'organization_uuid', 'company_uuid', 'customer_uuid', 'sentiment_score', 'feedback_date']).execute();
  }

  /**
   * SQLite: loads the in-memory search data now rather than on the first search, which would
   * block the event loop (about a second at 100,000 feedback); the server calls it before it
   * listens. Nothing to do on PostgreSQL.
   */
  async warmSearch(): Promise<void> {
    const facets = this.facets;
    if (!facets) return;
    await this.db.transaction().execute(async (trx) => {
      const dataVersion = Number((await this.readDataVersion.execute<{ v: number }>(trx, {})).rows[0]!.v);
      if (!facets.current(dataVersion)) facets.load(await this.facetRows(trx), dataVersion);
    });
  }

  /**
   * The rowids of every entry matching `query` (the words only, all organizations), kept or read.
   * A search within companies or customers that finds nothing kept reads only their matches (the
   * index narrows them), unless the same words were searched before in the same state: then all
   * their matches are read once and kept for the next searches.
   */
  private async matchingRowids(trx: Transaction<Database>, facets: FeedbackFacets, query: string, filter: FeedbackFilter): Promise<Int32Array> {
    if (facets.mayHaveMatches(query)) {
      const dataVersion = Number((await this.readDataVersion.execute<{ v: number }>(trx, {})).rows[0]!.v);
      const kept = facets.cachedMatches(query, dataVersion);
      if (kept) return kept;
    }
    const within = this.search.sqliteQuery('feedback_search', filter.search!, { companyUuids: filter.companyUuids, customerUuids: filter.customerUuids })!;
    const read = async (ftsQuery: string) => {
      const result = await this.search.sqliteMatches(trx, 'feedback_search', ftsQuery);
      if (!facets.current(result.dataVersion)) facets.load(await this.facetRows(trx), result.dataVersion);
      return result;
    };
    if (within !== query && !facets.searchedBefore(query)) {
      const scoped = await read(within);
      facets.noteSearch(query);
      return scoped.rowids;
    }
    const all = await read(query);
    facets.keepMatches(query, all.dataVersion, all.rowids);
    return all.rowids;
  }

  private async searchInMemory(facets: FeedbackFacets, query: string, organizationUuid: string, filter: FeedbackFilter, options: ListOptions<FeedbackSort>): Promise<ListResult<Feedback>> {
    return this.db.transaction().execute(async (trx) => {
      const rowids = await this.matchingRowids(trx, facets, query, filter);
      const passed = facets.filter(rowids, organizationUuid, filter);
      const total = passed.length;
      const depth = options.offset + options.limit;
      if (options.offset >= total || options.limit === 0) return { rows: [], total };
      const pick = options.sortBy === 'feedback_date' && depth <= FACET_PAGE_DEPTH ? facets.pageRows(passed, options.offset, options.limit, options.direction) : undefined;
      // The page's rows are few (unless many share a date): read by rowid as one JSON text (far
      // cheaper than a row object per record) and ordered here by date, then uuid, as the store
      // orders them (plain timestamps and uuids: their text order is the same in both).
      if (pick && pick.rowids.length <= 4 * options.limit + 100) {
        const result = await this.pageJson.execute<{ page: string }>(trx, { organization_uuid: organizationUuid, rowids: JSON.stringify(pick.rowids) });
        const rows = (JSON.parse(result.rows[0]!.page) as PageRecord[]).map((record) => pageRow(organizationUuid, record));
        const sign = options.direction === 'desc' ? -1 : 1;
        rows.sort((a, b) => sign * (compareText(a.feedback_date, b.feedback_date) || compareText(a.uuid, b.uuid)));
        return { rows: rows.slice(pick.skip, pick.skip + options.limit).map((row) => toFeedback(row)), total };
      }
      // Otherwise SQLite reads the candidates by rowid (`+organization_uuid` keeps it from walking
      // the organization's date index instead) and sorts them, or walks the order's index and
      // keeps the rows among the matches.
      if (pick) {
        const params = { organization_uuid: organizationUuid, rowids: JSON.stringify(pick.candidates), limit: options.limit, offset: options.offset };
        const result = await this.candidatePage[options.direction].execute<FeedbackRow>(trx, params);
        return { rows: result.rows.map((row) => toFeedback(row)), total };
      }
      const page = trx.selectFrom('feedbacks').selectAll().where('organization_uuid', '=', organizationUuid).where(sql<SqlBool>`+search_rowid IN (SELECT value FROM json_each(${JSON.stringify(passed)}))`);
      const rows = await page.orderBy(orderClause(options.sortBy, options.direction)).limit(options.limit).offset(options.offset).execute();
      return { rows: rows.map((row) => toFeedback(row)), total };
    });
  }

  /**
   * Deletes the named feedback of the organization (unknown uuids are skipped) with their
   * highlights, space links and search entries, and recounts everything they fed.
   * Runs inside the caller's transaction. Returns how many were deleted.
   */
  async deleteMany(trx: Executor, organizationUuid: string, uuids: string[]): Promise<number> {
    const doomed = await trx
      .selectFrom('feedbacks')
      .select(['uuid', 'customer_uuid', 'company_uuid', 'search_rowid'])
      .where('organization_uuid', '=', organizationUuid)
      .where('uuid', 'in', uuids)
      .execute();
    if (doomed.length === 0) return 0;
    const doomedUuids = doomed.map((f) => f.uuid);
    const spaces = await trx
      .selectFrom('feedback_spaces')
      .select('space_uuid')
      .distinct()
      .where('organization_uuid', '=', organizationUuid)
      .where('feedback_uuid', 'in', doomedUuids)
      .execute();
    // The customers before their feedback, in the order every write takes them (customer, feedback, company, spaces).
    await lockCounterRows(trx, this.dialect, 'customers', organizationUuid, [...new Set(doomed.map((f) => f.customer_uuid))]);
    // Highlights and space links go by ON DELETE CASCADE; the search index is not a foreign key.
    await trx.deleteFrom('feedbacks').where('organization_uuid', '=', organizationUuid).where('uuid', 'in', doomedUuids).execute();
    await this.search.remove(trx, 'feedback_search', organizationUuid, doomed.map((f) => f.search_rowid));
    this.facets?.clear(doomed.map((f) => f.search_rowid));
    this.highlightTotals.delete(organizationUuid);
    await refreshFeedbackCounters(trx, this.dialect, 'customers', organizationUuid, doomed.map((f) => f.customer_uuid));
    await refreshFeedbackCounters(trx, this.dialect, 'companies', organizationUuid, doomed.flatMap((f) => (f.company_uuid ? [f.company_uuid] : [])));
    await lockCounterRows(trx, this.dialect, 'spaces', organizationUuid, spaces.map((s) => s.space_uuid));
    for (const { space_uuid } of spaces) {
      await trx
        .updateTable('spaces')
        .set((eb) => ({
          feedback_count: eb
            .selectFrom('feedback_spaces')
            .select((inner) => inner.fn.countAll<number>().as('n'))
            .where('feedback_spaces.organization_uuid', '=', organizationUuid)
            .where('feedback_spaces.space_uuid', '=', space_uuid),
        }))
        .where('organization_uuid', '=', organizationUuid)
        .where('uuid', '=', space_uuid)
        .execute();
    }
    return doomed.length;
  }

  /** Moves a customer's feedback to the customer's new company and recounts both companies. */
  async moveCustomer(trx: Executor, organizationUuid: string, customerUuid: string, from: string | null, to: string | null): Promise<void> {
    await trx.updateTable('feedbacks').set({ company_uuid: to }).where('organization_uuid', '=', organizationUuid).where('customer_uuid', '=', customerUuid).execute();
    // The search entries carry the company too (SQLite): re-file the customer's feedback under the new one.
    if (this.dialect === 'sqlite') {
      const moved = await trx
        .selectFrom('feedbacks')
        .select(['search_rowid', 'feedback_contents'])
        .where('organization_uuid', '=', organizationUuid)
        .where('customer_uuid', '=', customerUuid)
        .execute();
      for (const row of moved) {
        await this.search.replace(trx, 'feedback_search', organizationUuid, row.search_rowid, row.feedback_contents, { companyUuid: to, customerUuid });
      }
      this.facets?.setCompany(moved.map((row) => row.search_rowid), to);
    }
    await refreshFeedbackCounters(trx, this.dialect, 'companies', organizationUuid, [from, to].filter((uuid): uuid is string => uuid !== null));
  }

  async listHighlights(organizationUuid: string, filter: HighlightFilter, options: ListOptions<HighlightSort>): Promise<ListResult<Highlight> & { customerCount: number }> {
    let base = this.db.selectFrom('highlights').where('organization_uuid', '=', organizationUuid);
    if (filter.feedbackUuid) base = base.where('feedback_uuid', '=', filter.feedbackUuid);
    if (filter.customerUuid) base = base.where('customer_uuid', '=', filter.customerUuid);
    if (filter.likedOnly) base = base.where('liked', '=', 1);
    if (!filter.includeArchived) base = base.where('archived', '=', 0);
    // Creation order is uuid order (UUIDv7), which the primary key already holds.
    const column = filter.feedbackUuid ? 'start_offset' : options.sortBy === 'sentiment' ? 'sentiment_score' : 'uuid';
    const direction = filter.feedbackUuid ? 'asc' : options.direction;
    const rows = await base.selectAll().orderBy(orderClause(column, direction)).limit(options.limit).offset(options.offset).execute();
    const totals = filter.feedbackUuid || filter.customerUuid || filter.likedOnly ? await this.countHighlights(base) : await this.countAllHighlights(organizationUuid, filter.includeArchived ?? false);
    return { rows: rows.map(toHighlight), ...totals };
  }

  /** Totals of a narrow highlight query (one feedback, one customer, or the few liked ones). */
  private async countHighlights(base: SelectQueryBuilder<Database, 'highlights', object>) {
    const row = await base
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.count<number>('customer_uuid').distinct().as('customers')])
      .executeTakeFirstOrThrow();
    return { total: Number(row.n), customerCount: Number(row.customers) };
  }

  /**
   * Totals of the organization's highlights, from the per-customer counters kept on write. On
   * SQLite, summed once and then kept in step (highlightTotals); read and stored in one read
   * transaction, so no write of this process comes in between.
   */
  private async countAllHighlights(organizationUuid: string, includeArchived: boolean) {
    const pick = (totals: HighlightTotals) =>
      includeArchived ? { total: totals.all, customerCount: totals.customersAll } : { total: totals.visible, customerCount: totals.customersVisible };
    if (this.dialect !== 'sqlite') return pick(await this.sumHighlightCounters(this.db, organizationUuid, -1));
    return this.db.transaction().execute(async (trx) => {
      const dataVersion = Number((await this.readDataVersion.execute<{ v: number }>(trx, {})).rows[0]!.v);
      const kept = this.highlightTotals.get(organizationUuid);
      if (kept && kept.dataVersion === dataVersion) return pick(kept);
      const totals = await this.sumHighlightCounters(trx, organizationUuid, dataVersion);
      this.highlightTotals.set(organizationUuid, totals);
      return pick(totals);
    });
  }

  private async sumHighlightCounters(executor: Executor, organizationUuid: string, dataVersion: number): Promise<HighlightTotals> {
    const row = await executor
      .selectFrom('customers')
      .select([
        sql<number>`coalesce(sum(highlight_count), 0)`.as('all_n'),
        sql<number>`count(CASE WHEN highlight_count > 0 THEN 1 END)`.as('all_customers'),
        sql<number>`coalesce(sum(highlight_count - archived_highlight_count), 0)`.as('n'),
        sql<number>`count(CASE WHEN highlight_count - archived_highlight_count > 0 THEN 1 END)`.as('customers'),
      ])
      .where('organization_uuid', '=', organizationUuid)
      .executeTakeFirstOrThrow();
    return { all: Number(row.all_n), customersAll: Number(row.all_customers), visible: Number(row.n), customersVisible: Number(row.customers), dataVersion };
  }

  /** An ingest added `added` (unarchived) highlights of a customer who had `before`. */
  private countHighlightsIn(organizationUuid: string, added: number, before: { total: number; archived: number } | undefined): void {
    const kept = this.highlightTotals.get(organizationUuid);
    if (!kept || added === 0) return;
    if (!before) {
      this.highlightTotals.delete(organizationUuid);
      return;
    }
    kept.all += added;
    kept.visible += added;
    if (before.total === 0) kept.customersAll++;
    if (before.total - before.archived === 0) kept.customersVisible++;
  }

  async getHighlight(organizationUuid: string, uuid: string): Promise<Highlight | undefined> {
    const row = await this.db.selectFrom('highlights').selectAll().where('organization_uuid', '=', organizationUuid).where('uuid', '=', uuid).executeTakeFirst();
    return row && toHighlight(row);
  }

  /**
   * Likes or archives a highlight, inside the caller's transaction; false when it does not exist.
   * Its customer's row is locked before the highlight is written, as ingest and deletion take them
   * (PostgreSQL: one lock order, no deadlock), and the customer's count of archived highlights is
   * recounted under that lock, so concurrent archiving loses no update.
   */
  async updateHighlight(trx: Transaction<Database>, organizationUuid: string, uuid: string, changes: { liked?: boolean; archived?: boolean }): Promise<boolean> {
    const found = await trx.selectFrom('highlights').select(['customer_uuid', 'liked', 'archived']).where('organization_uuid', '=', organizationUuid).where('uuid', '=', uuid).executeTakeFirst();
    if (!found) return false;
    const set = changedFields(
      { liked: changes.liked === undefined ? undefined : changes.liked ? 1 : 0, archived: changes.archived === undefined ? undefined : changes.archived ? 1 : 0 },
      { liked: Number(found.liked), archived: Number(found.archived) },
    );
    if (Object.keys(set).length === 0) return true;
    if (set.archived !== undefined) await lockCounterRows(trx, this.dialect, 'customers', organizationUuid, [found.customer_uuid]);
    await trx.updateTable('highlights').set({ ...set, updated_at: now() }).where('organization_uuid', '=', organizationUuid).where('uuid', '=', uuid).execute();
    if (set.archived !== undefined) {
      this.highlightTotals.delete(organizationUuid);
      // Recounted rather than incremented, so setting the same value twice changes nothing.
      await sql`
        UPDATE customers SET archived_highlight_count =
          (SELECT count(*) FROM highlights h WHERE h.organization_uuid = ${organizationUuid} AND h.customer_uuid = ${found.customer_uuid} AND h.archived = 1)
        WHERE organization_uuid = ${organizationUuid} AND uuid = ${found.customer_uuid}`.execute(trx);
    }
    return true;
  }
}
