import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.js';
import { changedFields, now, orderClause, pageWithTotal, type ListOptions, type ListResult } from './query.js';

export interface Persona {
  uuid: string;
  organization_uuid: string;
  name: string | null;
  description: string | null;
  created_at: string;
  updated_at: string;
}

export interface Space extends Persona {
  feedback_count: number;
}

export type LabelTable = 'personas' | 'spaces';
export type LabelSort = 'created_at' | 'updated_at' | 'name';
export interface LabelInput {
  name?: string | null;
  description?: string | null;
}

/**
 * Personas and spaces: named labels that other records refer to. api-v1.md has no create route for
 * them, so a reference to an unknown uuid creates the label (open references, contract section 2).
 */
export class LabelRepository<T extends Persona> {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly table: LabelTable,
  ) {}

  async ensure(executor: Kysely<Database> | Transaction<Database>, organizationUuid: string, uuids: string[]): Promise<void> {
    if (uuids.length === 0) return;
    const at = now();
    // In uuid order, so two writes creating the same labels on PostgreSQL queue rather than deadlock.
    await executor
      .insertInto(this.table)
      .values([...uuids].sort().map((uuid) => ({ organization_uuid: organizationUuid, uuid, name: null, description: null, created_at: at, updated_at: at })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  async create(organizationUuid: string, uuid: string, input: LabelInput): Promise<T> {
    const at = now();
    await this.db
      .insertInto(this.table)
      .values({ organization_uuid: organizationUuid, uuid, name: input.name ?? null, description: input.description ?? null, created_at: at, updated_at: at })
      .execute();
    return (await this.get(organizationUuid, uuid))!;
  }

  async get(organizationUuid: string, uuid: string): Promise<T | undefined> {
    return (await this.db
      .selectFrom(this.table)
      .selectAll()
      .where('organization_uuid', '=', organizationUuid)
      .where('uuid', '=', uuid)
      .executeTakeFirst()) as T | undefined;
  }

  async update(organizationUuid: string, uuid: string, input: LabelInput): Promise<T | undefined> {
    const current = await this.get(organizationUuid, uuid);
    if (!current) return undefined;
    const changes = changedFields(input, current);
    if (Object.keys(changes).length > 0) {
      await this.db
        .updateTable(this.table)
        .set({ ...changes, updated_at: now() })
        .where('organization_uuid', '=', organizationUuid)
        .where('uuid', '=', uuid)
        .execute();
    }
    return this.get(organizationUuid, uuid);
  }

  async list(organizationUuid: string, options: ListOptions<LabelSort>): Promise<ListResult<T>> {
    const base = this.db.selectFrom(this.table).where('organization_uuid', '=', organizationUuid);
    return pageWithTotal<T>(base, orderClause(options.sortBy, options.direction, { nullable: options.sortBy === 'name' }), options);
  }
}
