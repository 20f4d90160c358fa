import { sql } from 'kysely';
import { loadMigrations, type Migration, type Store } from './db.js';

const SCHEMA_MIGRATIONS = `CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER NOT NULL PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`;

/**
 * The key of the PostgreSQL advisory lock that migrations hold (any constant; this one spells
 * "cfs migr" in ASCII, cut to a signed 64-bit value).
 */
export const MIGRATION_LOCK_KEY = 7_162_538_840_491_124_594n;

/**
 * Applies the migrations the store has not seen, each in its own transaction together with its
 * row in schema_migrations, so a failed migration leaves the store as it was. Returns the names
 * of the migrations applied.
 *
 * Safe when several instances start together: on PostgreSQL each migration's transaction first
 * takes a transaction-scoped advisory lock (released at commit, so nothing outlives the
 * transaction and PgBouncer in transaction mode is fine) and only then checks whether the
 * migration is still to do. On SQLite `BEGIN IMMEDIATE` takes the write lock before the check.
 */
export async function migrate(store: Store): Promise<string[]> {
  return store.dialect === 'postgres' ? migratePostgres(store) : migrateSqlite(store);
}

async function migrateSqlite(store: Store): Promise<string[]> {
  await store.execScript(SCHEMA_MIGRATIONS);
  const applied: string[] = [];
  for (const migration of loadMigrations(store.dialect)) {
    const done = await sql<{ version: number }>`SELECT version FROM schema_migrations WHERE version = ${migration.version}`.execute(store.db);
    if (done.rows.length > 0) continue;
    const appliedAt = new Date().toISOString();
    await store.execScript(
      `BEGIN IMMEDIATE;\n${migration.script}\n;INSERT INTO schema_migrations (version, name, applied_at) VALUES (${migration.version}, '${migration.name}', '${appliedAt}');\nCOMMIT;`,
    ).catch(async (error: unknown) => {
      await store.execScript('ROLLBACK').catch(() => undefined);
      throw new Error(`migration ${migration.name} failed: ${(error as Error).message}`);
    });
    applied.push(migration.name);
  }
  return applied;
}

async function migratePostgres(store: Store): Promise<string[]> {
  const applied: string[] = [];
  for (const migration of loadMigrations(store.dialect)) {
    if (await applyPostgres(store, migration)) applied.push(migration.name);
  }
  return applied;
}

async function applyPostgres(store: Store, migration: Migration): Promise<boolean> {
  try {
    return await store.db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(${sql.lit(MIGRATION_LOCK_KEY.toString())}::bigint)`.execute(trx);
      // Under the lock, so instances starting on an empty database do not race to create it.
      await sql.raw(SCHEMA_MIGRATIONS).execute(trx);
      const done = await sql<{ version: number }>`SELECT version FROM schema_migrations WHERE version = ${migration.version}`.execute(trx);
      if (done.rows.length > 0) return false;
      // No parameters: pg sends it with the simple query protocol, which runs several statements.
      await sql.raw(migration.script).execute(trx);
      await sql`INSERT INTO schema_migrations (version, name, applied_at) VALUES (${migration.version}, ${migration.name}, ${new Date().toISOString()})`.execute(trx);
      return true;
    });
  } catch (error) {
    throw new Error(`migration ${migration.name} failed: ${(error as Error).message}`);
  }
}
