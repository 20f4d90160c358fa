import { CompiledQuery, sql, type Compilable, type Expression, type Kysely, type QueryResult, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type BetterSqlite3 from 'better-sqlite3';
import type { Database } from './schema.js';
import { sqliteConnectionOf } from './db.js';

export type SortDirection = 'asc' | 'desc';

export interface ListOptions<SortKey extends string> {
  sortBy: SortKey;
  direction: SortDirection;
  limit: number;
  offset: number;
}

export interface ListResult<T> {
  rows: T[];
  total: number;
}

/**
 * The ORDER BY of every list: the chosen column, then uuid in the same direction so ties have a
 * stable order across pages. Nullable columns put nulls last in both directions; NOT NULL ones
 * leave the clause bare so the store can walk an index instead of sorting.
 */
export function orderClause(column: string, direction: SortDirection, options: { nullable?: boolean; table?: string } = {}) {
  const ref = (name: string) => sql.ref(options.table ? `${options.table}.${name}` : name);
  const dir = sql.raw(direction === 'asc' ? 'ASC' : 'DESC');
  const nulls = sql.raw(options.nullable ? ' NULLS LAST' : '');
  return sql`${ref(column)} ${dir}${nulls}, ${ref('uuid')} ${dir}`;
}

/**
 * Half the step of the rounding below: scores are filtered as they are shown, so
 * `min_sentiment=<a shown value>` includes that record: rounded >= min <=> raw >= min - HALF_SCORE_STEP,
 * rounded <= max <=> raw < max + HALF_SCORE_STEP.
 */
export const HALF_SCORE_STEP = 0.00005;

export function roundScore(value: number | null): number | null {
  return value === null ? null : Math.round(value * 10000) / 10000;
}

export function now(): string {
  return new Date().toISOString();
}

/**
 * The fields of `input` that are given (not undefined) and differ from the record's: what an update
 * writes. When none is left nothing is written and `updated_at` stays, so a record PUT back as it
 * was fetched, or a field set to what it already is, changes nothing.
 */
export function changedFields<T extends object>(input: T, current: object): Partial<T> {
  const record = current as Record<string, unknown>;
  return Object.fromEntries(Object.entries(input).filter(([key, value]) => value !== undefined && value !== record[key])) as Partial<T>;
}

/**
 * One page of a filtered query and the count of all its matches: the two queries every list
 * route makes, whatever the page size. `total` counts them where a count is kept elsewhere.
 */
export async function pageWithTotal<Row>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  base: SelectQueryBuilder<any, any, object>,
  order: Expression<unknown>,
  options: { limit: number; offset: number },
  total: () => Promise<number> = async () => Number(((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()) as { n: number }).n),
): Promise<ListResult<Row>> {
  const [rows, count] = await Promise.all([base.selectAll().orderBy(order).limit(options.limit).offset(options.offset).execute(), total()]);
  return { rows: rows as Row[], total: count };
}

/** Filters companies and customers share: when they last interacted, and how they feel on average. */
export interface ActivityFilter {
  fromLastInteracted?: string;
  toLastInteracted?: string;
  minSentiment?: number;
  maxSentiment?: number;
}

