import { createHash, randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from './schema.js';
import type { Dialect } from './db.js';
import { uuidv7 } from './ids.js';
import { Prepared } from './query.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** Advisory lock key for creating the first organization (PostgreSQL): any constant. */
const BOOTSTRAP_LOCK_KEY = '7162538840491124595';

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

/**
 * How long, in ms, an instance trusts a token it has found live without reading it again. A token
 * revoked through this instance's store stops working at once; one revoked by another process (the
 * CLI, another instance) stops working here at the latest this long after the revocation
 * committed. On PostgreSQL a read is a round trip to the server; on SQLite it is local, but each
 * read takes and releases the file's shared lock with two system calls, and reading the token on
 * every request made GET /companies/{uuid} about 15% slower.
 */
export const TOKEN_RECHECK_MS = 1000;
/** Live tokens remembered per store at most; past it the oldest is forgotten (and read again when used). */
const TOKEN_CACHE_LIMIT = 10_000;

interface LiveToken {
  organization: string;
  /** SHA-256 of the token, as stored, so a token read again is not hashed again. */
  hash: string;
  /** When the read that found it live began (performance.now()). */
  readAt: number;
}

/**
 * The live tokens a process has read from one store. Only tokens found live are kept, so a flood
 * of unknown tokens cannot fill it. `generation` moves on with every revocation through this
 * store, so a read that began before a revocation cannot put back what the revocation removed.
 */
class TokenCache {
  private readonly entries = new Map<string, LiveToken>();
  generation = 0;

  get(token: string): LiveToken | undefined {
    return this.entries.get(token);
  }

  remember(token: string, live: LiveToken, generation: number): void {
    if (generation !== this.generation) return;
    const known = this.entries.get(token);
    if (known !== undefined) {
      known.readAt = Math.max(known.readAt, live.readAt);
      return;
    }
    if (this.entries.size >= TOKEN_CACHE_LIMIT) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(token, live);
  }

  forget(token: string): void {
    this.entries.delete(token);
  }

  forgetAll(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

/** One cache per store, shared by every repository on it (keyed by the store's Kysely instance). */
const TOKEN_CACHES = new WeakMap<Kysely<Database>, TokenCache>();

function tokenCacheOf(db: Kysely<Database>): TokenCache {
  let cache = TOKEN_CACHES.get(db);
  if (cache === undefined) {
    cache = new TokenCache();
    TOKEN_CACHES.set(db, cache);
  }
  return cache;
}

/** A token to read: the statement's parameters, and when and in which cache generation the read began. */
interface TokenRead {
  params: { organization_uuid: string; token_hash: string };
  readAt: number;
  generation: number;
}

/**
 * A token's random part (32 bytes, base64url). Its first 8 characters are the prefix that `token
 * list` shows and `token revoke PREFIX` is typed with, where a leading "-" reads as an option: such
 * a secret is drawn again (1 in 64).
 */
export function tokenSecret(random: (size: number) => Buffer = randomBytes): string {
  let secret: string;
  do secret = random(32).toString('base64url');
  while (secret.startsWith('-'));
  return secret;
}

export class OrganizationRepository {
  /** A token is read at least once a second while it is used: the statement is compiled once. */
  private readonly readToken = new Prepared<'organization_uuid' | 'token_hash'>((db, p) =>
    db
      .selectFrom('api_tokens')
      .select('organization_uuid')
      .where('organization_uuid', '=', p('organization_uuid'))
      .where('token_hash', '=', p('token_hash'))
      .where('revoked_at', 'is', null),
  );

  private readonly tokens: TokenCache;

  /** `tokenRecheckMs`: see TOKEN_RECHECK_MS (0: every request reads its token). */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly tokenRecheckMs: number = TOKEN_RECHECK_MS,
  ) {
    this.tokens = tokenCacheOf(db);
  }

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
    const secret = tokenSecret();
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
    try {
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
    } finally {
      // After the revocation committed (or failed half-way): a read of the token that began before
      // cannot be kept either (see TokenCache.generation).
      if (matches.length > 0) this.tokens.forgetAll();
    }
    return matches;
  }

  /** The organization of a live token, or undefined for a malformed, unknown or revoked one. */
  async authenticate(token: string): Promise<string | undefined> {
    const read = this.tokenRead(token);
    if (read === null) return undefined;
    if (typeof read === 'string') return read;
    const values = this.readToken.firstValuesNow(this.db, read.params);
    const live = values === undefined ? (await this.readToken.execute<{ organization_uuid: string }>(this.db, read.params)).rows[0]?.organization_uuid : (values?.[0] as string | undefined);
    return this.settle(token, read, live) ?? undefined;
  }

  /**
   * authenticate's answer when it can be had without waiting: the organization, or null for a
   * malformed, unknown or revoked token; undefined when authenticate must be awaited (PostgreSQL
   * after TOKEN_RECHECK_MS, a transaction holding the SQLite connection).
   */
  authenticateNow(token: string): string | null | undefined {
    const read = this.tokenRead(token);
    if (read === null || typeof read === 'string') return read;
    const values = this.readToken.firstValuesNow(this.db, read.params);
    return values === undefined ? undefined : this.settle(token, read, values?.[0] as string | undefined);
  }

  /** The organization of a token trusted without reading it, null for one that cannot be live, or the read to make. */
  private tokenRead(token: string): string | null | TokenRead {
    const now = performance.now();
    const known = this.tokens.get(token);
    if (known !== undefined && now - known.readAt < this.tokenRecheckMs) return known.organization;
    const organization = known?.organization ?? tokenOrganization(token);
    if (!organization) return null;
    return { params: { organization_uuid: organization, token_hash: known?.hash ?? hashToken(token) }, readAt: now, generation: this.tokens.generation };
  }

  private settle(token: string, read: TokenRead, live: string | undefined): string | null {
    if (live === undefined) {
      this.tokens.forget(token);
      return null;
    }
    this.tokens.remember(token, { organization: live, hash: read.params.token_hash, readAt: read.readAt }, read.generation);
    return live;
  }
}
