import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from './schema.js';
import type { Dialect } from './db.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** Advisory lock key for creating the first organization (PostgreSQL): any constant. */
const BOOTSTRAP_LOCK_KEY = '7162538840491124595';
import { uuidv7 } from './ids.js';
import { Prepared } from './query.js';

export interface Organization {
  uuid: string;
  name: string;
  created_at: string;
}

export interface TokenInfo {
  uuid: string;
  organization_uuid: string;
  prefix: string;
  name: string | null;
  created_at: string;
  revoked_at: string | null;
}

export interface IssuedToken extends TokenInfo {
  /** The secret itself: returned once, stored only as its SHA-256. */
  token: string;
}

const TOKEN_PATTERN = /^cfs_([0-9a-f]{32})_([A-Za-z0-9_-]{43})$/;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The organization a token claims, read from its shape, so lookups stay within one organization. */
export function tokenOrganization(token: string): string | undefined {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return undefined;
  const hex = match[1]!;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export class OrganizationRepository {
  /** Every request reads its token: the statement is compiled once. */
  private readonly readToken = new Prepared<'organization_uuid' | 'token_hash'>((db, p) =>
    db
      .selectFrom('api_tokens')
      .select('organization_uuid')
      .where('organization_uuid', '=', p('organization_uuid'))
      .where('token_hash', '=', p('token_hash'))
      .where('revoked_at', 'is', null),
  );

  constructor(private readonly db: Kysely<Database>) {}

  async create(name: string, executor: Executor = this.db): Promise<Organization> {
    const organization = { uuid: uuidv7(), name, created_at: new Date().toISOString() };
    await executor.insertInto('organizations').values(organization).execute();
    return organization;
  }

  /**
   * Creates an organization and its first token only if the store has no organization yet, in one
   * transaction; on PostgreSQL under an advisory lock, so instances starting together on an empty
   * database create one, not one each.
   */
  async createFirst(dialect: Dialect, name: string): Promise<IssuedToken | undefined> {
    return this.db.transaction().execute(async (trx) => {
      if (dialect === 'postgres') await sql`SELECT pg_advisory_xact_lock(${sql.lit(BOOTSTRAP_LOCK_KEY)}::bigint)`.execute(trx);
      const row = await trx.selectFrom('organizations').select('uuid').limit(1).executeTakeFirst();
      if (row) return undefined;
      const organization = await this.create(name, trx);
      return this.createToken(organization.uuid, 'default', trx);
    });
  }

  async get(uuid: string): Promise<Organization | undefined> {
    return this.db.selectFrom('organizations').selectAll().where('uuid', '=', uuid).executeTakeFirst();
  }

  async list(): Promise<Organization[]> {
    return this.db.selectFrom('organizations').selectAll().orderBy('uuid').execute();
  }

  async count(): Promise<number> {
    const row = await this.db.selectFrom('organizations').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async createToken(organizationUuid: string, name: string | null = null, executor: Executor = this.db): Promise<IssuedToken> {
    const secret = randomBytes(32).toString('base64url');
    const token = `cfs_${organizationUuid.replace(/-/g, '')}_${secret}`;
    const row = {
      organization_uuid: organizationUuid,
      uuid: uuidv7(),
      token_hash: hashToken(token),
      prefix: secret.slice(0, 8),
      name,
      created_at: new Date().toISOString(),
      revoked_at: null,
    };
    await executor.insertInto('api_tokens').values(row).execute();
    return { uuid: row.uuid, organization_uuid: organizationUuid, prefix: row.prefix, name, created_at: row.created_at, revoked_at: null, token };
  }

  async listTokens(organizationUuid: string): Promise<TokenInfo[]> {
    return this.db
      .selectFrom('api_tokens')
      .select(['uuid', 'organization_uuid', 'prefix', 'name', 'created_at', 'revoked_at'])
      .where('organization_uuid', '=', organizationUuid)
      .orderBy('uuid')
      .execute();
  }

  /**
   * Revokes the tokens named by their uuid, their whole secret, or the prefix shown by `token list`.
   * Returns the tokens revoked (none when nothing matched; several when a prefix is ambiguous is refused).
   */
  async revokeToken(reference: string): Promise<TokenInfo[]> {
    const organization = tokenOrganization(reference);
    let query = this.db.selectFrom('api_tokens').select(['uuid', 'organization_uuid', 'prefix', 'name', 'created_at', 'revoked_at']);
    if (organization) query = query.where('organization_uuid', '=', organization).where('token_hash', '=', hashToken(reference));
    else query = query.where((eb) => eb.or([eb('uuid', '=', reference), eb('prefix', '=', reference)]));
    const matches = await query.execute();
    if (matches.length > 1) throw new Error(`"${reference}" matches ${matches.length} tokens; use the token's uuid`);
    const revokedAt = new Date().toISOString();
    for (const match of matches) {
      await this.db
        .updateTable('api_tokens')
        .set({ revoked_at: revokedAt })
        .where('organization_uuid', '=', match.organization_uuid)
        .where('uuid', '=', match.uuid)
        .where('revoked_at', 'is', null)
        .execute();
      match.revoked_at ??= revokedAt;
    }
    return matches;
  }

  /** The organization of a live token, or undefined for a malformed, unknown or revoked one. */
  async authenticate(token: string): Promise<string | undefined> {
    const organization = tokenOrganization(token);
    if (!organization) return undefined;
    const result = await this.readToken.execute<{ organization_uuid: string }>(this.db, { organization_uuid: organization, token_hash: hashToken(token) });
    return result.rows[0]?.organization_uuid;
  }
}
