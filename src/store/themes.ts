import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { Database, HighlightRow, IssueRow, ThemeRow } from './schema.js';
import type { Dialect } from './db.js';
import { now, Prepared, roundScore, type ListResult } from './query.js';
import { toHighlight, type Highlight } from './feedbacks.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** Whose feedback a theme list is counted over: the organization, one company or one customer. */
export type ThemeScope = { kind: 'organization' } | { kind: 'company'; uuid: string } | { kind: 'customer'; uuid: string };

export interface ThemeCounts {
  highlight_count: number;
  feedback_count: number;
  customer_count: number;
  average_sentiment: number | null;
}

/** What settling a theme needs from its highlights: exact counts and its strongest quotes. */
export interface ThemeEvidence {
  counts: Pick<ThemeRow, 'highlight_count' | 'feedback_count' | 'customer_count' | 'sentiment_sum' | 'average_sentiment' | 'category_counts'>;
  quotes: string[];
}

/**
 * SQLite's index of the highlights' primary key (organization_uuid, uuid). To count the distinct
 * feedbacks of a list of highlights, its planner (3.53, without statistics) walks every highlight
 * of the organization by the feedback index, whose order serves the DISTINCT (0.4 s at 100,000
 * feedback), rather than look the list up by key.
 */
const HIGHLIGHTS_KEY = 'sqlite_autoindex_highlights_1';
/** How many of a theme's newest highlights its naming quotes are chosen from (readSampleQuotes). */
const SAMPLE_WINDOW = 256;

type HighlightIndex = 'highlights_feedback' | 'highlights_customer' | 'highlights_theme' | 'highlights_theme_order' | typeof HIGHLIGHTS_KEY;

/** Highlights of an organization chosen by a condition on the alias `p`, read through `index` on SQLite. */
interface HighlightSet {
  index: HighlightIndex;
  where: RawBuilder<unknown>;
}

/**
 * What moving evidence between two themes changes in their counts: highlights, their sentiment and
 * categories, and the feedbacks and customers each theme newly has (+1) or no longer has (-1).
 */
export interface EvidenceShift {
  highlights: number;
  sentiment: number;
  categories: Record<string, number>;
  /** Distinct feedbacks and customers the receiving theme gains. */
  feedbacksGained: number;
  customersGained: number;
  /** Distinct feedbacks and customers the giving theme loses (0 for a merge: it goes whole). */
  feedbacksLost: number;
  customersLost: number;
  /** The quotes that left the giving theme. */
  quotes: string[];
}

/** A theme with its counts in a scope, as the insight and issue routes read it. */
export interface ScopedTheme extends ThemeCounts {
  /** The theme's row without its summary (what placement reads, not what a list shows). */
  theme: Omit<ThemeRow, 'summary'>;
  issue?: IssueRow;
}

export interface ThemeHighlight {
  uuid: string;
  theme_uuid: string;
  feedback_uuid: string;
  customer_uuid: string;
  quote: string;
  category: string;
  sentiment_score: number;
}

/** A theme as the maintenance pass chooses what to look at. */
export type MaintainedTheme = Pick<ThemeRow, 'uuid' | 'kind' | 'change_seq' | 'highlight_count' | 'summary'>;

/** Most ids in one IN list (well under SQLite's and PostgreSQL's parameter limits). */
const IN_CHUNK = 500;

export interface IssueFilter {
  statuses?: string[];
  categories?: string[];
}

/** What one placement writes on a theme row it adds evidence to (ThemeService.place). */
export type PlacementCounts = Pick<
  ThemeRow,
  'highlight_count' | 'feedback_count' | 'customer_count' | 'sentiment_sum' | 'average_sentiment' | 'category_counts' | 'kind' | 'summary' | 'change_seq' | 'updated_at'
>;
export type ThemeNaming = Pick<ThemeRow, 'title' | 'keywords' | 'representative_quote'>;

const PLACEMENT_COLUMNS = ['highlight_count', 'feedback_count', 'customer_count', 'sentiment_sum', 'average_sentiment', 'category_counts', 'kind', 'summary', 'change_seq', 'updated_at'] as const;
const NAMING_COLUMNS = ['title', 'keywords', 'representative_quote'] as const;
/** Parameter slots of the evidence read: one feedback seldom touches more themes than this. */
const EVIDENCE_SLOTS = ['theme_1', 'theme_2', 'theme_3', 'theme_4'] as const;
type EvidenceSlot = (typeof EVIDENCE_SLOTS)[number];
type PlacementParameter = (typeof PLACEMENT_COLUMNS)[number] | (typeof NAMING_COLUMNS)[number] | 'organization_uuid' | 'uuid';

