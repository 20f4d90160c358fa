import { sql, type Kysely, type SelectQueryBuilder, type SqlBool, type Transaction } from 'kysely';
import type { Database, FeedbackRow, HighlightRow } from './schema.js';
import { uuidv7 } from './ids.js';
import { FeedbackCounters, lockCounterRows, refreshFeedbackCounters } from './aggregates.js';
import type { Dialect } from './db.js';
import { SearchIndex } from './search.js';
import { now, orderClause, pageWithTotal, Prepared, roundScore, type ListOptions, type ListResult } from './query.js';

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

export class FeedbackRepository {
  private readonly search: SearchIndex;
  private readonly counters = new FeedbackCounters();
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
    if (highlights.length > PREPARED_HIGHLIGHT_ROWS) await trx.insertInto('highlights').values(highlights).execute();
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
    // `+column`: a sentiment range seldom narrows much, so the planner must not walk its index for it.
    if (filter.minSentiment !== undefined) base = base.where(sql<SqlBool>`+sentiment_score >= ${filter.minSentiment}`);
    if (filter.maxSentiment !== undefined) base = base.where(sql<SqlBool>`+sentiment_score <= ${filter.maxSentiment}`);
    if (filter.search !== undefined) {
      const probe = Boolean(filter.uuids || filter.customerUuids || filter.companyUuids || filter.spaceUuid);
      const within = { companyUuids: filter.companyUuids, customerUuids: filter.customerUuids };
      const matches = this.search.matches('search_rowid', 'feedback_search', organizationUuid, filter.search, { probe, within });
      if (matches) base = base.where(matches);
    }
    const result = await pageWithTotal<FeedbackRow>(base, orderClause(options.sortBy, options.direction), options);
    return { rows: result.rows.map((row) => toFeedback(row)), total: result.total };
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

  /** Totals of the organization's highlights, from the per-customer counters kept on write. */
  private async countAllHighlights(organizationUuid: string, includeArchived: boolean) {
    const shown = includeArchived ? sql<number>`highlight_count` : sql<number>`highlight_count - archived_highlight_count`;
    const row = await this.db
      .selectFrom('customers')
      .select([sql<number>`coalesce(sum(${shown}), 0)`.as('n'), sql<number>`count(CASE WHEN ${shown} > 0 THEN 1 END)`.as('customers')])
      .where('organization_uuid', '=', organizationUuid)
      .executeTakeFirstOrThrow();
    return { total: Number(row.n), customerCount: Number(row.customers) };
  }

  async getHighlight(organizationUuid: string, uuid: string): Promise<Highlight | undefined> {
    const row = await this.db.selectFrom('highlights').selectAll().where('organization_uuid', '=', organizationUuid).where('uuid', '=', uuid).executeTakeFirst();
    return row && toHighlight(row);
  }

  async updateHighlight(organizationUuid: string, uuid: string, changes: { liked?: boolean; archived?: boolean }): Promise<Highlight | undefined> {
    const set: { liked?: number; archived?: number } = {};
    if (changes.liked !== undefined) set.liked = changes.liked ? 1 : 0;
    if (changes.archived !== undefined) set.archived = changes.archived ? 1 : 0;
    if (Object.keys(set).length > 0) {
      await this.db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('highlights')
          .set({ ...set, updated_at: now() })
          .where('organization_uuid', '=', organizationUuid)
          .where('uuid', '=', uuid)
          .returning('customer_uuid')
          .executeTakeFirst();
        if (updated && set.archived !== undefined) {
          // Recounted rather than incremented, so setting the same value twice changes nothing.
          await sql`
            UPDATE customers SET archived_highlight_count =
              (SELECT count(*) FROM highlights h WHERE h.organization_uuid = ${organizationUuid} AND h.customer_uuid = ${updated.customer_uuid} AND h.archived = 1)
            WHERE organization_uuid = ${organizationUuid} AND uuid = ${updated.customer_uuid}`.execute(trx);
        }
      });
    }
    return this.getHighlight(organizationUuid, uuid);
  }
}
