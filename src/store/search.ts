import { sql, type Expression, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { Dialect } from './db.js';
import type { Database } from './schema.js';
import { Prepared } from './query.js';

/**
 * The full-text indexes of feedback, customers and companies: the one place where the two stores
 * differ in SQL. Each base row keeps the rowid of its index entry in `search_rowid`.
 *
 * SQLite: contentless FTS5 tables (porter stemming for feedback, diacritics removed), queried with
 * `MATCH '"word"* "other"*'`; an entry's rowid is the insert's rowid (FTS5 tables have no RETURNING).
 *
 * PostgreSQL: tables of the same names with a generated tsvector and a GIN index
 * (migrations/postgres/0001_initial.sql), queried with `tsv @@ to_tsquery('word:* & other:*')`;
 * the rowid comes back from `RETURNING rowid`. The text is stored already cut into lower-case words
 * without diacritics (as FTS5's unicode61 tokenizer cuts it), so e-mail addresses and domains
 * split into their words on both stores.
 */
export type SearchTable = 'feedback_search' | 'customer_search' | 'company_search';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Lower-case words of letters and digits with diacritics removed, as FTS5's unicode61 tokenizer
 * (remove_diacritics 2) cuts text: what the PostgreSQL index stores and is queried with.
 */
export function searchWords(text: string): string[] {
  return text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Feedback is stemmed (no stop words dropped); names, e-mails and domains are not. */
const PG_CONFIG: Record<SearchTable, string> = {
  feedback_search: 'cfs_english',
  customer_search: 'simple',
  company_search: 'simple',
};

/** At most this many words of a search are used (each must match, as a word prefix). */
const MAX_QUERY_WORDS = 16;

/** The company and customer of a feedback, for its search entry. */
export interface SearchScope {
  companyUuid: string | null;
  customerUuid: string;
}

/** Company and customer filters a feedback search can apply inside the index. */
export interface SearchWithin {
  companyUuids?: string[];
  customerUuids?: string[];
}

const scopeToken = (prefix: 'co' | 'cu', uuid: string) => `${prefix}${uuid.replace(/-/g, '').toLowerCase()}`;

/**
 * SQLite keeps a feedback's company and customer as tokens of a second column of its entry, so a
 * search filtered by company or customer is one index query: it never lists every match of the
 * words first (which, for a common word, means thousands of rows).
 */
function scopeTokens(scope: SearchScope): string {
  return [scope.companyUuid ? scopeToken('co', scope.companyUuid) : '', scopeToken('cu', scope.customerUuid)].join(' ').trim();
}

/** At most this many uuids of a filter go into the index query; longer lists filter by join. */
const MAX_WITHIN = 50;

/** The company and customer filters as groups of tags tokens (each group: any of its tokens). */
function withinTokens(within: SearchWithin | undefined): string[][] {
  return [
    (within?.companyUuids ?? []).map((uuid) => `"${scopeToken('co', uuid)}"`),
    (within?.customerUuids ?? []).map((uuid) => `"${scopeToken('cu', uuid)}"`),
  ].filter((tokens) => tokens.length > 0 && tokens.length <= MAX_WITHIN);
}

/**
 * The integers of a comma-separated list (group_concat of rowids) in a typed array, without a
 * string or a boxed number per item: each item takes at least two characters, so half the
 * text's length (rounded up) bounds their count.
 */
export function parseIds(text: string): Int32Array {
  const ids = new Int32Array((text.length + 1) >> 1);
  let count = 0;
  let value = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 44) {
      ids[count++] = value;
      value = 0;
    } else value = value * 10 + (code - 48);
  }
  ids[count++] = value;
  return ids.slice(0, count);
}

type InsertParameter = 'organization_uuid' | 'body' | 'tags';

export class SearchIndex {
  /** The insert of each table (and, on SQLite, with or without scope tags), compiled once. */
  private readonly inserts = new Map<string, Prepared<InsertParameter>>();

  constructor(readonly dialect: Dialect) {}

  private insertStatement(table: SearchTable, tagged: boolean): Prepared<InsertParameter> {
    const key = `${table}:${tagged}`;
    let statement = this.inserts.get(key);
    if (!statement) {
      statement =
        this.dialect === 'postgres'
          ? new Prepared((db, p) => db.insertInto(table).values({ organization_uuid: p('organization_uuid'), body: p('body') }).returning('rowid'))
          : new Prepared((db, p) => db.insertInto(table).values({ body: p('body'), ...(tagged ? { tags: p('tags') } : {}) }));
      this.inserts.set(key, statement);
    }
    return statement;
  }

