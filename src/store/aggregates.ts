import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from './schema.js';
import type { Dialect } from './db.js';
import { Prepared } from './query.js';

/** Records whose feedback counters are kept on write, and the feedback column that links them. */
const OWNERS = {
  companies: 'company_uuid',
  customers: 'customer_uuid',
} as const;
export type FeedbackOwner = keyof typeof OWNERS;

type Executor = Kysely<Database> | Transaction<Database>;

type CounterParameter = 'organization_uuid' | 'uuid' | 'sentiment' | 'feedback_date' | 'highlights';

/**
 * Counts one new feedback into its customer's or company's counters: the ingest hot path, no
 * rescans. Each statement is compiled once (keep one instance per store).
 */
export class FeedbackCounters {
  private readonly statements = {
    customers: FeedbackCounters.statement('customers'),
    companies: FeedbackCounters.statement('companies'),
  };

  private static statement(owner: FeedbackOwner) {
    return new Prepared<CounterParameter>((_db, p) => {
      const highlightCount = owner === 'customers' ? sql`highlight_count = highlight_count + ${p('highlights')},` : sql``;
      return sql`
        UPDATE ${sql.table(owner)} SET
          ${highlightCount}
          feedback_count = feedback_count + 1,
          sentiment_sum = sentiment_sum + ${p('sentiment')},
          average_sentiment = (sentiment_sum + ${p('sentiment')}) / (feedback_count + 1),
          last_interacted_date = CASE WHEN last_interacted_date IS NULL OR last_interacted_date < ${p('feedback_date')} THEN ${p('feedback_date')} ELSE last_interacted_date END
        WHERE organization_uuid = ${p('organization_uuid')} AND uuid = ${p('uuid')}`;
    });
  }

  async add(trx: Executor, owner: FeedbackOwner, organizationUuid: string, uuid: string, sentiment: number, feedbackDate: string, highlights = 0): Promise<void> {
    await this.statements[owner].execute(trx, { organization_uuid: organizationUuid, uuid, sentiment, feedback_date: feedbackDate, highlights });
  }
}

/**
 * Locks rows of a counter table, in uuid order, before they are recounted (PostgreSQL; SQLite
 * writes one transaction at a time). NO KEY UPDATE: inserts that merely reference these rows
 * (foreign keys) are not held up. Under READ COMMITTED each statement reads the rows committed
 * when it starts, so the recount that follows, a statement of its own, sees every write that held
 * these rows before, and any write after it waits and increments the recounted value.
 */
export async function lockCounterRows(trx: Executor, dialect: Dialect, table: FeedbackOwner | 'spaces', organizationUuid: string, uuids: string[]) {
  if (dialect !== 'postgres' || uuids.length === 0) return;
  await sql`SELECT uuid FROM ${sql.table(table)} WHERE organization_uuid = ${organizationUuid} AND uuid IN (${sql.join(uuids)}) ORDER BY uuid FOR NO KEY UPDATE`.execute(trx);
}

/**
 * Recomputes the feedback counters of customers or companies from their feedback, exactly (after
 * deletes and moves, where an increment could drift). Companies also get their customer count.
 */
export async function refreshFeedbackCounters(trx: Executor, dialect: Dialect, owner: FeedbackOwner, organizationUuid: string, uuids: Iterable<string>) {
  const link = sql.ref(`f.${OWNERS[owner]}`);
  const unique = [...new Set(uuids)];
  await lockCounterRows(trx, dialect, owner, organizationUuid, unique);
  for (const uuid of unique) {
    const ownCounts =
      owner === 'companies'
        ? sql`, customer_count = (SELECT count(*) FROM customers c WHERE c.organization_uuid = ${organizationUuid} AND c.customer_company_uuid = ${uuid})`
        : sql`, highlight_count = (SELECT count(*) FROM highlights h WHERE h.organization_uuid = ${organizationUuid} AND h.customer_uuid = ${uuid}),
             archived_highlight_count = (SELECT count(*) FROM highlights h WHERE h.organization_uuid = ${organizationUuid} AND h.customer_uuid = ${uuid} AND h.archived = 1)`;
    await sql`
      UPDATE ${sql.table(owner)} SET
        feedback_count = agg.n,
        sentiment_sum = agg.total,
        average_sentiment = CASE WHEN agg.n > 0 THEN agg.total / agg.n END,
        last_interacted_date = agg.latest
        ${ownCounts}
      FROM (SELECT count(*) AS n, coalesce(sum(f.sentiment_score), 0) AS total, max(f.feedback_date) AS latest
            FROM feedbacks f WHERE f.organization_uuid = ${organizationUuid} AND ${link} = ${uuid}) AS agg
      WHERE ${sql.ref(`${owner}.organization_uuid`)} = ${organizationUuid} AND ${sql.ref(`${owner}.uuid`)} = ${uuid}`.execute(trx);
  }
}
