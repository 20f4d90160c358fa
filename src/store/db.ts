import { readFileSync, readdirSync, mkdirSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';
import { ReadWriteSqliteDialect, ReadWriteSqliteDriver } from './sqlite-driver.js';

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

export interface StoreOptions {
  /** Connections in the PostgreSQL pool (DATABASE_POOL_SIZE); ignored for SQLite. */
  poolSize?: number;
  /** SQLite: how much of the database file is read through a memory map (SQLITE_MMAP_MB), in MiB; 0 reads with system calls. */
  mmapMb?: number;
  /**
   * SQLite: whether this connection keeps the WAL short (a checkpoint thread; see
   * startCheckpointer). Off for a second connection of the same process that only reads.
   */
  checkpoints?: boolean;
  /** SQLite: WAL frames past which the checkpoint thread has the WAL start over (DEFAULT_WAL_RESTART_FRAMES; tests set fewer). */
  walRestartFrames?: number;
  /** SQLite: called after each RESTART checkpoint the thread ran in a turn between writes (tests). */
  onWalRestart?: () => void;
}

/**
 * Reading the database through a memory map spares a system call and a copy per page that is not
 * in SQLite's own cache: about a fifth of the CPU of an ingest once the store outgrows that cache.
 */
export const DEFAULT_SQLITE_MMAP_MB = 1024;

export const DEFAULT_POOL_SIZE = 10;

/** SQLite's page cache per connection, in KiB (see openSqlite for why it is not larger). */
const SQLITE_CACHE_KIB = 16 * 1024;

export function openStore(url: string, options: StoreOptions = {}): Store {
  const { dialect, location } = parseDatabaseUrl(url);
  if (dialect === 'postgres') return openPostgres(location, options.poolSize ?? DEFAULT_POOL_SIZE);
  return openSqlite(location, options.mmapMb ?? DEFAULT_SQLITE_MMAP_MB, options.checkpoints ?? true, options.walRestartFrames ?? DEFAULT_WAL_RESTART_FRAMES, options.onWalRestart);
}

/**
 * PostgreSQL through a pool. Nothing is kept in a session between transactions (no SET, no
 * session advisory locks, no prepared statements by name, no temporary tables), so the pool may
 * sit behind PgBouncer in transaction mode.
 */
function openPostgres(url: string, poolSize: number): Store {
  // int8 (count(*), BIGSERIAL rowids) arrives as text by default; every such value here is far
  // below 2^53, so it is read as a number. Set on this pool only, not on the pg module.
  const types = new pg.TypeOverrides();
  types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));
  const pool = new pg.Pool({ connectionString: url, max: Math.max(1, poolSize), types });
  // An idle connection that breaks (server restart, PgBouncer closing it) is dropped from the
  // pool and reported here; the next query opens a new one. Without a listener it would crash
  // the process.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: 'postgres',
    async execScript(script) {
      // One client, no parameters: the simple query protocol, which runs several statements.
      const client = await pool.connect();
      try {
        await client.query(script);
      } finally {
        client.release();
      }
    },
    async close() {
      // Ends the pool too.
      await db.destroy();
    },
  };
}

