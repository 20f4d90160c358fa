import { sql, type Kysely, type Transaction } from 'kysely';
import type { Store } from './db.js';
import { migrate } from './migrate.js';
import type { Database } from './schema.js';
import { SearchIndex, type SearchScope, type SearchTable } from './search.js';
import { companySearchText } from './companies.js';
import { customerSearchText } from './customers.js';

/**
 * Copies a whole store into another, empty one (`store copy` in the CLI): SQLite to PostgreSQL
 * when an installation moves up, or back. Every table is copied row for row, in dependency order,
 * inside one transaction on the target, so a failed copy leaves the target empty.
 *
 * The full-text tables are not copied (SQLite's are contentless: the text is not in them, and the
 * two stores index differently): each company, customer and feedback gets a new entry on the
 * target, built from its text as the repositories build it, and the new rowid in `search_rowid`.
 * `schema_migrations` is not copied either: both stores are migrated first, so they are at the
 * same version.
 */

/** The copied tables, parents before children; and the columns of each (every one, see checkColumns). */
export const COPIED_TABLES = {
  organizations: ['uuid', 'name', 'created_at', 'theme_seq', 'theme_reset_seq', 'theme_maintained_seq', 'theme_model'],
  api_tokens: ['organization_uuid', 'uuid', 'token_hash', 'prefix', 'name', 'created_at', 'revoked_at'],
  personas: ['organization_uuid', 'uuid', 'name', 'description', 'created_at', 'updated_at'],
  spaces: ['organization_uuid', 'uuid', 'name', 'description', 'feedback_count', 'created_at', 'updated_at'],
  companies: [
    'organization_uuid', 'uuid', 'name', 'domain', 'dollar_value', 'description', 'notes', 'company_persona_uuid', 'created_at', 'updated_at',
    'last_interacted_date', 'customer_count', 'feedback_count', 'sentiment_sum', 'average_sentiment', 'search_rowid',
  ],
  customers: [
    'organization_uuid', 'uuid', 'full_name', 'email', 'role', 'persona_uuid', 'customer_company_uuid', 'created_at', 'updated_at',
    'last_interacted_date', 'feedback_count', 'sentiment_sum', 'average_sentiment', 'highlight_count', 'archived_highlight_count', 'search_rowid',
  ],
  feedbacks: [
    'organization_uuid', 'uuid', 'customer_uuid', 'company_uuid', 'feedback_contents', 'feedback_date', 'priority', 'feedback_type',
    'sentiment_score', 'space_uuids', 'created_at', 'updated_at', 'search_rowid',
  ],
  feedback_spaces: ['organization_uuid', 'space_uuid', 'feedback_uuid', 'feedback_date'],
  themes: [
    'organization_uuid', 'uuid', 'kind', 'title', 'keywords', 'representative_quote', 'summary', 'highlight_count', 'feedback_count',
    'customer_count', 'sentiment_sum', 'average_sentiment', 'category_counts', 'change_seq', 'created_at', 'updated_at', 'merged_at',
    'theme_model',
  ],
  issues: ['organization_uuid', 'uuid', 'theme_uuid', 'title', 'description', 'status', 'category', 'created_at', 'updated_at', 'merged_at'],
  highlights: [
    'organization_uuid', 'uuid', 'feedback_uuid', 'customer_uuid', 'start_offset', 'end_offset', 'quote', 'category', 'sentiment_score',
    'liked', 'archived', 'created_at', 'updated_at', 'theme_uuid',
  ],
} as const satisfies { [T in keyof Database]?: readonly (keyof Database[T] & string)[] };

export type CopiedTable = keyof typeof COPIED_TABLES;
export type CopyCounts = Record<CopiedTable, number>;

const PRIMARY_KEYS: Record<CopiedTable, readonly string[]> = {
  organizations: ['uuid'],
  api_tokens: ['organization_uuid', 'uuid'],
  personas: ['organization_uuid', 'uuid'],
  spaces: ['organization_uuid', 'uuid'],
  companies: ['organization_uuid', 'uuid'],
  customers: ['organization_uuid', 'uuid'],
  feedbacks: ['organization_uuid', 'uuid'],
  feedback_spaces: ['organization_uuid', 'space_uuid', 'feedback_uuid'],
  themes: ['organization_uuid', 'uuid'],
  issues: ['organization_uuid', 'uuid'],
  highlights: ['organization_uuid', 'uuid'],
};

/** The text of each record's search entry, built by the repositories' own functions. */
const SEARCH: Partial<Record<CopiedTable, { table: SearchTable; body: (row: Record<string, any>) => string; scope?: (row: Record<string, any>) => SearchScope }>> = {
  companies: { table: 'company_search', body: (row) => companySearchText(row as { name: string; domain: string | null }) },
  customers: { table: 'customer_search', body: (row) => customerSearchText(row as { full_name: string; email: string; role: string | null }) },
  feedbacks: {
    table: 'feedback_search',
    body: (row) => row.feedback_contents,
    scope: (row) => ({ companyUuid: row.company_uuid, customerUuid: row.customer_uuid }),
  },
};

