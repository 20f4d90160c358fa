import type { Kysely, Transaction } from 'kysely';
import type { CompanyRow, Database } from './schema.js';
import { uuidv7 } from './ids.js';
import type { Dialect } from './db.js';
import { SearchIndex } from './search.js';
import { changedFields, now, orderClause, pageWithTotal, Prepared, roundScore, whereActivity, type ActivityFilter, type ListOptions, type ListResult } from './query.js';

export interface Company {
  uuid: string;
  organization_uuid: string;
  name: string;
  domain: string;
  dollar_value: number;
  description: string | null;
  notes: string | null;
  company_persona_uuid: string | null;
  created_at: string;
  updated_at: string;
  last_interacted_date: string | null;
  customer_count: number;
  feedback_count: number;
  average_sentiment: number | null;
}

export interface CompanyInput {
  name?: string;
  domain?: string | null;
  dollar_value?: number;
  description?: string | null;
  notes?: string | null;
  company_persona_uuid?: string | null;
}

export const COMPANY_SORTS = [
  'last_interacted_date',
  'name',
  'created_at',
  'updated_at',
  'dollar_value',
  'customer_count',
  'feedback_count',
  'average_sentiment',
] as const;
export type CompanySort = (typeof COMPANY_SORTS)[number];

export interface CompanyFilter extends ActivityFilter {
  uuids?: string[];
  personaUuids?: string[];
  search?: string;
}

const NULLABLE_SORTS = new Set<string>(['last_interacted_date','average_sentiment','domain']);

type Executor = Kysely<Database> | Transaction<Database>;

/** The columns a Company is made of, in the order the read of one company selects them. */
const COMPANY_COLUMNS = [
  'uuid',
  'organization_uuid',
  'name',
  'domain',
  'dollar_value',
  'description',
  'notes',
  'company_persona_uuid',
  'created_at',
  'updated_at',
  'last_interacted_date',
  'customer_count',
  'feedback_count',
  'average_sentiment',
] as const;

export function toCompany(row: Pick<CompanyRow, (typeof COMPANY_COLUMNS)[number]>): Company {
  return {
    uuid: row.uuid,
    organization_uuid: row.organization_uuid,
    name: row.name,
    // A string everywhere, as api-v1 types it: "" when unset (the store keeps NULL, which sorts last).
    domain: row.domain ?? '',
    dollar_value: row.dollar_value,
    description: row.description,
    notes: row.notes,
    company_persona_uuid: row.company_persona_uuid,
    created_at: row.created_at,
    updated_at: row.updated_at,
    last_interacted_date: row.last_interacted_date,
    customer_count: row.customer_count,
    feedback_count: row.feedback_count,
    average_sentiment: roundScore(row.average_sentiment),
  };
}

/** A Company from the values of COMPANY_COLUMNS, in that order (a row read in raw mode). */
function companyFromValues(v: readonly unknown[]): Company {
  return {
    uuid: v[0] as string,
    organization_uuid: v[1] as string,
    name: v[2] as string,
    domain: (v[3] as string | null) ?? '',
    dollar_value: v[4] as number,
    description: v[5] as string | null,
    notes: v[6] as string | null,
    company_persona_uuid: v[7] as string | null,
    created_at: v[8] as string,
    updated_at: v[9] as string,
    last_interacted_date: v[10] as string | null,
    customer_count: v[11] as number,
    feedback_count: v[12] as number,
    average_sentiment: roundScore(v[13] as number | null),
  };
}

/** The text of the record's search entry (also rebuilt by store copy). */
export const companySearchText = (row: { name: string; domain: string | null }) => [row.name, row.domain ?? ''].join(' ');

export class CompanyRepository {
  private readonly search: SearchIndex;
  /** The read of one company (GET /companies/{uuid} and every company sub-route), compiled once. */
  private readonly readRow = new Prepared<'organization_uuid' | 'uuid'>((db, p) =>
    db.selectFrom('companies').select(COMPANY_COLUMNS).where('organization_uuid', '=', p('organization_uuid')).where('uuid', '=', p('uuid')),
  );

  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {
    this.search = new SearchIndex(dialect);
  }