function openSqlite(location: string, mmapMb: number, checkpoints: boolean, walRestartFrames: number, onWalRestart?: () => void): Store {
  if (location !== ':memory:') mkdirSync(dirname(resolve(location)), { recursive: true });
  const raw = new BetterSqlite3(location);
  raw.pragma('journal_mode = WAL');
  raw.pragma('synchronous = NORMAL');
  raw.pragma('foreign_keys = ON');
  raw.pragma('busy_timeout = 5000');
  // The page cache holds what the memory map cannot give directly (pages whose latest version is
  // in the WAL, pages being written), and is kept small on purpose. B-tree balancing parks a page
  // at the lock-byte page number (262,145 with 4 KiB pages) for a moment, so in a store under 1 GiB
  // nearly every commit ends by dropping cached pages "past the end of the file", which SQLite does
  // by visiting its whole cache: at 64 MiB (16,000 pages) about a tenth of the event loop's time
  // under a stream of POST /feedbacks. 16 MiB ingests about a fifth more per second on a store of
  // 100,000 feedback (8 and 32 MiB within a few percent of it); reads come through the memory map.
  raw.pragma(`cache_size = -${SQLITE_CACHE_KIB}`);
  // Each write of a group commit runs in its own savepoint, whose rollback journal (and any
  // temporary B-tree) would otherwise spill to a temporary file: write system calls on every ingest.
  // In memory it is ~10% less CPU per ingest; its size is bounded by one transaction's pages.
  raw.pragma('temp_store = MEMORY');
  if (location !== ':memory:') raw.pragma(`mmap_size = ${mmapMb * 1024 * 1024}`);
  raw.defaultSafeIntegers(false);
  // A file gets a second connection that only reads (see ReadWriteSqliteDriver); an in-memory
  // database is private to its connection, so it has the one.
  const reader = location === ':memory:' ? undefined : openSqliteReader(location, mmapMb);
  const driver = reader ? new ReadWriteSqliteDriver(withStatementCache(raw), withStatementCache(reader)) : undefined;
  const dialect = driver ? new ReadWriteSqliteDialect(driver) : new SqliteDialect({ database: withStatementCache(raw) });
  // Checkpoints (copying the WAL back into the database file) run on a thread of their own, so a
  // write never pays for one; the connection's own automatic checkpoint is a backstop only.
  const checkpointer = !driver || !checkpoints
    ? undefined
    : startCheckpointer(resolve(location), walRestartFrames, (work) => driver.betweenWrites(work), () => raw.open && raw.pragma('wal_autocheckpoint = 20000'), onWalRestart);
  raw.pragma(`wal_autocheckpoint = ${checkpointer ? 100_000 : 20_000}`);
  const db = new Kysely<Database>({ dialect });
  // Reads run at once on it (Prepared.firstValuesNow) when it holds no transaction.
  SQLITE_CONNECTIONS.set(db, reader ?? raw);
  return {
    db,
    dialect: 'sqlite',
    async execScript(script) {
      raw.exec(script);
    },
    async close() {
      await checkpointer?.stop();
      await db.destroy();
    },
  };
}

/**
 * The read-only connection of a SQLite file: it sees what was last committed. Its page cache is
 * as large as the write connection's (reads of a store that outgrew it come through the memory
 * map; pages still in the WAL through the cache).
 */
function openSqliteReader(location: string, mmapMb: number): BetterSqlite3.Database {
  const reader = new BetterSqlite3(location);
  reader.pragma('query_only = ON');
  reader.pragma('busy_timeout = 5000');
  reader.pragma(`cache_size = -${SQLITE_CACHE_KIB}`);
  reader.pragma('temp_store = MEMORY');
  reader.pragma(`mmap_size = ${mmapMb * 1024 * 1024}`);
  reader.defaultSafeIntegers(false);
  return reader;
}


const SQLITE_CONNECTIONS = new WeakMap<object, BetterSqlite3.Database>();

/**
 * The better-sqlite3 connection a SQLite store's Kysely instance reads on outside transactions
 * (the read-only one of a file), for statements run on it directly (Prepared.firstValuesNow);
 * undefined for PostgreSQL and for a transaction's executor.
 */
export function sqliteConnectionOf(db: object): BetterSqlite3.Database | undefined {
  return SQLITE_CONNECTIONS.get(db);
}

/** The absolute path of a SQLite store's file; undefined for PostgreSQL and for an in-memory store. */
export function sqliteFileOf(db: object): string | undefined {
  const name = SQLITE_CONNECTIONS.get(db)?.name;
  return name === undefined || name === ':memory:' || name === '' ? undefined : resolve(name);
}

/** How often the checkpoint thread looks for WAL frames to copy back. */
const CHECKPOINT_INTERVAL_MS = 250;

/**
 * WAL frames (pages of 4 KiB and a header) past which the checkpoint thread has the WAL start over
 * (about 256 MiB). Each restart holds the writes for 7-28 ms (measured on a slow machine, mostly
 * copying what was written while the turn was asked for, and syncing the file): at 64 MiB that came
 * every two seconds under the bench's stream and lifted its p99 from 89 to 121 ms; four times
 * rarer, it stays under the 1% of requests a p99 sees.
 */