  /** Adds an entry for a new record and returns its rowid (for the record's search_rowid). */
  async insert(trx: Executor, table: SearchTable, organizationUuid: string, text: string, scope?: SearchScope): Promise<number> {
    if (this.dialect === 'postgres') {
      const result = await this.insertStatement(table, false).execute<{ rowid: number }>(trx, { organization_uuid: organizationUuid, body: searchWords(text).join(' '), tags: null });
      return Number(result.rows[0]!.rowid);
    }
    const result = await this.insertStatement(table, scope !== undefined).execute(trx, { organization_uuid: null, body: text, tags: scope ? scopeTokens(scope) : null });
    return Number(result.insertId);
  }

  /** Replaces the text of an entry, keeping its rowid. */
  async replace(trx: Executor, table: SearchTable, organizationUuid: string, rowid: number, text: string, scope?: SearchScope): Promise<void> {
    if (this.dialect === 'postgres') {
      await trx
        .updateTable(table)
        .set({ body: searchWords(text).join(' ') })
        .where('organization_uuid', '=', organizationUuid)
        .where('rowid', '=', rowid)
        .execute();
      return;
    }
    // A contentless FTS5 table cannot update an entry in place: delete it and insert it again.
    await trx.deleteFrom(table).where('rowid', '=', rowid).execute();
    await trx.insertInto(table).values({ rowid, body: text, ...(scope ? { tags: scopeTokens(scope) } : {}) }).execute();
  }

  async remove(trx: Executor, table: SearchTable, organizationUuid: string, rowids: number[]): Promise<void> {
    if (rowids.length === 0) return;
    let query = trx.deleteFrom(table).where('rowid', 'in', rowids);
    // SQLite's contentless table cannot filter on anything but its rowid.
    if (this.dialect === 'postgres') query = query.where('organization_uuid', '=', organizationUuid);
    await query.execute();
  }

  /**
   * SQLite: the FTS5 query for what the user typed (every word as a word prefix), undefined when
   * nothing searchable is left. Feedback words are matched in the text column only, so a word can
   * never match the company and customer tokens of `tags`; those filter through `within`.
   */
  sqliteQuery(table: SearchTable, text: string, within?: SearchWithin): string | undefined {
    // FTS5 removes diacritics from the query words itself.
    const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu)?.slice(0, MAX_QUERY_WORDS);
    if (!words || words.length === 0) return undefined;
    const query = words.map((word) => `"${word}"*`).join(' ');
    if (table !== 'feedback_search') return query;
    return [`body : (${query})`, ...withinTokens(within).map((tokens) => `tags : (${tokens.join(' OR ')})`)].join(' AND ');
  }

  /**
   * SQLite: the rowids of every entry matching an FTS5 query (all organizations' entries: the
   * caller scopes them), read as one text in one statement together with the connection's
   * `data_version`, which changes when another connection has written to the store since.
   */
  async sqliteMatches(executor: Executor, table: SearchTable, query: string): Promise<{ rowids: Int32Array; dataVersion: number }> {
    const result = await sql<{ ids: string | null; v: number }>`
      SELECT (SELECT data_version FROM pragma_data_version) AS v, group_concat(rowid) AS ids
      FROM ${sql.table(table)} WHERE ${sql.table(table)} MATCH ${query}`.execute(executor);
    const row = result.rows[0]!;
    return { rowids: row.ids ? parseIds(row.ids) : new Int32Array(0), dataVersion: Number(row.v) };
  }

  /**
   * `column IN (rowids of the organization's entries matching what the user typed)`: every word
   * must match, as a word prefix, so "expor fail" finds "export failed". Undefined when nothing
   * searchable is left (the search then filters nothing). With `probe`, another filter of the query
   * is narrower than a typical search (one company, one customer): SQLite is then told to walk that
   * filter's index and probe the matches, rather than walk every match.
   */
  matches(column: string, table: SearchTable, organizationUuid: string, text: string, options: { probe?: boolean; within?: SearchWithin } = {}): Expression<SqlBool> | undefined {
    if (this.dialect === 'postgres') {
      const words = searchWords(text).slice(0, MAX_QUERY_WORDS);
      if (words.length === 0) return undefined;
      const query = words.map((word) => `${word}:*`).join(' & ');
      return sql<SqlBool>`${sql.ref(column)} IN (SELECT s.rowid FROM ${sql.table(table)} s WHERE s.organization_uuid = ${organizationUuid} AND s.tsv @@ to_tsquery(${sql.lit(PG_CONFIG[table])}::regconfig, ${query}))`;
    }
    const query = this.sqliteQuery(table, text, options.within);
    if (query === undefined) return undefined;
    const within = table === 'feedback_search' && withinTokens(options.within).length > 0;
    // A unary + keeps SQLite from using the column's index, so it drives from the other filter.
    const target = options.probe && !within ? sql`+${sql.ref(column)}` : sql.ref(column);
    return sql<SqlBool>`${target} IN (SELECT rowid FROM ${sql.table(table)} WHERE ${sql.table(table)} MATCH ${query})`;
  }
}