  async create(trx: Executor, organizationUuid: string, input: CompanyInput & { name: string }): Promise<Company> {
    const at = now();
    const values = {
      name: input.name,
      domain: input.domain ?? null,
      dollar_value: input.dollar_value ?? 0,
      description: input.description ?? null,
      notes: input.notes ?? null,
      company_persona_uuid: input.company_persona_uuid ?? null,
    };
    const searchRowid = await this.search.insert(trx, 'company_search', organizationUuid, companySearchText(values));
    const row: CompanyRow = {
      organization_uuid: organizationUuid,
      uuid: uuidv7(),
      ...values,
      created_at: at,
      updated_at: at,
      last_interacted_date: null,
      customer_count: 0,
      feedback_count: 0,
      sentiment_sum: 0,
      average_sentiment: null,
      search_rowid: searchRowid,
    };
    await trx.insertInto('companies').values(row).execute();
    return toCompany(row);
  }

  async get(organizationUuid: string, uuid: string, executor: Executor = this.db): Promise<Company | undefined> {
    const params = { organization_uuid: organizationUuid, uuid };
    const values = this.readRow.firstValuesNow(executor, params);
    if (values !== undefined) return values === null ? undefined : companyFromValues(values);
    const row = (await this.readRow.execute<CompanyRow>(executor, params)).rows[0];
    return row && toCompany(row);
  }

  /**
   * get's answer when it can be had without waiting (SQLite, no transaction holding the
   * connection): the company, or null when it does not exist; undefined when get must be awaited.
   */
  getNow(organizationUuid: string, uuid: string): Company | null | undefined {
    const values = this.readRow.firstValuesNow(this.db, { organization_uuid: organizationUuid, uuid });
    return values && companyFromValues(values);
  }

  async exists(executor: Executor, organizationUuid: string, uuid: string): Promise<boolean> {
    const row = await executor.selectFrom('companies').select('uuid').where('organization_uuid', '=', organizationUuid).where('uuid', '=', uuid).executeTakeFirst();
    return row !== undefined;
  }

  /** Changes only the fields given; returns undefined when the company does not exist. */
  async update(trx: Executor, organizationUuid: string, uuid: string, input: CompanyInput): Promise<Company | undefined> {
    let read = trx.selectFrom('companies').selectAll().where('organization_uuid', '=', organizationUuid).where('uuid', '=', uuid);
    // Concurrent partial updates of one company queue here, so each rebuilds the search entry from the latest row.
    if (this.dialect === 'postgres') read = read.forNoKeyUpdate();
    const current = await read.executeTakeFirst();
    if (!current) return undefined;
    const changes = changedFields(input, current) as CompanyInput;
    if (Object.keys(changes).length === 0) return toCompany(current);
    const updated = { ...current, ...changes, updated_at: now() } as CompanyRow;
    await trx.updateTable('companies').set({ ...changes, updated_at: updated.updated_at }).where('organization_uuid', '=', organizationUuid).where('uuid', '=', uuid).execute();
    if (changes.name !== undefined || changes.domain !== undefined) {
      await this.search.replace(trx, 'company_search', organizationUuid, current.search_rowid, companySearchText(updated));
    }
    return toCompany(updated);
  }

  async list(organizationUuid: string, filter: CompanyFilter, options: ListOptions<CompanySort>): Promise<ListResult<Company>> {
    let base = this.db.selectFrom('companies').where('organization_uuid', '=', organizationUuid);
    if (filter.uuids) base = base.where('uuid', 'in', filter.uuids.length ? filter.uuids : ['']);
    if (filter.personaUuids) base = base.where('company_persona_uuid', 'in', filter.personaUuids.length ? filter.personaUuids : ['']);
    base = whereActivity(base, filter);
    if (filter.search !== undefined) {
      const matches = this.search.matches('search_rowid', 'company_search', organizationUuid, filter.search);
      if (matches) base = base.where(matches);
    }
    const order = orderClause(options.sortBy, options.direction, { nullable: NULLABLE_SORTS.has(options.sortBy) });
    const result = await pageWithTotal<CompanyRow>(base, order, options);
    return { rows: result.rows.map(toCompany), total: result.total };
  }
}