/** SQL for the themes (insights) and issues of an organization. */
export class ThemeRepository {
  // The statements of every ingest (placing highlights), each compiled once.
  private readonly nextSeq = new Prepared<'organization_uuid'>((db, p) =>
    db.updateTable('organizations').set((eb) => ({ theme_seq: eb('theme_seq', '+', 1) })).where('uuid', '=', p('organization_uuid')).returning(['theme_seq', 'theme_reset_seq']),
  );
  private readonly readRow = new Prepared<'organization_uuid' | 'uuid'>((db, p) =>
    db.selectFrom('themes').selectAll().where('organization_uuid', '=', p('organization_uuid')).where('uuid', '=', p('uuid')),
  );
  /** Of up to EVIDENCE_SLOTS.length themes (repeat one to fill the slots), those where the customer has a highlight. */
  private readonly readEvidenceOf = new Prepared<'organization_uuid' | 'customer_uuid' | EvidenceSlot>((db, p) =>
    db
      .selectFrom('highlights')
      .select('theme_uuid')
      .distinct()
      .where('organization_uuid', '=', p('organization_uuid'))
      .where('theme_uuid', 'in', EVIDENCE_SLOTS.map((slot) => p(slot)))
      .where('customer_uuid', '=', p('customer_uuid')),
  );
  private readonly readIssueOfTheme = new Prepared<'organization_uuid' | 'theme_uuid'>((db, p) =>
    db.selectFrom('issues').selectAll().where('organization_uuid', '=', p('organization_uuid')).where('theme_uuid', '=', p('theme_uuid')),
  );
  /**
   * The strongest quotes (largest |sentiment|) among the theme's newest SAMPLE_WINDOW highlights:
   * what the theme says now, read from the newest end of highlights_theme_order, so that naming a
   * theme of 10,000 highlights does not sort them all (30 ms, inside a write).
   */
  private readonly readSampleQuotes = new Prepared<'organization_uuid' | 'theme_uuid' | 'limit'>(
    (_db, p) => sql`SELECT quote FROM (
        SELECT quote, sentiment_score, uuid FROM highlights ${this.indexedBy('highlights_theme_order')}
        WHERE organization_uuid = ${p('organization_uuid')} AND theme_uuid = ${p('theme_uuid')}
        ORDER BY uuid DESC LIMIT ${SAMPLE_WINDOW}) AS newest
      ORDER BY abs(sentiment_score) DESC, uuid LIMIT ${p('limit')}`,
  );
  // A maintenance pass moves hundreds of highlights one by one, while the organization's ingest
  // waits: each move is a few statements compiled once.
  private readonly writeHighlightTheme = new Prepared<'organization_uuid' | 'uuid' | 'from' | 'to'>((db, p) =>
    db.updateTable('highlights').set({ theme_uuid: p('to') }).where('organization_uuid', '=', p('organization_uuid')).where('uuid', '=', p('uuid')).where('theme_uuid', '=', p('from')),
  );
  private readonly readHighlightInTheme = new Prepared<'organization_uuid' | 'uuid' | 'theme_uuid'>((db, p) =>
    db
      .selectFrom('highlights')
      .select(['feedback_uuid', 'customer_uuid', 'category', 'sentiment_score', 'quote'])
      .where('organization_uuid', '=', p('organization_uuid'))
      .where('uuid', '=', p('uuid'))
      .where('theme_uuid', '=', p('theme_uuid')),
  );
  private readonly readThemesOfFeedback = new Prepared<'organization_uuid' | 'feedback_uuid'>((db, p) =>
    db.selectFrom('highlights').select('theme_uuid').where('organization_uuid', '=', p('organization_uuid')).where('feedback_uuid', '=', p('feedback_uuid')),
  );
  private readonly readCustomerInTheme = new Prepared<'organization_uuid' | 'theme_uuid' | 'customer_uuid'>((db, p) =>
    db.selectFrom('highlights').select('uuid').where('organization_uuid', '=', p('organization_uuid')).where('theme_uuid', '=', p('theme_uuid')).where('customer_uuid', '=', p('customer_uuid')).limit(1),
  );
  private readonly writePlacement = new Map<boolean, Prepared<PlacementParameter>>(
    [false, true].map((named) => [
      named,
      new Prepared<PlacementParameter>((db, p) =>
        db
          .updateTable('themes')
          .set(Object.fromEntries([...PLACEMENT_COLUMNS, ...(named ? NAMING_COLUMNS : [])].map((column) => [column, p(column)])))
          .where('organization_uuid', '=', p('organization_uuid'))
          .where('uuid', '=', p('uuid')),
      ),
    ]),
  );

  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect = 'sqlite',
  ) {}

  /**
   * Locks the organization's row (PostgreSQL) without taking a change number: the first lock of
   * every write that may touch themes, so such writes take their locks in one order.
   */
  async lockOrganization(trx: Executor, organizationUuid: string): Promise<void> {
    await trx.selectFrom('organizations').select('uuid').where('uuid', '=', organizationUuid).forNoKeyUpdate().execute();
  }

  /** Takes the next change number of the organization's themes; `reset` marks a deletion or merge. */
  async nextSequence(trx: Executor, organizationUuid: string, reset = false): Promise<{ seq: number; resetSeq: number }> {
    if (!reset) {
      const row = (await this.nextSeq.execute<{ theme_seq: number; theme_reset_seq: number }>(trx, { organization_uuid: organizationUuid })).rows[0];
      if (!row) throw new Error(`no organization ${organizationUuid}`);
      return { seq: Number(row.theme_seq), resetSeq: Number(row.theme_reset_seq) };
    }
    const row = await trx
      .updateTable('organizations')
      .set((eb) => ({ theme_seq: eb('theme_seq', '+', 1), ...(reset ? { theme_reset_seq: eb('theme_seq', '+', 1) } : {}) }))
      .where('uuid', '=', organizationUuid)
      .returning(['theme_seq', 'theme_reset_seq'])
      .executeTakeFirstOrThrow();
    return { seq: row.theme_seq, resetSeq: row.theme_reset_seq };
  }

  async changedSince(trx: Executor, organizationUuid: string, seq: number): Promise<ThemeRow[]> {
    return trx
      .selectFrom('themes')
      .selectAll()
      .where('organization_uuid', '=', organizationUuid)
      .where('change_seq', '>', seq)
      .execute();
  }

  async getRow(trx: Executor, organizationUuid: string, uuid: string): Promise<ThemeRow | undefined> {
    return (await this.readRow.execute<ThemeRow>(trx, { organization_uuid: organizationUuid, uuid })).rows[0];
  }

  /** One placement's changes to a theme row: its counts and summary, and its naming when rebuilt. */
  async updatePlacement(trx: Executor, organizationUuid: string, uuid: string, counts: PlacementCounts, naming?: ThemeNaming): Promise<void> {
    await this.writePlacement.get(naming !== undefined)!.execute(trx, { organization_uuid: organizationUuid, uuid, ...counts, ...(naming ?? { title: null, keywords: null, representative_quote: null }) });
  }

  async insert(trx: Executor, row: ThemeRow): Promise<void> {
    await trx.insertInto('themes').values(row).execute();
  }

  async update(trx: Executor, organizationUuid: string, uuid: string, changes: Partial<Omit<ThemeRow, 'organization_uuid' | 'uuid'>>): Promise<void> {
    await trx.updateTable('themes').set(changes).where('organization_uuid', '=', organizationUuid).where('uuid', '=', uuid).execute();
  }

  async delete(trx: Executor, organizationUuid: string, uuid: string): Promise<void> {
    await trx.deleteFrom('themes').where('organization_uuid', '=', organizationUuid).where('uuid', '=', uuid).execute();
  }

  /**
   * Of the given themes, those where the customer already has evidence (for their distinct-customer
   * counts): one statement for up to EVIDENCE_SLOTS.length themes, the usual number one feedback touches.
   */
  async themesWithEvidenceOf(trx: Executor, organizationUuid: string, customerUuid: string, themeUuids: readonly string[]): Promise<Set<string>> {
    const found = new Set<string>();
    for (let start = 0; start < themeUuids.length; start += EVIDENCE_SLOTS.length) {
      const chunk = themeUuids.slice(start, start + EVIDENCE_SLOTS.length);
      const params = { organization_uuid: organizationUuid, customer_uuid: customerUuid } as Record<'organization_uuid' | 'customer_uuid' | EvidenceSlot, string>;
      EVIDENCE_SLOTS.forEach((slot, i) => (params[slot] = chunk[i] ?? chunk[0]!));
      const result = await this.readEvidenceOf.execute<{ theme_uuid: string }>(trx, params);
      for (const row of result.rows) found.add(row.theme_uuid);
    }
    return found;
  }

  /** The placed highlights of some feedback, with what the theme engine needs to take them out again. */
  async highlightsOfFeedback(trx: Executor, organizationUuid: string, feedbackUuids: string[]): Promise<ThemeHighlight[]> {
    if (feedbackUuids.length === 0) return [];
    // The unplaced ones are left out here, not in SQL: told `theme_uuid IS NOT NULL`, SQLite's
    // planner (no statistics) walked every placed highlight of the organization by the theme index
    // rather than look the feedback up (a DELETE of one feedback took 0.25 s at 100,000 feedback).
    const rows = (await trx
      .selectFrom('highlights')
      .select(['uuid', 'theme_uuid', 'feedback_uuid', 'customer_uuid', 'quote', 'category', 'sentiment_score'])
      .where('organization_uuid', '=', organizationUuid)
      .where('feedback_uuid', 'in', feedbackUuids)
      .execute()) as Array<Omit<ThemeHighlight, 'theme_uuid'> & { theme_uuid: string | null }>;
    return rows.filter((row): row is ThemeHighlight => row.theme_uuid !== null);
  }

  /** A few quotes of a theme, strongest first, for its title and representative quote. */
  async sampleQuotes(trx: Executor, organizationUuid: string, themeUuid: string, limit: number): Promise<string[]> {
    const result = await this.readSampleQuotes.execute<{ quote: string }>(trx, { organization_uuid: organizationUuid, theme_uuid: themeUuid, limit });
    return result.rows.map((row) => row.quote);
  }

  /**
   * A theme's exact counts, aggregated in the store from its highlights (after deletes and
   * maintenance moves; a theme of thousands of highlights is never read into memory), and its
   * `quoteLimit` strongest quotes (sampleQuotes).
   */
  async evidenceOfTheme(trx: Executor, organizationUuid: string, themeUuid: string, quoteLimit: number): Promise<ThemeEvidence> {
    const ofTheme = trx.selectFrom('highlights').where('organization_uuid', '=', organizationUuid).where('theme_uuid', '=', themeUuid);
    const [byCategory, distinct, quotes] = await Promise.all([
      ofTheme
        .select((eb) => ['category', eb.fn.countAll<number | string>().as('n'), eb.fn.sum<number | string>('sentiment_score').as('total')])
        .groupBy('category')
        .execute(),
      ofTheme
        .select((eb) => [eb.fn.count<number | string>('feedback_uuid').distinct().as('feedbacks'), eb.fn.count<number | string>('customer_uuid').distinct().as('customers')])
        .executeTakeFirstOrThrow(),
      this.sampleQuotes(trx, organizationUuid, themeUuid, quoteLimit),
    ]);
    const categories: Record<string, number> = {};
    let count = 0;
    let total = 0;
    for (const row of byCategory.sort((a, b) => (a.category < b.category ? -1 : 1))) {
      categories[row.category] = Number(row.n);
      count += Number(row.n);
      total += Number(row.total);
    }
    return {
      counts: {
        highlight_count: count,
        feedback_count: Number(distinct.feedbacks),
        customer_count: Number(distinct.customers),
        sentiment_sum: total,
        average_sentiment: count > 0 ? total / count : null,
        // Keys in name order, as the stored JSON has always had them.
        category_counts: JSON.stringify(categories),
      },
      quotes,
    };
  }

  // ---- background maintenance -----------------------------------------------------------------

  /**
   * Organizations due a maintenance pass: `minChanges` theme changes since the last, or themes
   * derived by another theme model than `themeModel` (the release's; see rebuildSummaries), each
   * with its changes since the last pass and the model all its themes were last known to be
   * derived with.
   */
  async maintenanceDue(minChanges: number, themeModel: string): Promise<Array<{ uuid: string; changes: number; themeModel: string | null }>> {
    const rows = await this.db
      .selectFrom('organizations as o')
      .select(['o.uuid', 'o.theme_model', sql<number>`o.theme_seq - o.theme_maintained_seq`.as('changes')])
      .where((eb) =>
        eb.or([
          eb(sql<number>`o.theme_seq - o.theme_maintained_seq`, '>=', minChanges),
          eb.and([
            eb.or([eb('o.theme_model', 'is', null), eb('o.theme_model', '!=', themeModel)]),
            eb.exists(eb.selectFrom('themes as t').select(sql`1`.as('one')).whereRef('t.organization_uuid', '=', 'o.uuid')),
          ]),
        ]),
      )
      .orderBy('o.uuid')
      .execute();
    return rows.map((row) => ({ uuid: row.uuid, changes: Number(row.changes), themeModel: row.theme_model }));
  }

  /** The organization's themes derived by another theme model than `themeModel`, in uuid order. */
  async themesOfOtherModel(trx: Executor, organizationUuid: string, themeModel: string): Promise<Array<{ uuid: string; highlight_count: number }>> {
    return trx
      .selectFrom('themes')
      .select(['uuid', 'highlight_count'])
      .where('organization_uuid', '=', organizationUuid)
      .where((eb) => eb.or([eb('theme_model', 'is', null), eb('theme_model', '!=', themeModel)]))
      .orderBy('uuid')
      .execute();
  }

  /** Records that the themes named were derived with `themeModel`. */
  async setThemeModel(trx: Executor, organizationUuid: string, themeUuids: string[], themeModel: string): Promise<void> {
    for (let i = 0; i < themeUuids.length; i += IN_CHUNK) {
      await trx.updateTable('themes').set({ theme_model: themeModel }).where('organization_uuid', '=', organizationUuid).where('uuid', 'in', themeUuids.slice(i, i + IN_CHUNK)).execute();
    }
  }

  /** Records that every theme of the organization was derived with `themeModel`. */
  async setOrganizationThemeModel(trx: Executor, organizationUuid: string, themeModel: string | null): Promise<void> {
    await trx.updateTable('organizations').set({ theme_model: themeModel }).where('uuid', '=', organizationUuid).execute();
  }

  /** Records that no theme of the organization is known to be of any model (all to derive again). */
  async forgetThemeModels(trx: Executor, organizationUuid: string): Promise<void> {
    await trx.updateTable('themes').set({ theme_model: null }).where('organization_uuid', '=', organizationUuid).execute();
    await this.setOrganizationThemeModel(trx, organizationUuid, null);
  }

  /**
   * Records that the theme's summary is no longer of one model (a theme of another model was
   * merged into it), and so that the organization has one to derive again.
   */
  async forgetThemeModel(trx: Executor, organizationUuid: string, themeUuid: string): Promise<void> {
    await trx.updateTable('themes').set({ theme_model: null }).where('organization_uuid', '=', organizationUuid).where('uuid', '=', themeUuid).execute();
    await this.setOrganizationThemeModel(trx, organizationUuid, null);
  }

  /**
   * Whether this transaction may run the organization's maintenance pass. On PostgreSQL a
   * transaction-scoped advisory lock (released at commit or rollback, so nothing outlives the
   * transaction and PgBouncer in transaction mode is fine): one instance at a time per organization,
   * the others skip. The embedded store serves one process, which guards the pass itself.
   */
  async tryMaintenanceLock(trx: Executor, organizationUuid: string): Promise<boolean> {
    if (this.dialect !== 'postgres') return true;
    const result = await sql<{ locked: boolean }>`SELECT pg_try_advisory_xact_lock(hashtextextended(${'cfs theme maintenance ' + organizationUuid}, 0)) AS locked`.execute(trx);
    return result.rows[0]?.locked === true;
  }

  /** The organization's name (fixed once it is created), or undefined for none. */
  async organizationName(executor: Executor, organizationUuid: string): Promise<string | undefined> {
    const row = await executor.selectFrom('organizations').select('name').where('uuid', '=', organizationUuid).executeTakeFirst();
    return row?.name;
  }

  /** The organization's theme change number now, and as of its last maintenance pass. */
  async maintenanceMarks(trx: Executor, organizationUuid: string): Promise<{ themeSeq: number; maintainedSeq: number }> {
    const row = await trx.selectFrom('organizations').select(['theme_seq', 'theme_maintained_seq']).where('uuid', '=', organizationUuid).executeTakeFirst();
    return { themeSeq: row?.theme_seq ?? 0, maintainedSeq: row?.theme_maintained_seq ?? 0 };
  }

  async setMaintainedSeq(trx: Executor, organizationUuid: string, seq: number): Promise<void> {
    await trx.updateTable('organizations').set({ theme_maintained_seq: seq }).where('uuid', '=', organizationUuid).execute();
  }

  async maintainedThemes(trx: Executor, organizationUuid: string): Promise<MaintainedTheme[]> {
    return trx
      .selectFrom('themes')
      .select(['uuid', 'kind', 'change_seq', 'highlight_count', 'summary'])
      .where('organization_uuid', '=', organizationUuid)
      .orderBy('uuid')
      .execute();
  }

  /** The summary of every theme that has an issue, with that issue's uuid. */
  async issueThemeSummaries(trx: Executor, organizationUuid: string): Promise<Array<{ theme_uuid: string; issue_uuid: string; summary: string }>> {
    return trx
      .selectFrom('themes as t')
      .innerJoin('issues as i', (join) => join.onRef('i.organization_uuid', '=', 't.organization_uuid').onRef('i.theme_uuid', '=', 't.uuid'))
      .select(['t.uuid as theme_uuid', 'i.uuid as issue_uuid', 't.summary'])
      .where('t.organization_uuid', '=', organizationUuid)
      .orderBy('t.uuid')
      .execute();
  }

  /** The newest `perTheme` placed highlights of each theme named. */
  async membersOf(trx: Executor, organizationUuid: string, themeUuids: string[], perTheme: number): Promise<ThemeHighlight[]> {
    const out: ThemeHighlight[] = [];
    for (let i = 0; i < themeUuids.length; i += IN_CHUNK) {
      const chunk = themeUuids.slice(i, i + IN_CHUNK);
      const rows = await sql<ThemeHighlight>`
        SELECT uuid, theme_uuid, feedback_uuid, customer_uuid, quote, category, sentiment_score FROM (
          SELECT h.uuid, h.theme_uuid, h.feedback_uuid, h.customer_uuid, h.quote, h.category, h.sentiment_score,
                 row_number() OVER (PARTITION BY h.theme_uuid ORDER BY h.uuid DESC) AS rn
          FROM highlights h WHERE h.organization_uuid = ${organizationUuid} AND h.theme_uuid IN (${sql.join(chunk)})) AS ranked
        WHERE rn <= ${perTheme} ORDER BY theme_uuid, uuid`.execute(trx);
      out.push(...rows.rows.map((row) => ({ ...row, sentiment_score: Number(row.sentiment_score) })));
    }
    return out;
  }

  /**
   * The feedback of the newest `perTheme` placed highlights of each theme named (one row per
   * highlight), each feedback's opening `chars` characters.
   */
  async feedbackOfThemes(trx: Executor, organizationUuid: string, themeUuids: string[], perTheme: number, chars: number): Promise<Array<{ theme_uuid: string; text: string }>> {
    const out: Array<{ theme_uuid: string; text: string }> = [];
    if (this.dialect === 'sqlite') {
      // Newest as stored (rowid; uuids are time-ordered too), through the theme index: the window
      // below numbers every highlight of each theme, 183 ms for the 31 largest at 100,000 feedback
      // (11,000 highlights in the largest) against 10 ms here (GET /issues/{uuid}/similar).
      for (const themeUuid of themeUuids) {
        const rows = await sql<{ theme_uuid: string; text: string }>`
          SELECT h.theme_uuid, substr(f.feedback_contents, 1, ${chars}) AS text FROM (
            SELECT theme_uuid, feedback_uuid, uuid FROM highlights INDEXED BY highlights_theme
            WHERE organization_uuid = ${organizationUuid} AND theme_uuid = ${themeUuid} ORDER BY rowid DESC LIMIT ${perTheme}) AS h
          JOIN feedbacks f ON f.organization_uuid = ${organizationUuid} AND f.uuid = h.feedback_uuid
          ORDER BY h.uuid`.execute(trx);
        out.push(...rows.rows);
      }
      return out;
    }
    for (let i = 0; i < themeUuids.length; i += IN_CHUNK) {
      const chunk = themeUuids.slice(i, i + IN_CHUNK);
      const rows = await sql<{ theme_uuid: string; text: string }>`
        SELECT ranked.theme_uuid, substr(f.feedback_contents, 1, ${chars}) AS text FROM (
          SELECT h.theme_uuid, h.feedback_uuid, h.uuid,
                 row_number() OVER (PARTITION BY h.theme_uuid ORDER BY h.uuid DESC) AS rn
          FROM highlights h WHERE h.organization_uuid = ${organizationUuid} AND h.theme_uuid IN (${sql.join(chunk)})) AS ranked
        JOIN feedbacks f ON f.organization_uuid = ${organizationUuid} AND f.uuid = ranked.feedback_uuid
        WHERE ranked.rn <= ${perTheme} ORDER BY ranked.theme_uuid, ranked.uuid`.execute(trx);
      out.push(...rows.rows);
    }
    return out;
  }

  /**
   * Moves a highlight from one theme to another, if it is still in `from` (it may have been deleted
   * since the plan): what that changes in the two themes' counts (looked up around the move, so it
   * stays exact however many highlights of one feedback or customer move in a row), or null when it
   * was not there.
   */
  async moveHighlight(trx: Executor, organizationUuid: string, uuid: string, from: string, to: string): Promise<EvidenceShift | null> {
    const org = organizationUuid;
    const found = (await this.readHighlightInTheme.execute<Pick<HighlightRow, 'feedback_uuid' | 'customer_uuid' | 'category' | 'sentiment_score' | 'quote'>>(trx, { organization_uuid: org, uuid, theme_uuid: from })).rows[0];
    if (!found) return null;
    const has = async (theme: string) => ({
      feedback: await this.feedbackInTheme(trx, org, theme, found.feedback_uuid),
      customer: await this.customerInTheme(trx, org, theme, found.customer_uuid),
    });
    const receiverHad = await has(to);
    await this.writeHighlightTheme.execute(trx, { organization_uuid: org, uuid, from, to });
    const giverKeeps = await has(from);
    return {
      highlights: 1,
      sentiment: Number(found.sentiment_score),
      categories: { [found.category]: 1 },
      feedbacksGained: receiverHad.feedback ? 0 : 1,
      customersGained: receiverHad.customer ? 0 : 1,
      feedbacksLost: giverKeeps.feedback ? 0 : 1,
      customersLost: giverKeeps.customer ? 0 : 1,
      quotes: [found.quote],
    };
  }

  /**
   * Moves every highlight of `from` to `to` (a merge), and says what `to` gained. `pause` (optional) is
   * awaited once that is counted, before the move, so a long merge can let the event loop turn
   * (EventLoopTurns.take).
   */
  async moveAllHighlights(trx: Executor, organizationUuid: string, from: string, to: string, pause?: () => Promise<void>): Promise<EvidenceShift> {
    const org = organizationUuid;
    // Summed and counted by the store (a theme may hold 10,000 highlights: one look-up per
    // feedback and per customer from here took 0.24 s, which the organization's writes waited for).
    const which: HighlightSet = { index: 'highlights_theme', where: sql`p.theme_uuid = ${from}` };
    const brought = await this.sumsOf(trx, org, which);
    const gained = await this.distinctAbsentFrom(trx, org, which, to);
    await pause?.();
    await trx.updateTable('highlights').set({ theme_uuid: to }).where('organization_uuid', '=', org).where('theme_uuid', '=', from).execute();
    return { ...brought, feedbacksGained: gained.feedbacks, customersGained: gained.customers, feedbacksLost: 0, customersLost: 0, quotes: [] };
  }

  /**
   * Moves `limit` highlights of `from` to `to` (a part of a merge too large for one step: the rest
   * follow, then moveAllHighlights), and says what each side gained and lost.
   */
  async moveSomeHighlights(trx: Executor, organizationUuid: string, from: string, to: string, limit: number): Promise<EvidenceShift> {
    const org = organizationUuid;
    const part = (
      await sql<{ uuid: string }>`SELECT uuid FROM highlights ${this.indexedBy('highlights_theme')} WHERE organization_uuid = ${org} AND theme_uuid = ${from} LIMIT ${limit}`.execute(trx)
    ).rows.map((row) => row.uuid);
    if (part.length === 0) return { highlights: 0, sentiment: 0, categories: {}, feedbacksGained: 0, customersGained: 0, feedbacksLost: 0, customersLost: 0, quotes: [] };
    const which: HighlightSet = { index: HIGHLIGHTS_KEY, where: sql`p.uuid IN (${sql.join(part)})` };
    const brought = await this.sumsOf(trx, org, which);
    // What `to` gains is read before the part moves, what `from` loses after.
    const gained = await this.distinctAbsentFrom(trx, org, which, to);
    await trx.updateTable('highlights').set({ theme_uuid: to }).where('organization_uuid', '=', org).where('uuid', 'in', part).execute();
    const lost = await this.distinctAbsentFrom(trx, org, which, from);
    return { ...brought, feedbacksGained: gained.feedbacks, customersGained: gained.customers, feedbacksLost: lost.feedbacks, customersLost: lost.customers, quotes: [] };
  }

  /** How many highlights `which` selects, their sentiment summed, and how many of each category. */
  private async sumsOf(trx: Executor, organizationUuid: string, which: HighlightSet): Promise<Pick<EvidenceShift, 'highlights' | 'sentiment' | 'categories'>> {
    const rows = (
      await sql<{ category: string; n: number; sentiment: number }>`
        SELECT p.category, count(*) AS n, sum(p.sentiment_score) AS sentiment FROM highlights p ${this.indexedBy(which.index)}
        WHERE p.organization_uuid = ${organizationUuid} AND ${which.where} GROUP BY p.category`.execute(trx)
    ).rows;
    const shift = { highlights: 0, sentiment: 0, categories: {} as Record<string, number> };
    for (const row of rows) {
      shift.categories[row.category] = Number(row.n);
      shift.sentiment += Number(row.sentiment);
      shift.highlights += Number(row.n);
    }
    return shift;
  }

  /** How many distinct feedbacks, and customers, of the highlights `which` selects have no highlight in `theme`. */
  private async distinctAbsentFrom(trx: Executor, organizationUuid: string, which: HighlightSet, theme: string): Promise<{ feedbacks: number; customers: number }> {
    const org = organizationUuid;
    const row = (
      await sql<{ feedbacks: number; customers: number }>`
        SELECT
          (SELECT count(DISTINCT p.feedback_uuid) FROM highlights p ${this.indexedBy(which.index)}
            WHERE p.organization_uuid = ${org} AND ${which.where}
              AND NOT EXISTS (SELECT 1 FROM highlights k ${this.indexedBy('highlights_feedback')}
                WHERE k.organization_uuid = ${org} AND k.feedback_uuid = p.feedback_uuid AND k.theme_uuid = ${theme})) AS feedbacks,
          (SELECT count(DISTINCT p.customer_uuid) FROM highlights p ${this.indexedBy(which.index)}
            WHERE p.organization_uuid = ${org} AND ${which.where}
              AND NOT EXISTS (SELECT 1 FROM highlights k ${this.indexedBy('highlights_theme')}
                WHERE k.organization_uuid = ${org} AND k.theme_uuid = ${theme} AND k.customer_uuid = p.customer_uuid)) AS customers`.execute(trx)
    ).rows[0]!;
    return { feedbacks: Number(row.feedbacks), customers: Number(row.customers) };
  }

  /** Whether the theme has a highlight of the feedback (read by the feedback: it has few highlights, a theme may have thousands). */
  private async feedbackInTheme(trx: Executor, organizationUuid: string, themeUuid: string, feedbackUuid: string): Promise<boolean> {
    const rows = (await this.readThemesOfFeedback.execute<{ theme_uuid: string | null }>(trx, { organization_uuid: organizationUuid, feedback_uuid: feedbackUuid })).rows;
    return rows.some((row) => row.theme_uuid === themeUuid);
  }

  private async customerInTheme(trx: Executor, organizationUuid: string, themeUuid: string, customerUuid: string): Promise<boolean> {
    return (await this.readCustomerInTheme.execute(trx, { organization_uuid: organizationUuid, theme_uuid: themeUuid, customer_uuid: customerUuid })).rows.length > 0;
  }

  /** Gives an issue to another theme (whose own issue, if any, must be gone first). */
  async moveIssue(trx: Executor, organizationUuid: string, uuid: string, themeUuid: string): Promise<void> {
    await trx.updateTable('issues').set({ theme_uuid: themeUuid }).where('organization_uuid', '=', organizationUuid).where('uuid', '=', uuid).execute();
  }

  async deleteIssue(trx: Executor, organizationUuid: string, uuid: string): Promise<void> {
    await trx.deleteFrom('issues').where('organization_uuid', '=', organizationUuid).where('uuid', '=', uuid).execute();
  }

  /** Themes in a scope with their counts there, most customers first; with issues only, just the issue themes. */
  async listScoped(organizationUuid: string, scope: ThemeScope, options: { limit: number; offset: number; issuesOnly?: boolean; issueFilter?: IssueFilter; themeUuids?: readonly string[] }): Promise<ListResult<ScopedTheme>> {
    const issueJoin = options.issuesOnly ? sql`JOIN issues i ON i.organization_uuid = t.organization_uuid AND i.theme_uuid = t.uuid` : sql`LEFT JOIN issues i ON i.organization_uuid = t.organization_uuid AND i.theme_uuid = t.uuid`;
    const statuses = options.issueFilter?.statuses;
    const categories = options.issueFilter?.categories;
    const issueFilter = sql`${statuses ? sql`AND i.status IN (${sql.join(statuses)})` : sql``} ${categories ? sql`AND i.category IN (${sql.join(categories)})` : sql``}`;
    // (An empty list matches nothing: no uuid is empty.)
    const themeFilter = options.themeUuids ? sql`AND t.uuid IN (${sql.join(options.themeUuids.length > 0 ? [...options.themeUuids] : [''])})` : sql``;
    // A theme whose evidence was all deleted stays only for an issue a person acted on: it is no
    // recurring insight any more, but that issue (and the theme it names) can still be read.
    const withoutEvidence = options.issuesOnly === true || options.themeUuids !== undefined;
    // Organization-wide counts are kept on the theme row; scoped ones are counted from the highlights.
    const counted = (highlightsOfScope: RawBuilder<unknown>) =>
      sql`SELECT h.theme_uuid, count(*) AS hc, count(DISTINCT h.feedback_uuid) AS fc, count(DISTINCT h.customer_uuid) AS cc, avg(h.sentiment_score) AS avg
          FROM highlights h ${highlightsOfScope} AND h.theme_uuid IS NOT NULL GROUP BY h.theme_uuid`;
    // A company's highlights are found through its feedback, a customer's by their own index. On
    // SQLite the index is named: with no statistics its planner preferred to walk every highlight
    // of the organization in theme order (to group them without a sort) and test each one, 0.5 s
    // for one company at 100,000 feedback, where the named index takes 1-13 ms.
    const source =
      scope.kind === 'organization'
        ? sql`SELECT t.uuid AS theme_uuid, t.highlight_count AS hc, t.feedback_count AS fc, t.customer_count AS cc, t.average_sentiment AS avg FROM themes t WHERE t.organization_uuid = ${organizationUuid} ${withoutEvidence ? sql`` : sql`AND t.highlight_count > 0`}`
        : scope.kind === 'company'
          ? counted(sql`${this.indexedBy('highlights_feedback')} WHERE h.organization_uuid = ${organizationUuid} AND h.feedback_uuid IN (SELECT f.uuid FROM feedbacks f WHERE f.organization_uuid = ${organizationUuid} AND f.company_uuid = ${scope.uuid})`)
          : counted(sql`${this.indexedBy('highlights_customer')} WHERE h.organization_uuid = ${organizationUuid} AND h.customer_uuid = ${scope.uuid}`);
    const from = sql`FROM (${source}) s JOIN themes t ON t.organization_uuid = ${organizationUuid} AND t.uuid = s.theme_uuid ${issueJoin} WHERE 1 = 1 ${issueFilter} ${themeFilter}`;
    // The page's themes are chosen by their keys alone, then their rows read: a sort that carried
    // every column of every theme along cost about twice as much (and the summary, a few kilobytes
    // a theme, is not read at all). The sort sees every matching theme, so it counts them too
    // (`total`): a count of its own ran the scope's highlights through the joins a second time.
    const rows = await sql<Record<string, unknown>>`
      SELECT ${sql.join(LISTED_THEME_COLUMNS.map((column) => sql.ref(`t.${column}`)))}, k.hc, k.fc, k.cc, k.avg, k.total,
             i.uuid AS i_uuid, i.theme_uuid AS i_theme_uuid, i.title AS i_title, i.description AS i_description, i.status AS i_status,
             i.category AS i_category, i.created_at AS i_created_at, i.updated_at AS i_updated_at, i.merged_at AS i_merged_at
      FROM (SELECT t.uuid AS theme_uuid, s.hc, s.fc, s.cc, s.avg, count(*) OVER () AS total ${from} ORDER BY s.cc DESC, s.hc DESC, t.uuid ASC LIMIT ${options.limit} OFFSET ${options.offset}) k
      JOIN themes t ON t.organization_uuid = ${organizationUuid} AND t.uuid = k.theme_uuid
      LEFT JOIN issues i ON i.organization_uuid = t.organization_uuid AND i.theme_uuid = t.uuid
      ORDER BY k.cc DESC, k.hc DESC, t.uuid ASC`.execute(this.db);
    const first = rows.rows[0];
    if (first !== undefined || options.offset === 0) return { rows: rows.rows.map((row) => toScopedTheme(row, organizationUuid)), total: Number(first?.total ?? 0) };
    // A page past the end has no row to carry the count. Organization-wide insights with no filter
    // are the theme rows alone: each has one row in the join and at most one issue, so the rows
    // need not be joined to be counted.
    const plain = scope.kind === 'organization' && !options.issuesOnly && !options.issueFilter && !options.themeUuids;
    const count = await sql<{ n: number }>`SELECT count(*) AS n ${plain ? sql`FROM (${source}) s` : from}`.execute(this.db);
    return { rows: [], total: Number(count.rows[0]?.n ?? 0) };
  }

  /** SQLite's `INDEXED BY`: the index a query must use (an error, not a slow plan, if it is gone); nothing on PostgreSQL. */
  private indexedBy(index: HighlightIndex) {
    return this.dialect === 'sqlite' ? sql.raw(`INDEXED BY ${index}`) : sql``;
  }

  async evidence(organizationUuid: string, themeUuid: string, page: { limit: number; offset: number }): Promise<ListResult<Highlight>> {
    // By the theme's own entries: without the index named, SQLite (no statistics) walks the whole
    // organization by its primary key for the uuid order.
    const ofTheme = sql`FROM highlights ${this.indexedBy('highlights_theme_order')} WHERE organization_uuid = ${organizationUuid} AND theme_uuid = ${themeUuid}`;
    const [rows, count] = await Promise.all([
      sql<HighlightRow>`SELECT * ${ofTheme} ORDER BY uuid DESC LIMIT ${page.limit} OFFSET ${page.offset}`.execute(this.db),
      sql<{ n: number | string }>`SELECT count(*) AS n ${ofTheme}`.execute(this.db),
    ]);
    return { rows: rows.rows.map(toHighlight), total: Number(count.rows[0]!.n) };
  }

  async issueOfTheme(trx: Executor, organizationUuid: string, themeUuid: string): Promise<IssueRow | undefined> {
    return (await this.readIssueOfTheme.execute<IssueRow>(trx, { organization_uuid: organizationUuid, theme_uuid: themeUuid })).rows[0];
  }

  async getIssue(trx: Executor, organizationUuid: string, uuid: string, options: { lock?: boolean } = {}): Promise<IssueRow | undefined> {
    const query = trx.selectFrom('issues').selectAll().where('organization_uuid', '=', organizationUuid).where('uuid', '=', uuid);
    return (options.lock && this.dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
  }

  async insertIssue(trx: Executor, row: IssueRow): Promise<void> {
    await trx.insertInto('issues').values(row).onConflict((oc) => oc.columns(['organization_uuid', 'theme_uuid']).doNothing()).execute();
  }

  async updateIssue(trx: Executor, organizationUuid: string, uuid: string, changes: Partial<Pick<IssueRow, 'title' | 'description' | 'status' | 'category' | 'merged_at'>>): Promise<void> {
    await trx
      .updateTable('issues')
      .set({ ...changes, updated_at: now() })
      .where('organization_uuid', '=', organizationUuid)
      .where('uuid', '=', uuid)
      .execute();
  }
}

