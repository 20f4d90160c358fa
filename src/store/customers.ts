import type { Kysely, Transaction } from 'kysely';
import type { CustomerRow, Database } from './schema.js';
import { uuidv7 } from './ids.js';
import type { Dialect } from './db.js';
import { SearchIndex } from './search.js';
import { changedFields, now, orderClause, pageWithTotal, Prepared, roundScore, whereActivity, type ActivityFilter, type ListOptions, type ListResult } from './query.js';

export interface Customer {
  uuid: string;
  organization_uuid: string;
  full_name: string;
  email: string;
  role: string | null;
  persona_uuid: string | null;
  customer_company_uuid: string | null;
  created_at: string;
  updated_at: string;
  last_interacted_date: string | null;
  feedback_count: number;
  average_sentiment: number | null;
}

export interface CustomerInput {
  full_name?: string;
  email?: string;
  role?: string | null;
  persona_uuid?: string | null;
  customer_company_uuid?: string | null;
}

export const CUSTOMER_SORTS = ['last_interacted_date', 'full_name', 'email', 'created_at', 'updated_at', 'feedback_count', 'average_sentiment'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

export interface CustomerFilter extends ActivityFilter {
  uuids?: string[];
  companyUuids?: string[];
  personaUuids?: string[];
  search?: string;
}

const NULLABLE_SORTS = new Set<string>(['last_interacted_date','average_sentiment','role']);

type Executor = Kysely<Database> | Transaction<Database>;

export function toCustomer(row: CustomerRow): Customer {
  return {
    uuid: row.uuid,
    organization_uuid: row.organization_uuid,
    full_name: row.full_name,
    email: row.email,
    role: row.role,
    persona_uuid: row.persona_uuid,
    customer_company_uuid: row.customer_company_uuid,
    created_at: row.created_at,
    updated_at: row.updated_at,
    last_interacted_date: row.last_interacted_date,
    feedback_count: row.feedback_count,
    average_sentiment: roundScore(row.average_sentiment),
  };
}

/** The text of the record's search entry (also rebuilt by store copy). */
export const customerSearchText = (row: { full_name: string; email: string; role: string | null }) => [row.full_name, row.email, row.role ?? ''].join(' ');

export class CustomerRepository {
  private readonly search: SearchIndex;
  /** The read of one customer (ingest reads one per feedback), plain and locking, compiled once. */
  private readonly readRow = [false, true].map(
    (lock) =>
      new Prepared<'organization_uuid' | 'uuid'>((db, p) => {
        const read = db.selectFrom('customers').selectAll().where('organization_uuid', '=', p('organization_uuid')).where('uuid', '=', p('uuid'));
        return lock && this.dialect === 'postgres' ? read.forNoKeyUpdate() : read;
      }),
  );

  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {
    this.search = new SearchIndex(dialect);
  }

  async create(trx: Executor, organizationUuid: string, input: CustomerInput & { full_name: string; email: string }): Promise<Customer> {
    const at = now();
    const values = {
      full_name: input.full_name,
      email: input.email,
      role: input.role ?? null,
      persona_uuid: input.persona_uuid ?? null,
      customer_company_uuid: input.customer_company_uuid ?? null,
    };
    const searchRowid = await this.search.insert(trx, 'customer_search', organizationUuid, customerSearchText(values));
    const row: CustomerRow = {
      organization_uuid: organizationUuid,
      uuid: uuidv7(),
      ...values,
      created_at: at,
      updated_at: at,
      last_interacted_date: null,
      feedback_count: 0,
      sentiment_sum: 0,
      average_sentiment: null,
      highlight_count: 0,
      archived_highlight_count: 0,
      search_rowid: searchRowid,
    };
    await trx.insertInto('customers').values(row).execute();
    if (row.customer_company_uuid) {
      await trx
        .updateTable('companies')
        .set((eb) => ({ customer_count: eb('customer_count', '+', 1) }))
        .where('organization_uuid', '=', organizationUuid)
        .where('uuid', '=', row.customer_company_uuid)
        .execute();
    }
    return toCustomer(row);
  }

  /**
   * `lock`: on PostgreSQL, holds the row until the transaction ends, so a concurrent update of the
   * customer (which may move its feedback to another company) waits, or is seen whole.
   */
  async getRow(executor: Executor, organizationUuid: string, uuid: string, options: { lock?: boolean } = {}): Promise<CustomerRow | undefined> {
    const result = await this.readRow[options.lock ? 1 : 0]!.execute<CustomerRow>(executor, { organization_uuid: organizationUuid, uuid });
    return result.rows[0];
  }

  async get(organizationUuid: string, uuid: string): Promise<Customer | undefined> {
    const row = await this.getRow(this.db, organizationUuid, uuid);
    return row && toCustomer(row);
  }

  /**
   * Changes only the fields given. Returns the customer before and after, so the caller can move
   * the customer's feedback to a new company. Undefined when the customer does not exist.
   */
  async update(trx: Executor, organizationUuid: string, uuid: string, input: CustomerInput): Promise<{ before: CustomerRow; after: Customer } | undefined> {
    // Concurrent partial updates of one customer queue here, so each rebuilds the search entry
    // (and moves feedback between companies) from the latest row.
    const current = await this.getRow(trx, organizationUuid, uuid, { lock: true });
    if (!current) return undefined;
    const changes = changedFields(input, current) as CustomerInput;
    if (Object.keys(changes).length === 0) return { before: current, after: toCustomer(current) };
    const updated = { ...current, ...changes, updated_at: now() } as CustomerRow;
    await trx.updateTable('customers').set({ ...changes, updated_at: updated.updated_at }).where('organization_uuid', '=', organizationUuid).where('uuid', '=', uuid).execute();
    if (changes.full_name !== undefined || changes.email !== undefined || changes.role !== undefined) {
      await this.search.replace(trx, 'customer_search', organizationUuid, current.search_rowid, customerSearchText(updated));
    }
    return { before: current, after: toCustomer(updated) };
  }

  async list(organizationUuid: string, filter: CustomerFilter, options: ListOptions<CustomerSort>): Promise<ListResult<Customer>> {
    let base = this.db.selectFrom('customers').where('organization_uuid', '=', organizationUuid);
    if (filter.uuids) base = base.where('uuid', 'in', filter.uuids.length ? filter.uuids : ['']);
    if (filter.companyUuids) base = base.where('customer_company_uuid', 'in', filter.companyUuids.length ? filter.companyUuids : ['']);
    if (filter.personaUuids) base = base.where('persona_uuid', 'in', filter.personaUuids.length ? filter.personaUuids : ['']);
    base = whereActivity(base, filter);
    if (filter.search !== undefined) {
      const matches = this.search.matches('search_rowid', 'customer_search', organizationUuid, filter.search);
      if (matches) base = base.where(matches);
    }
    const order = orderClause(options.sortBy, options.direction, { nullable: NULLABLE_SORTS.has(options.sortBy) });
    const result = await pageWithTotal<CustomerRow>(base, order, options);
    return { rows: result.rows.map(toCustomer), total: result.total };
  }
}
