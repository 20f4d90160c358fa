import { sql } from 'kysely';
import { loadMigrations, type Store } from './db.js';

/**
 * Applies the migrations the store has not seen, each in its own transaction together with its
 * row in schema_migrations, so a failed migration leaves the store as it was. Returns the names
 * of the migrations applied.
 */
export async function migrate(store: Store): Promise<string[]> {
  await store.execScript(
    `CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER NOT NULL PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`,
  );
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
