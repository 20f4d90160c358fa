import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../../src/store/db.js';
import { openTestStore } from '../helpers.js';

/**
 * The schema is keyed by organization: organization_uuid leads every primary key, every foreign
 * key and every unique index, so one organization's rows sit together and every table can be
 * distributed by organization_uuid (docs/scale-out.md). Read from the store's own catalog, on
 * whichever store the project runs.
 */

/** Tables keyed otherwise: the organizations themselves, and the migrations' own bookkeeping. */
const EXEMPT = new Set(['organizations', 'schema_migrations']);

interface Key {
  table: string;
  kind: 'primary key' | 'unique index' | 'foreign key';
  name: string;
  columns: string[];
}

async function postgresKeys(store: Store): Promise<{ tables: string[]; keys: Key[]; orgColumn: Set<string> }> {
  const tables = await sql<{ name: string }>`
    SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') ORDER BY 1`.execute(store.db);
  const indexes = await sql<{ table: string; name: string; primary: boolean; columns: string[] }>`
    SELECT t.relname AS table, i.relname AS name, x.indisprimary AS primary,
           array(SELECT a.attname::text FROM unnest(x.indkey) WITH ORDINALITY k(attnum, ord)
                 JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum ORDER BY k.ord) AS columns
    FROM pg_index x JOIN pg_class t ON t.oid = x.indrelid JOIN pg_class i ON i.oid = x.indexrelid
    JOIN pg_namespace n ON n.oid = t.relnamespace
    WHERE n.nspname = current_schema() AND (x.indisprimary OR x.indisunique)`.execute(store.db);
  const foreign = await sql<{ table: string; name: string; columns: string[] }>`
    SELECT t.relname AS table, c.conname AS name,
           array(SELECT a.attname::text FROM unnest(c.conkey) WITH ORDINALITY k(attnum, ord)
                 JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum ORDER BY k.ord) AS columns
    FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid JOIN pg_namespace n ON n.oid = t.relnamespace
    WHERE n.nspname = current_schema() AND c.contype = 'f'`.execute(store.db);
  const withOrg = await sql<{ table: string }>`
    SELECT table_name AS table FROM information_schema.columns
    WHERE table_schema = current_schema() AND column_name = 'organization_uuid'`.execute(store.db);
  return {
    tables: tables.rows.map((row) => row.name),
    keys: [
      ...indexes.rows.map((row): Key => ({ table: row.table, kind: row.primary ? 'primary key' : 'unique index', name: row.name, columns: row.columns })),
      ...foreign.rows.map((row): Key => ({ table: row.table, kind: 'foreign key', name: row.name, columns: row.columns })),
    ],
    orgColumn: new Set(withOrg.rows.map((row) => row.table)),
  };
}

async function sqliteKeys(store: Store): Promise<{ tables: string[]; keys: Key[]; orgColumn: Set<string> }> {
  // Ordinary tables only: the FTS5 full-text indexes are virtual tables keyed by rowid (and their
  // shadow tables belong to FTS5); each base row points at its entry (search_rowid).
  const all = await sql<{ name: string; sql: string }>`SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`.execute(store.db);
  const virtual = all.rows.filter((row) => /^CREATE VIRTUAL TABLE/i.test(row.sql)).map((row) => row.name);
  const tables = all.rows.map((row) => row.name).filter((name) => !virtual.some((v) => name === v || name.startsWith(`${v}_`)));
  const keys: Key[] = [];
  const orgColumn = new Set<string>();
  for (const table of tables) {
    const columns = await sql<{ name: string; pk: number }>`SELECT name, pk FROM pragma_table_info(${table})`.execute(store.db);
    if (columns.rows.some((column) => column.name === 'organization_uuid')) orgColumn.add(table);
    const pk = columns.rows.filter((column) => column.pk > 0).sort((a, b) => a.pk - b.pk);
    if (pk.length > 0) keys.push({ table, kind: 'primary key', name: `${table} primary key`, columns: pk.map((column) => column.name) });
    const indexes = await sql<{ name: string; unique: number; origin: string }>`SELECT name, "unique", origin FROM pragma_index_list(${table})`.execute(store.db);
    for (const index of indexes.rows.filter((row) => row.unique === 1 && row.origin !== 'pk')) {
      const info = await sql<{ name: string; seqno: number }>`SELECT name, seqno FROM pragma_index_info(${index.name}) ORDER BY seqno`.execute(store.db);
      keys.push({ table, kind: 'unique index', name: index.name, columns: info.rows.map((row) => row.name) });
    }
    const foreign = await sql<{ id: number; seq: number; from: string }>`SELECT id, seq, "from" FROM pragma_foreign_key_list(${table}) ORDER BY id, seq`.execute(store.db);
    const byId = new Map<number, string[]>();
    for (const row of foreign.rows) byId.set(row.id, [...(byId.get(row.id) ?? []), row.from]);
    for (const [id, columns] of byId) keys.push({ table, kind: 'foreign key', name: `${table} foreign key ${id}`, columns });
  }
  return { tables, keys, orgColumn };
}

describe('organization_uuid leads every key', () => {
  let store: Store;
  let schema: { tables: string[]; keys: Key[]; orgColumn: Set<string> };

  beforeAll(async () => {
    store = await openTestStore();
    schema = store.dialect === 'postgres' ? await postgresKeys(store) : await sqliteKeys(store);
  });
  afterAll(async () => store?.close());

  it('reads the whole schema', () => {
    for (const table of ['organizations', 'api_tokens', 'personas', 'spaces', 'companies', 'customers', 'feedbacks', 'feedback_spaces', 'highlights', 'themes', 'issues']) {
      expect(schema.tables).toContain(table);
    }
    if (store.dialect === 'postgres') for (const table of ['feedback_search', 'customer_search', 'company_search']) expect(schema.tables).toContain(table);
    expect(schema.keys.filter((key) => key.kind === 'foreign key').length).toBeGreaterThanOrEqual(10);
  });

  it('every table but organizations and schema_migrations has organization_uuid and a primary key', () => {
    const tables = schema.tables.filter((table) => !EXEMPT.has(table));
    expect(tables.filter((table) => !schema.orgColumn.has(table))).toEqual([]);
    const keyed = new Set(schema.keys.filter((key) => key.kind === 'primary key').map((key) => key.table));
    expect(tables.filter((table) => !keyed.has(table))).toEqual([]);
  });

  it('every primary key, foreign key and unique index starts with organization_uuid', () => {
    const offending = schema.keys
      .filter((key) => !EXEMPT.has(key.table))
      .filter((key) => key.columns[0] !== 'organization_uuid')
      .map((key) => `${key.table}: ${key.kind} ${key.name} (${key.columns.join(', ')})`);
    expect(offending).toEqual([]);
    // Composite keys name more than the organization: a key of organization_uuid alone would
    // allow one row per organization.
    const orgOnly = schema.keys.filter((key) => !EXEMPT.has(key.table) && key.kind !== 'foreign key' && key.columns.length < 2);
    expect(orgOnly).toEqual([]);
  });

  it('organizations is keyed by its uuid', () => {
    const key = schema.keys.find((k) => k.table === 'organizations' && k.kind === 'primary key');
    expect(key?.columns).toEqual(['uuid']);
  });
});