/** Applies an ActivityFilter to a query of companies or customers (both carry these columns). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function whereActivity<QB extends SelectQueryBuilder<any, any, any>>(base: QB, filter: ActivityFilter): QB {
  let query = base;
  if (filter.fromLastInteracted) query = query.where(sql<SqlBool>`last_interacted_date >= ${filter.fromLastInteracted}`) as QB;
  if (filter.toLastInteracted) query = query.where(sql<SqlBool>`last_interacted_date <= ${filter.toLastInteracted}`) as QB;
  if (filter.minSentiment !== undefined) query = query.where(sql<SqlBool>`average_sentiment >= ${filter.minSentiment - HALF_SCORE_STEP}`) as QB;
  if (filter.maxSentiment !== undefined) query = query.where(sql<SqlBool>`average_sentiment < ${filter.maxSentiment + HALF_SCORE_STEP}`) as QB;
  return query;
}

const PARAMETER_MARK = '\u0000cfs-parameter:';

type Slot<P extends string> = { name: P } | { value: unknown };

function valuesOf<P extends string>(slots: readonly Slot<P>[], params: Readonly<Record<P, unknown>>): unknown[] {
  const values = new Array<unknown>(slots.length);
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i]!;
    values[i] = 'name' in slot ? params[slot.name] : slot.value;
  }
  return values;
}

/**
 * A statement of the ingest hot path, built with Kysely once and then run with new parameters, so
 * each execution skips building the query tree and compiling it to SQL (most of Kysely's cost per
 * statement). `build` receives `param(name)`, a marker that stands for a named parameter; any other
 * value it uses (a constant LIMIT, say) is kept as it was. The SQL is compiled on first use, by the
 * executor's dialect: keep one Prepared per store (a repository's field), never one per module.
 */
export class Prepared<P extends string> {
  private compiled?: { sql: string; slots: Slot<P>[] };
  /** The statement better-sqlite3 prepared for `firstValuesNow`, with the connection it belongs to. */
  private direct?: { connection: BetterSqlite3.Database; statement: BetterSqlite3.Statement };

  /** `param` is typed `never` so that a marker fits any column of a typed insert or update. */
  constructor(private readonly build: (db: Kysely<Database>, param: (name: P) => never) => Compilable | RawBuilder<unknown>) {}

  execute<R = unknown>(executor: Kysely<Database>, params: Readonly<Record<P, unknown>>): Promise<QueryResult<R>> {
    const compiled = (this.compiled ??= this.compile(executor));
    return executor.executeQuery<R>(CompiledQuery.raw(compiled.sql, valuesOf(compiled.slots, params)));
  }

  /**
   * A read run at once, synchronously, when `executor` is a SQLite store whose connection no
   * transaction holds, without Kysely's queue (which only orders single statements that commit on
   * their own): the first row as its column values in the order the statement selects them
   * (better-sqlite3's raw mode: no object is built for the row), null when there is none.
   * Undefined when it must go through `execute` instead: PostgreSQL, a transaction's executor, a
   * transaction open on the connection (its uncommitted writes must not be read), a closed store.
   * Not for use while another statement iterates on the connection (nothing in src/ streams).
   */
  firstValuesNow(executor: Kysely<Database>, params: Readonly<Record<P, unknown>>): unknown[] | null | undefined {
    const statement = this.directStatement(executor);
    if (statement === undefined) return undefined;
    return (statement.get(valuesOf(this.compiled!.slots, params)) as unknown[] | undefined) ?? null;
  }

  /** The better-sqlite3 statement (raw mode) to run at once on `executor`'s connection, or undefined when it must not (see `firstValuesNow`). */
  private directStatement(executor: Kysely<Database>): BetterSqlite3.Statement | undefined {
    const connection = sqliteConnectionOf(executor);
    if (connection === undefined || !connection.open || connection.inTransaction) return undefined;
    if (this.direct?.connection !== connection) {
      const compiled = (this.compiled ??= this.compile(executor));
      const statement = connection.prepare(compiled.sql);
      if (!statement.reader) throw new Error('Prepared.firstValuesNow runs reads only');
      this.direct = { connection, statement: statement.raw(true) };
    }
    return this.direct.statement;
  }

  private compile(executor: Kysely<Database>): { sql: string; slots: Slot<P>[] } {
    const built = this.build(executor, (name) => `${PARAMETER_MARK}${name}` as never);
    const query = 'isRawBuilder' in built ? built.compile(executor) : built.compile();
    const slots = query.parameters.map((value): Slot<P> =>
      typeof value === 'string' && value.startsWith(PARAMETER_MARK) ? { name: value.slice(PARAMETER_MARK.length) as P } : { value },
    );
    return { sql: query.sql, slots };
  }
}