const DEFAULT_WAL_RESTART_FRAMES = 65_536;

/**
 * A worker thread with its own connection that runs `PRAGMA wal_checkpoint(PASSIVE)` every
 * CHECKPOINT_INTERVAL_MS: it copies committed WAL frames into the database file without blocking
 * writers or readers, so the event loop never stalls for a checkpoint (tens to hundreds of
 * milliseconds once the WAL is large).
 *
 * A passive checkpoint alone never lets the WAL start over under a steady stream of writes: SQLite
 * rewrites the WAL from its start only when a write begins with every frame already copied back,
 * and some commit always lands while a checkpoint runs. The WAL grew without end (378 MiB after
 * 10,000 feedback, for a 27 MiB database; every crash then replays it whole at the next start).
 * So once the WAL holds restartFrames, the thread asks for a turn between writes (`betweenWrites`:
 * the write under way finishes, the next waits, without blocking the event loop) and runs a
 * RESTART checkpoint in it: it copies the few frames written since the passive one and waits for
 * readers to leave the WAL (5 ms at most), and the next write starts the WAL over (the file keeps
 * its size and is written in place, with no blocks to allocate). It asks only after a passive
 * checkpoint that copied every frame back: while a reader holds an older snapshot (the maintenance
 * plan reads the store on a connection of its own) the RESTART would wait for it and hold the
 * writes meanwhile. Writes wait a few milliseconds for it, once per restartFrames frames.
 */
function startCheckpointer(
  file: string,
  restartFrames: number,
  betweenWrites: (work: () => Promise<void>) => Promise<void>,
  onFailure: () => void,
  onRestart?: () => void,
): { stop(): Promise<void> } {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const source = `
    const { parentPort, workerData } = require('node:worker_threads');
    const Database = require(workerData.driver);
    const db = new Database(workerData.file);
    db.pragma('busy_timeout = 5');
    const passive = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');
    const restart = db.prepare('PRAGMA wal_checkpoint(RESTART)');
    let asked = false;
    const timer = setInterval(() => {
      try {
        const { log, checkpointed } = passive.get();
        // Only when every frame could be copied back: a reader on an older snapshot (a maintenance
        // plan reading the store) would make the RESTART wait for it, and the writes with it.
        if (!asked && log >= workerData.restartFrames && checkpointed === log) {
          asked = true;
          parentPort.postMessage('turn?');
        }
      } catch {}
    }, workerData.interval);
    parentPort.on('message', (message) => {
      if (message === 'turn') {
        try { restart.get(); } catch {}
        asked = false;
        parentPort.postMessage('done');
        return;
      }
      clearInterval(timer);
      db.close();
      process.exit(0);
    });
  `;
  const worker = new Worker(source, { eval: true, workerData: { driver, file, interval: CHECKPOINT_INTERVAL_MS, restartFrames } });
  worker.unref();
  // The turn given to a RESTART checkpoint ends when the thread says so, or dies.
  let endTurn: (() => void) | undefined;
  let stopping = false;
  const turnEnded = () => {
    endTurn?.();
    endTurn = undefined;
  };
  worker.on('message', (message) => {
    if (message === 'done') {
      turnEnded();
      onRestart?.();
    }
    else if (message === 'turn?' && !stopping) {
      void betweenWrites(
        () =>
          new Promise<void>((resolveTurn) => {
            if (stopping) return resolveTurn();
            endTurn = resolveTurn;
            worker.postMessage('turn');
          }),
      );
    }
  });
  worker.on('exit', () => {
    stopping = true;
    turnEnded();
  });
  // A checkpoint thread that cannot start, or dies, gives the checkpoints back to the connection.
  worker.on('error', onFailure);
  return {
    async stop() {
      if (worker.threadId === -1) return;
      const exited = new Promise<void>((resolveExit) => worker.once('exit', () => resolveExit()));
      // Referenced again while it stops, or the process could end with this wait outstanding.
      worker.ref();
      stopping = true;
      worker.postMessage('stop');
      await exited;
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
