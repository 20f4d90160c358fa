import type BetterSqlite3 from 'better-sqlite3';
import { CompiledQuery, SelectQueryNode, SqliteDialect, type DatabaseConnection, type Driver, type QueryResult } from 'kysely';

/**
 * A better-sqlite3 connection as Kysely needs it, statements prepared through `prepare` (which
 * keeps them: withStatementCache in db.ts).
 */
export interface PreparingConnection {
  prepare(sql: string): BetterSqlite3.Statement;
  close(): unknown;
}

function run(connection: PreparingConnection, { sql, parameters }: CompiledQuery, prepared?: BetterSqlite3.Statement): QueryResult<unknown> {
  const statement = prepared ?? connection.prepare(sql);
  if (statement.reader) return { rows: statement.all(parameters as unknown[]) };
  const { changes, lastInsertRowid } = statement.run(parameters as unknown[]);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

/** Waits its turn for the one write connection (Kysely's SQLite driver does the same). */
class Mutex {
  private held: Promise<void> | undefined;
  private release: (() => void) | undefined;

  async lock(): Promise<void> {
    while (this.held) await this.held;
    this.held = new Promise((resolve) => (this.release = resolve));
  }

  unlock(): void {
    const release = this.release;
    this.held = undefined;
    this.release = undefined;
    release?.();
  }
}

/**
 * What Kysely holds between acquiring a connection and releasing it: a plain query, or a
 * transaction (which holds the write connection from its begin to its release).
 */
class Lease implements DatabaseConnection {
  holdsWriter = false;

  constructor(private readonly driver: ReadWriteSqliteDriver) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return this.driver.execute(this, query) as Promise<QueryResult<R>>;
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(query.query)) throw new Error('Sqlite driver only supports streaming of select queries');
    const connection = this.holdsWriter ? this.driver.writer : this.driver.reader;
    for (const row of connection.prepare(query.sql).iterate(query.parameters as unknown[])) yield { rows: [row as R] };
  }
}

/**
 * Two connections to one SQLite file in WAL mode: every transaction, and every write, on the
 * write connection, one at a time; every read outside a transaction on a read-only connection,
 * at once. A read sees what was last committed, never what a transaction under way has written
 * so far, and never waits for one: so a long write (a maintenance pass at 100,000 feedback holds
 * the store for about a second, and lets the event loop run now and then) does not hold up the
 * GETs meanwhile. Reads inside a transaction stay on its connection and see its writes.
 */
export class ReadWriteSqliteDriver implements Driver {
  private readonly mutex = new Mutex();

  constructor(
    readonly writer: PreparingConnection,
    readonly reader: PreparingConnection,
  ) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new Lease(this);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    await this.mutex.lock();
    lease.holdsWriter = true;
    // IMMEDIATE: the write lock is taken here, waiting (busy_timeout) while another connection
    // holds it (the checkpoint thread's RESTART, the CLI). A deferred transaction that has read
    // would instead fail with SQLITE_BUSY at its first write, without waiting.
    run(this.writer, CompiledQuery.raw('begin immediate'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    if (!lease.holdsWriter) return;
    lease.holdsWriter = false;
    this.mutex.unlock();
  }

  async destroy(): Promise<void> {
    this.reader.close();
    this.writer.close();
  }

  /**
   * Runs `work` while no write is under way: after the one in progress (if any), before the next,
   * which waits its turn without blocking the event loop (the checkpoint thread's RESTART).
   */
  async betweenWrites(work: () => Promise<void>): Promise<void> {
    await this.mutex.lock();
    try {
      await work();
    } finally {
      this.mutex.unlock();
    }
  }

  /** Runs a query of the lease: on the write connection when the lease holds it or the query writes. */
  async execute(lease: Lease, query: CompiledQuery): Promise<QueryResult<unknown>> {
    if (lease.holdsWriter) return run(this.writer, query);
    const statement = this.reader.prepare(query.sql);
    if (statement.readonly) return run(this.reader, query, statement);
    // A write outside a transaction waits for the one under way, as a transaction would.
    await this.mutex.lock();
    try {
      return run(this.writer, query);
    } finally {
      this.mutex.unlock();
    }
  }
}

/** Kysely's SQLite dialect (query compiler, adapter, introspector) over ReadWriteSqliteDriver. */
export class ReadWriteSqliteDialect extends SqliteDialect {
  constructor(private readonly driver: ReadWriteSqliteDriver) {
    super({ database: driver.writer as never });
  }

  override createDriver(): Driver {
    return this.driver;
  }
}