/** The columns of a theme row that lists read (all but `summary`). */
const LISTED_THEME_COLUMNS = [
  'organization_uuid', 'uuid', 'kind', 'title', 'keywords', 'representative_quote', 'highlight_count', 'feedback_count', 'customer_count',
  'sentiment_sum', 'average_sentiment', 'category_counts', 'change_seq', 'created_at', 'updated_at', 'merged_at', 'theme_model',
] as const satisfies ReadonlyArray<Exclude<keyof ThemeRow, 'summary'>>;
// Every other column of the row is listed: a column added to ThemeRow and not here fails to compile.
const LISTED_THEME_COLUMNS_COMPLETE: Exclude<keyof ThemeRow, 'summary' | (typeof LISTED_THEME_COLUMNS)[number]> extends never ? true : never = true;
void LISTED_THEME_COLUMNS_COMPLETE;

function toScopedTheme(row: Record<string, unknown>, organizationUuid: string): ScopedTheme {
  const theme = { ...row } as unknown as ScopedTheme['theme'];
  const scoped: ScopedTheme = {
    theme,
    highlight_count: Number(row.hc),
    feedback_count: Number(row.fc),
    customer_count: Number(row.cc),
    average_sentiment: roundScore(row.avg === null || row.avg === undefined ? null : Number(row.avg)),
  };
  if (row.i_uuid) {
    scoped.issue = {
      organization_uuid: organizationUuid,
      uuid: String(row.i_uuid),
      theme_uuid: String(row.i_theme_uuid),
      title: (row.i_title as string | null) ?? null,
      description: (row.i_description as string | null) ?? null,
      status: String(row.i_status),
      category: String(row.i_category),
      created_at: String(row.i_created_at),
      updated_at: String(row.i_updated_at),
      merged_at: (row.i_merged_at as string | null) ?? null,
    };
  }
  return scoped;
}
