import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import { COPIED_TABLES, copyStore, type CopiedTable, type CopyCounts } from '../../src/store/copy.js';
import { openStore, type Store } from '../../src/store/db.js';
import { migrate } from '../../src/store/migrate.js';
import { EXPORT_COMPLAINTS, call, createCompany, createCustomer, createFeedback, createOrg, createPostgresDatabase, ON_SQLITE, PG_TEST_URL, type TestOrg } from '../helpers.js';

/**
 * `store copy`: a store built through the API is copied SQLite → PostgreSQL → SQLite, and an app on
 * each copy must give the same answers as the source. Runs in the sqlite project (it opens its own
 * PostgreSQL databases); the PostgreSQL parts skip, loudly, when no server answers at PG_TEST_URL.
 */

async function postgresProblem(): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: PG_TEST_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return undefined;
  } catch (error) {
    return (error as Error).message || String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

const PG_PROBLEM = ON_SQLITE ? await postgresProblem() : undefined;
if (PG_PROBLEM) {
  console.warn(`\n!!! WARNING: test/store/copy.test.ts SKIPS its PostgreSQL copies: no server at ${PG_TEST_URL} (${PG_PROBLEM}) !!!\n`);
}

interface Source {
  org: TestOrg;
  other: TestOrg;
  companies: any[];
  customers: any[];
  spaces: string[];
}

/** A store with a bit of everything, built through the API. */
async function buildSource(app: App): Promise<Source> {
  const org = await createOrg(app, 'Acme');
  const other = await createOrg(app, 'Other');
  const persona = (await call(app, org, 'POST', '/personas', { name: 'Champion', description: 'Loves us' })).body.personas[0];
  const named = (await call(app, org, 'POST', '/spaces', { name: 'Beta programme' })).body.spaces[0];
  const openSpace = '0190c0c0-0000-7000-8000-000000000002';
  const companies = [
    await createCompany(app, org, { name: 'Ünïcode Widgets', domain: 'widgets.example', dollar_value: 1234.5, company_persona_uuid: persona.uuid, notes: 'key account' }),
    await createCompany(app, org, { name: 'Globex', domain: 'globex.example', dollar_value: 10 }),
  ];
  const customers: any[] = [];
  for (let i = 0; i < 7; i++) {
    customers.push(
      await createCustomer(app, org, {
        full_name: `Customer ${i} Müller`,
        email: `c${i}@widgets.example`,
        role: i % 2 ? 'Engineer' : null,
        persona_uuid: i === 0 ? persona.uuid : null,
        customer_company_uuid: i < 4 ? companies[0].uuid : null,
      }),
    );
  }
  for (const [i, text] of EXPORT_COMPLAINTS.entries()) {
    await createFeedback(app, org, {
      customer_uuid: customers[i].uuid,
      feedback_contents: text,
      feedback_date: `2025-0${(i % 9) + 1}-15T10:00:00.000Z`,
      space_uuids: i % 2 ? [named.uuid, openSpace] : [openSpace],
      priority: i,
    });
  }
  await createFeedback(app, org, { customer_uuid: customers[6].uuid, feedback_contents: 'I absolutely love the new dashboard, it is beautiful and fast.' });
  // A customer moves to another company after giving feedback (its feedback follows).
  const moved = await call(app, org, 'PUT', `/customers/${customers[1].uuid}`, { customer_company_uuid: companies[1].uuid });
  expect(moved.status).toBe(200);
  // Highlights liked and archived, an issue in progress.
  const highlights = (await call(app, org, 'GET', '/feedback_highlights?page_size=100')).body.feedback_highlights;
  expect(highlights.length).toBeGreaterThan(2);
  expect((await call(app, org, 'PUT', `/feedback_highlights/${highlights[0].uuid}`, { liked: true })).status).toBe(200);
  expect((await call(app, org, 'PUT', `/feedback_highlights/${highlights[1].uuid}`, { archived: true })).status).toBe(200);
  const issues = (await call(app, org, 'GET', '/issues')).body.issues;
  expect(issues.length).toBeGreaterThan(0);
  expect((await call(app, org, 'PUT', `/issues/${issues[0].uuid}`, { status: 'in_progress' })).status).toBe(200);
  // The other organization has a little of its own.
  const stranger = await createCustomer(app, other, { full_name: 'Stranger', email: 's@other.example' });
  await createFeedback(app, other, { customer_uuid: stranger.uuid, feedback_contents: 'The export to CSV is slow.' });
  return { org, other, companies, customers, spaces: [named.uuid, openSpace] };
}

/** The answers compared between the source and a copy. */
async function answers(app: App, source: Source): Promise<Record<string, unknown>> {
  const { org, other, companies, customers, spaces } = source;
  const paths: [TestOrg, string][] = [
    [org, '/companies?page_size=100'],
    [org, '/companies?search=widg'],
    [org, `/companies/${companies[0].uuid}`],
    [org, `/companies/${companies[0].uuid}/customers`],
    [org, `/companies/${companies[0].uuid}/issues`],
    [org, `/companies/${companies[1].uuid}/issues`],
    [org, `/customers/${customers[1].uuid}`],
    [org, '/customers?page_size=100'],
    [org, '/customers?search=muller engin'],
    [org, `/customers/${customers[0].uuid}/feedback_highlights`],
    [org, '/feedbacks?page_size=100'],
    [org, '/feedbacks?search=export fail'],
    [org, '/feedbacks?search=exporting'],
    [org, `/feedbacks?company_uuid=${companies[1].uuid}`],
    [org, '/feedback_highlights?page_size=100&include_archived=true'],
    [org, '/feedback_highlights?liked_only=true'],
    [org, '/insights'],
    [org, '/issues'],
    [org, '/spaces'],
    [org, `/spaces/${spaces[0]}/feedbacks`],
    [org, `/spaces/${spaces[1]}/feedbacks`],
    [org, '/personas'],
    [other, '/feedbacks?search=csv'],
    [other, '/issues'],
    [other, '/insights'],
  ];
  const result: Record<string, unknown> = {};
  for (const [as, path] of paths) {
    const response = await call(app, as, 'GET', path);
    expect(response.status, `${path}: ${response.text}`).toBe(200);
    result[`${as === org ? 'org' : 'other'} ${path}`] = response.body;
  }
  return result;
}

async function countAll(store: Store): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of [...Object.keys(COPIED_TABLES), 'feedback_search', 'customer_search', 'company_search']) {
    const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(store.db);
    counts[table] = Number(rows[0]!.n);
  }
  return counts;
}

