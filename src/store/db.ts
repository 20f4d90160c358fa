import { readFileSync, readdirSync, mkdirSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from './schema.js';

export type Dialect = 'sqlite' | 'postgres';

export interface Store {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Runs a script of several statements (migrations), outside Kysely's one-statement queries. */
  execScript(script: string): Promise<void>;
  close(): Promise<void>;
}

/** Parses DATABASE_URL: `sqlite:<path>`, `sqlite::memory:` or `postgres://...`. */
export function parseDatabaseUrl(url: string): { dialect: Dialect; location: string } {
  if (url.startsWith('sqlite:')) {
    const location = url.slice('sqlite:'.length).replace(/^\/\//, '');
    if (!location) throw new Error(`DATABASE_URL "${url}" names no file (use sqlite:./data/cfs.sqlite or sqlite::memory:)`);
    return { dialect: 'sqlite', location };
  }
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) return { dialect: 'postgres', location: url };
  throw new Error(`DATABASE_URL "${url}" is not sqlite:<path> or postgres://...`);
}

export function openStore(url: string): Store {
  const { dialect, location } = parseDatabaseUrl(url);
  if (dialect === 'postgres') throw new Error('PostgreSQL is not supported yet: use DATABASE_URL=sqlite:<path>');
  return openSqlite(location);
}

function openSqlite(location: string): Store {
  if (location !== ':memory:') mkdirSync(dirname(resolve(location)), { recursive: true });
  const raw = new BetterSqlite3(location);
  raw.pragma('journal_mode = WAL');
  raw.pragma('synchronous = NORMAL');
  raw.pragma('foreign_keys = ON');
  raw.pragma('busy_timeout = 5000');
  raw.pragma('cache_size = -65536');
  raw.pragma('wal_autocheckpoint = 20000');
  raw.defaultSafeIntegers(false);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(raw) }) });
  return {
    db,
    dialect: 'sqlite',
    async execScript(script) {
      raw.exec(script);
    },
    async close() {
      await db.destroy();
    },
  };
}

/**
 * Kysely prepares every query afresh; better-sqlite3 statements are reusable, so keep the
 * prepared ones by SQL text (the set of distinct query shapes is small and bounded).
 */
function withStatementCache(raw: BetterSqlite3.Database) {
  const cache = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => raw.close(),
    prepare(sqlText: string) {
      let statement = cache.get(sqlText);
      if (!statement) {
        statement = raw.prepare(sqlText);
        if (cache.size >= 2000) cache.delete(cache.keys().next().value!);
        cache.set(sqlText, statement);
      }
      return statement;
    },
  };
}

/** The folder that holds package.json, from src/ (tsx, vitest) or dist/src/ (built). */
export function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('package.json not found above ' + fileURLToPath(import.meta.url));
    dir = parent;
  }
  return dir;
}

export interface Migration {
  version: number;
  name: string;
  script: string;
}

export function loadMigrations(dialect: Dialect): Migration[] {
  const dir = join(packageRoot(), 'migrations', dialect);
  return readdirSync(dir)
    .filter((file) => /^\d{4}_.+\.sql$/.test(file))
    .sort()
    .map((file) => ({ version: Number(file.slice(0, 4)), name: file.replace(/\.sql$/, ''), script: readFileSync(join(dir, file), 'utf8') }));
}
