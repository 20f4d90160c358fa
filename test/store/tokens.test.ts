import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../../src/store/db.js';
import { migrate } from '../../src/store/migrate.js';
import { OrganizationRepository, TOKEN_RECHECK_MS, tokenSecret } from '../../src/store/organizations.js';
import { ON_POSTGRES, ON_SQLITE, createPostgresDatabase } from '../helpers.js';

/**
 * Two stores on one database, as two processes would have them (the server and the CLI, or two
 * instances): a SQLite file opened twice, or two pools on one PostgreSQL database.
 */
let here: Store;
let elsewhere: Store;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  if (ON_POSTGRES) {
    const database = await createPostgresDatabase();
    here = openStore(database.url, { poolSize: 2 });
    elsewhere = openStore(database.url, { poolSize: 2 });
    cleanup = () => database.drop();
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'cfs-tokens-'));
    here = openStore(`sqlite:${join(dir, 'store.sqlite')}`);
    elsewhere = openStore(`sqlite:${join(dir, 'store.sqlite')}`);
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
  await migrate(here);
});

afterAll(async () => {
  await here?.close();
  await elsewhere?.close();
  await cleanup?.();
});

async function issue(repository: OrganizationRepository) {
  const organization = await repository.create('Tokens');
  return { organization: organization.uuid, ...(await repository.createToken(organization.uuid)) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('token checks', () => {
  it('a revocation through the same store takes effect at once, for authenticate and authenticateNow', async () => {
    const repository = new OrganizationRepository(here.db);
    const { organization, token, uuid } = await issue(repository);
    expect(await repository.authenticate(token)).toBe(organization);
    expect(await repository.authenticate(token)).toBe(organization);
    // Another repository on the same store (another Services, as in the CLI test) revokes it.
    await new OrganizationRepository(here.db).revokeToken(uuid);
    expect(await repository.authenticate(token)).toBeUndefined();
    expect(repository.authenticateNow(token) ?? null).toBeNull();
  });

  it('a read that began before a revocation through the same store is not trusted after it', async () => {
    const repository = new OrganizationRepository(here.db, 60_000);
    const { organization, token, uuid } = await issue(repository);
    const before = repository.authenticate(token);
    await repository.revokeToken(uuid);
    // Whatever the early read found, it must not be remembered past the revocation.
    expect([organization, undefined]).toContain(await before);
    expect(await repository.authenticate(token)).toBeUndefined();
  });

  it('malformed, unknown and foreign tokens are refused, without a read where the shape already says so', async () => {
    const repository = new OrganizationRepository(here.db);
    const { token } = await issue(repository);
    expect(repository.authenticateNow('not-a-token')).toBeNull();
    expect(await repository.authenticate('not-a-token')).toBeUndefined();
    expect(await repository.authenticate(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBeUndefined();
    const other = await issue(repository);
    const transplanted = `cfs_${other.organization.replace(/-/g, '')}_${token.split('_').slice(2).join('_')}`;
    expect(await repository.authenticate(transplanted)).toBeUndefined();
  });

  it('with no time to trust a token (0 ms), a revocation by another process (the CLI) takes effect at once', async () => {
    const server = new OrganizationRepository(here.db, 0);
    const { organization, token, uuid } = await issue(server);
    expect(await server.authenticate(token)).toBe(organization);
    await new OrganizationRepository(elsewhere.db).revokeToken(uuid);
    expect(server.authenticateNow(token) ?? null).toBeNull();
    expect(await server.authenticate(token)).toBeUndefined();
  });

  it.runIf(ON_SQLITE)('SQLite: authenticateNow answers at once, also while a transaction holds a file store (read connection)', async () => {
    // A token to read on every request (0 ms of trust): a remembered one needs no read at all.
    const repository = new OrganizationRepository(here.db, 0);
    const { organization, token } = await issue(repository);
    expect(repository.authenticateNow(token)).toBe(organization);
    let during: string | null | undefined = 'not run';
    await here.db.transaction().execute(async () => {
      during = repository.authenticateNow(token);
    });
    expect(during).toBe(organization);
    expect(repository.authenticateNow(token)).toBe(organization);
  });

  it.runIf(ON_SQLITE)('SQLite in memory (one connection): authenticateNow waits for a transaction that holds it', async () => {
    const memory = openStore('sqlite::memory:');
    try {
      await migrate(memory);
      const repository = new OrganizationRepository(memory.db, 0);
      const { organization, token } = await issue(repository);
      expect(repository.authenticateNow(token)).toBe(organization);
      let during: string | null | undefined = 'not run';
      await memory.db.transaction().execute(async () => {
        during = repository.authenticateNow(token);
      });
      expect(during).toBeUndefined();
      expect(await repository.authenticate(token)).toBe(organization);
    } finally {
      await memory.close();
    }
  });

  it('a live token is trusted for TOKEN_RECHECK_MS, so another process’s revocation takes effect within it', async () => {
    expect(TOKEN_RECHECK_MS).toBeLessThanOrEqual(1000);
    expect(new OrganizationRepository(here.db)['tokenRecheckMs']).toBe(TOKEN_RECHECK_MS);
    const recheckMs = 300;
    const server = new OrganizationRepository(here.db, recheckMs);
    const { organization, token, uuid } = await issue(server);
    // Before the first read (SQLite's below, PostgreSQL's in authenticate): its age is at least this.
    const readBegan = performance.now();
    // Never read yet: on PostgreSQL it must be awaited; SQLite reads it at once.
    expect(server.authenticateNow(token)).toBe(ON_POSTGRES ? undefined : organization);
    expect(await server.authenticate(token)).toBe(organization);
    expect(server.authenticateNow(token)).toBe(organization);
    await new OrganizationRepository(elsewhere.db).revokeToken(uuid);
    // Still trusted while its read is younger than recheckMs (when this machine was quick enough to ask in time) ...
    const trusted = server.authenticateNow(token);
    if (performance.now() - readBegan < recheckMs) expect(trusted).toBe(organization);
    await sleep(recheckMs + 50);
    // ... and read again after, which finds it revoked (PostgreSQL: in the awaited read).
    expect(server.authenticateNow(token)).toBe(ON_POSTGRES ? undefined : null);
    expect(await server.authenticate(token)).toBeUndefined();
    expect(await server.authenticate(token)).toBeUndefined();
  });
});

describe('token secrets', () => {
  it('never begin with "-", which a command line would read as an option (token revoke PREFIX)', () => {
    // The first draw encodes to "-..." (its first 6 bits are 62); the second does not.
    const draws = [Buffer.alloc(32, 0xf8), Buffer.alloc(32, 0x01)];
    const secret = tokenSecret(() => draws.shift()!);
    expect(Buffer.alloc(32, 0xf8).toString('base64url').startsWith('-')).toBe(true);
    expect(secret).toBe(Buffer.alloc(32, 0x01).toString('base64url'));
    expect(draws).toHaveLength(0);
  });
});