function expectFull(counts: CopyCounts) {
  for (const table of Object.keys(COPIED_TABLES) as CopiedTable[]) expect(counts[table], table).toBeGreaterThan(0);
  expect(counts.organizations).toBe(2);
}

describe.skipIf(!ON_SQLITE)('store copy', () => {
  let dir: string;
  let sourceUrl: string;
  let source: Store;
  let sourceApp: App;
  let built: Source;
  let expected: Record<string, unknown>;
  const cleanup: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'cfs-copy-'));
    sourceUrl = `sqlite:${join(dir, 'source.sqlite')}`;
    source = openStore(sourceUrl);
    await migrate(source);
    sourceApp = await buildApp({ store: source });
    built = await buildSource(sourceApp);
    expected = await answers(sourceApp, built);
  }, 120_000);

  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => undefined);
    await sourceApp?.close();
    await source?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** An app on a store (closed after the file's tests). */
  async function appOn(store: Store): Promise<App> {
    const app = await buildApp({ store });
    cleanup.push(() => app.close());
    return app;
  }

  function sqliteStore(name: string): Store {
    const store = openStore(`sqlite:${join(dir, name)}`);
    cleanup.push(() => store.close());
    return store;
  }

  async function postgresStore(): Promise<Store> {
    const database = await createPostgresDatabase();
    const store = openStore(database.url, { poolSize: 4 });
    cleanup.push(() => database.drop());
    cleanup.push(() => store.close());
    return store;
  }

  it('SQLite → SQLite: the copy answers as the source does', async () => {
    const target = sqliteStore('copy.sqlite');
    const counts = await copyStore(source, target);
    expectFull(counts);
    expect(await countAll(target)).toEqual(await countAll(source));
    expect(await answers(await appOn(target), built)).toEqual(expected);
  });

  describe.skipIf(Boolean(PG_PROBLEM))('to PostgreSQL and back', () => {
    let pgStore: Store;
    let pgApp: App;

    it('SQLite → PostgreSQL: same counts, identical answers, the same token works', async () => {
      pgStore = await postgresStore();
      const logged: string[] = [];
      const counts = await copyStore(source, pgStore, (line) => logged.push(line));
      expectFull(counts);
      expect(logged).toHaveLength(Object.keys(COPIED_TABLES).length);
      const sourceCounts = await countAll(source);
      expect(await countAll(pgStore)).toEqual(sourceCounts);
      pgApp = await appOn(pgStore);
      expect(await answers(pgApp, built)).toEqual(expected);
      // tokens: the source's authenticate, a wrong one does not
      const wrong = { ...built.org, headers: { authorization: `Bearer ${built.org.token.slice(0, -1)}x` } };
      expect((await call(pgApp, wrong, 'GET', '/companies')).status).toBe(401);
      // theme sequence numbers kept as they are
      const seqs = (store: Store) => store.db.selectFrom('organizations').select(['uuid', 'theme_seq', 'theme_reset_seq']).orderBy('uuid').execute();
      expect(await seqs(pgStore)).toEqual(await seqs(source));
    });

    it('PostgreSQL → SQLite: identical answers again', async () => {
      const back = sqliteStore('back.sqlite');
      expectFull(await copyStore(pgStore, back));
      expect(await countAll(back)).toEqual(await countAll(source));
      expect(await answers(await appOn(back), built)).toEqual(expected);
    });

    it('refuses a non-empty target and leaves it unchanged', async () => {
      const before = await countAll(pgStore);
      await expect(copyStore(source, pgStore)).rejects.toThrow(/not empty/);
      expect(await countAll(pgStore)).toEqual(before);
      expect(await answers(pgApp, built)).toEqual(expected);
    });

    it('a failure mid-copy leaves the PostgreSQL target empty', async () => {
      const target = await postgresStore();
      await migrate(target);
      await target.execScript(
        `CREATE FUNCTION injected_failure() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'injected failure'; END $$;
         CREATE TRIGGER injected_failure BEFORE INSERT ON highlights FOR EACH ROW EXECUTE FUNCTION injected_failure();`,
      );
      await expect(copyStore(source, target)).rejects.toThrow(/injected failure/);
      const counts = await countAll(target);
      expect(Object.values(counts).every((n) => n === 0), JSON.stringify(counts)).toBe(true);
    });

    it('(last, it writes) the copy keeps working: new feedback on the PostgreSQL copy is found by search', async () => {
      const created = await createFeedback(pgApp, built.org, { customer_uuid: built.customers[2].uuid, feedback_contents: 'Zebra-striped charts would be lovely.' });
      const found = await call(pgApp, built.org, 'GET', '/feedbacks?search=zebra');
      expect(found.body.feedbacks.map((f: any) => f.uuid)).toEqual([created.uuid]);
    });
  });

  it('a failure mid-copy leaves the SQLite target empty', async () => {
    const target = sqliteStore('failed.sqlite');
    await migrate(target);
    await target.execScript(`CREATE TRIGGER injected_failure BEFORE INSERT ON highlights BEGIN SELECT RAISE(ABORT, 'injected failure'); END;`);
    await expect(copyStore(source, target)).rejects.toThrow(/injected failure/);
    const counts = await countAll(target);
    expect(Object.values(counts).every((n) => n === 0), JSON.stringify(counts)).toBe(true);
  });

  it('copies tables larger than a batch (keyset paging over a composite key)', async () => {
    const big = openStore('sqlite::memory:');
    const copy = openStore('sqlite::memory:');
    cleanup.push(() => big.close(), () => copy.close());
    await migrate(big);
    const at = '2025-01-01T00:00:00.000Z';
    const orgs = ['0190c0c0-0000-7000-8000-00000000000a', '0190c0c0-0000-7000-8000-00000000000b'];
    await big.db.insertInto('organizations').values(orgs.map((uuid) => ({ uuid, name: uuid, created_at: at }))).execute();
    const personas = orgs.flatMap((org, o) =>
      Array.from({ length: 1201 + o }, (_, i) => ({ organization_uuid: org, uuid: `0190c0c0-0000-7000-8000-${String(i).padStart(12, '0')}`, name: `p${i}`, description: null, created_at: at, updated_at: at })),
    );
    for (let i = 0; i < personas.length; i += 400) await big.db.insertInto('personas').values(personas.slice(i, i + 400)).execute();
    const counts = await copyStore(big, copy);
    expect(counts.personas).toBe(2403);
    const all = (store: Store) => store.db.selectFrom('personas').selectAll().orderBy('organization_uuid').orderBy('uuid').execute();
    expect(await all(copy)).toEqual(await all(big));
  });

  describe('the built CLI', () => {
    const root = resolve(import.meta.dirname, '../..');
    function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
      return new Promise((done) => {
        // DATABASE_URL is unusable: store copy must not open it.
        execFile(process.execPath, [join(root, 'dist/src/cli.js'), ...args], { cwd: dir, env: { ...process.env, DATABASE_URL: 'nowhere://at-all' } }, (error, stdout, stderr) => {
          done({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
        });
      });
    }

    it('store copy --from sqlite:... --to sqlite:... prints the counts; the copy answers as the source', async () => {
      const to = `sqlite:${join(dir, 'cli.sqlite')}`;
      const result = await cli('store', 'copy', '--from', sourceUrl, '--to', to);
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      const lines = result.stdout.trim().split('\n');
      expect(lines).toHaveLength(1);
      const printed = JSON.parse(lines[0]!) as { copied: CopyCounts };
      expect(Object.keys(printed.copied)).toEqual(Object.keys(COPIED_TABLES));
      expectFull(printed.copied);
      const copy = sqliteStore('cli.sqlite');
      expect(await answers(await appOn(copy), built)).toEqual(expected);

      const again = await cli('store', 'copy', '--from', sourceUrl, '--to', to);
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/not empty/);
      expect(again.stdout).toBe('');
    });

    it.each([
      [['store', 'copy']],
      [['store', 'copy', '--from', 'sqlite:./source.sqlite']],
      [['store', 'copy', '--to', 'sqlite:./x.sqlite']],
      [['store', 'copy', '--from', 'sqlite:./source.sqlite', '--to', 'sqlite:source.sqlite']],
      [['store', 'copy', '--from', 'sqlite:./missing.sqlite', '--to', 'sqlite:./y.sqlite']],
      [['store', 'copy', '--from', 'sqlite:./source.sqlite', '--to', 'mysql://x']],
      [['store', 'copy', '--from', 'sqlite:./source.sqlite', '--to', 'sqlite::memory:']],
      [['store', 'move', '--from', 'sqlite:./source.sqlite', '--to', 'sqlite:./z.sqlite']],
    ])('bad usage %j exits 2 with a message on stderr', async (args) => {
      const result = await cli(...args);
      expect(result.code).toBe(2);
      expect(result.stderr.trim().length).toBeGreaterThan(0);
      expect(result.stdout).toBe('');
    });
  });
});