export const COPY_BATCH_SIZE = 500;

export class TargetNotEmptyError extends Error {}

// Tables and columns are chosen at run time from COPIED_TABLES, so the copy itself is untyped.
type AnyDb = Kysely<any> | Transaction<any>;

/**
 * Copies every row of `from` into `to` and returns the row count of each table (equal on both
 * sides, or it throws and the target is left as it was). Refuses a target that holds any
 * organization. Both stores are migrated first.
 */
export async function copyStore(from: Store, to: Store, log: (message: string) => void = () => undefined): Promise<CopyCounts> {
  await migrate(from);
  await migrate(to);
  for (const store of [from, to]) await checkColumns(store);
  const search = new SearchIndex(to.dialect);
  const sourceDb = from.db as unknown as Kysely<any>;
  const targetDb = to.db as unknown as Kysely<any>;

  // The source is read in one transaction: one snapshot, even if the service still writes to it.
  const readSource = <T>(work: (trx: Transaction<any>) => Promise<T>) =>
    from.dialect === 'postgres' ? sourceDb.transaction().setIsolationLevel('repeatable read').setAccessMode('read only').execute(work) : sourceDb.transaction().execute(work);

  return readSource((source) =>
    targetDb.transaction().execute(async (target) => {
      const present = await countRows(target, 'organizations');
      if (present > 0) throw new TargetNotEmptyError(`the target store is not empty (it holds ${present} organization${present === 1 ? '' : 's'}); store copy only copies into an empty store`);
      const counts = {} as CopyCounts;
      for (const table of Object.keys(COPIED_TABLES) as CopiedTable[]) {
        counts[table] = await copyTable(source, target, table, search);
        log(`${table}: ${counts[table]}`);
      }
      for (const table of Object.keys(COPIED_TABLES) as CopiedTable[]) {
        const [inSource, inTarget] = [await countRows(source, table), await countRows(target, table)];
        if (inSource !== counts[table] || inTarget !== counts[table]) {
          throw new Error(`copy check failed for ${table}: ${inSource} rows in the source, ${counts[table]} copied, ${inTarget} in the target`);
        }
      }
      return counts;
    }),
  );
}

async function copyTable(source: AnyDb, target: AnyDb, table: CopiedTable, search: SearchIndex): Promise<number> {
  const columns = COPIED_TABLES[table] as readonly string[];
  const key = PRIMARY_KEYS[table];
  const entry = SEARCH[table];
  let copied = 0;
  let after: unknown[] | undefined;
  for (;;) {
    // Keyset paging on the primary key: each page is one index range, however large the table.
    let query = source.selectFrom(table).select(columns as string[]);
    for (const column of key) query = query.orderBy(column);
    if (after) {
      const last = after;
      query = query.where(sql<boolean>`(${sql.join(key.map((column) => sql.ref(column)))}) > (${sql.join(last)})`);
    }
    const rows: Record<string, unknown>[] = await query.limit(COPY_BATCH_SIZE).execute();
    if (rows.length === 0) return copied;
    if (entry) {
      for (const row of rows) row.search_rowid = await search.insert(target, entry.table, row.organization_uuid as string, entry.body(row), entry.scope?.(row));
    }
    await target.insertInto(table).values(rows).execute();
    copied += rows.length;
    const lastRow = rows[rows.length - 1]!;
    after = key.map((column) => lastRow[column]);
    if (rows.length < COPY_BATCH_SIZE) return copied;
  }
}

async function countRows(db: AnyDb, table: CopiedTable): Promise<number> {
  const row = await db.selectFrom(table).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Every column of a copied table must be in COPIED_TABLES: a column added by a later migration and
 * not listed here would otherwise be lost silently.
 */
async function checkColumns(store: Store): Promise<void> {
  for (const [table, listed] of Object.entries(COPIED_TABLES)) {
    const result =
      store.dialect === 'postgres'
        ? await sql<{ name: string }>`SELECT column_name AS name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ${table}`.execute(store.db)
        : await sql<{ name: string }>`SELECT name FROM pragma_table_info(${table})`.execute(store.db);
    const actual = new Set(result.rows.map((row) => row.name));
    const known = new Set<string>(listed);
    const unknown = [...actual].filter((name) => !known.has(name));
    const missing = [...known].filter((name) => !actual.has(name));
    if (unknown.length > 0 || missing.length > 0) {
      throw new Error(
        `the ${store.dialect} store's table ${table} does not have the columns store copy knows` +
          (unknown.length ? ` (not copied: ${unknown.join(', ')})` : '') +
          (missing.length ? ` (missing: ${missing.join(', ')})` : ''),
      );
    }
  }
}
