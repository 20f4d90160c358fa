import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp, type App } from '../src/app.js';
import { openStore, type Store } from '../src/store/db.js';
import { migrate } from '../src/store/migrate.js';

/**
 * The store every test runs on: `sqlite` (default) or `postgres`, chosen by TEST_DATABASE, which
 * the vitest projects set (vitest.config.ts). Tests that only make sense on SQLite skip with
 * `describe.skipIf(!ON_SQLITE)`.
 */
export const TEST_DATABASE: 'sqlite' | 'postgres' = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';
export const ON_SQLITE = TEST_DATABASE === 'sqlite';
export const ON_POSTGRES = TEST_DATABASE === 'postgres';
/**
 * What a SQLite test store is by default: a file in a temporary directory, as the service runs
 * (a write connection and a read-only one, src/store/sqlite-driver.ts), or `sqlite::memory:` (one
 * connection) when TEST_SQLITE_STORE=memory.
 */
export const SQLITE_STORE: 'file' | 'memory' = process.env.TEST_SQLITE_STORE === 'memory' ? 'memory' : 'file';
/** A PostgreSQL server where tests may create and drop databases (cfs_test_*). */
export const PG_TEST_URL = process.env.PG_TEST_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_TEST_URL, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new empty PostgreSQL database on the test server: its URL, and drop() to remove it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `cfs_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  await withAdmin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(PG_TEST_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

/**
 * A fresh, migrated store of the kind TEST_DATABASE names: on SQLite a file in a new temporary
 * directory that close() removes (or `sqlite::memory:`, see SQLITE_STORE; `sqlite` overrides it for
 * a test about one kind), on PostgreSQL a new database that close() drops.
 */
export async function openTestStore(options: { sqlite?: 'file' | 'memory' } = {}): Promise<Store> {
  if (!ON_POSTGRES) {
    if ((options.sqlite ?? SQLITE_STORE) === 'memory') {
      const store = openStore('sqlite::memory:');
      await migrate(store);
      return store;
    }
    const dir = mkdtempSync(join(tmpdir(), 'cfs-test-'));
    return migrated(openStore(`sqlite:${join(dir, 'test.sqlite')}`), async () => rmSync(dir, { recursive: true, force: true }));
  }
  const database = await createPostgresDatabase();
  return migrated(openStore(database.url, { poolSize: 4 }), () => database.drop());
}

/** The store migrated, with `remove` after close (also when the migration fails: nothing is left behind). */
async function migrated(store: Store, remove: () => Promise<void>): Promise<Store> {
  try {
    await migrate(store);
  } catch (error) {
    await store.close();
    await remove();
    throw error;
  }
  return {
    ...store,
    async close() {
      await store.close();
      await remove();
    },
  };
}

export interface TestOrg {
  uuid: string;
  token: string;
  /** `/api/v1/organizations/<uuid>` */
  base: string;
  headers: Record<string, string>;
}

export interface TestContext {
  app: App;
  store: Store;
  org: TestOrg;
  other: TestOrg;
  close(): Promise<void>;
}

/** A fresh app on a throwaway store (see openTestStore), with two organizations and a token for each. */
export async function createTestApp(): Promise<TestContext> {
  const store = await openTestStore();
  let app: App | undefined;
  let org: TestOrg;
  let other: TestOrg;
  try {
    app = await buildApp({ store });
    org = await createOrg(app, 'Acme');
    other = await createOrg(app, 'Other');
  } catch (error) {
    // Never leave a PostgreSQL test database behind.
    await app?.close();
    await store.close();
    throw error;
  }
  return {
    app,
    store,
    org,
    other,
    async close() {
      await app.close();
      await store.close();
    },
  };
}

export async function createOrg(app: App, name: string): Promise<TestOrg> {
  const organization = await app.services.organizations.create(name);
  const { token } = await app.services.organizations.createToken(organization.uuid);
  return { uuid: organization.uuid, token, base: `/api/v1/organizations/${organization.uuid}`, headers: { authorization: `Bearer ${token}` } };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls the API as `org`; a body is sent as JSON. Returns status, headers and the parsed body. */
export async function call(app: App, org: TestOrg, method: Method, path: string, body?: unknown) {
  const response = await app.inject({
    method,
    url: `${org.base}${path}`,
    headers: { ...org.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  const text = response.body;
  let json: any;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.statusCode, headers: response.headers, body: json, text };
}

export async function createCompany(app: App, org: TestOrg, fields: Record<string, unknown> = {}) {
  const response = await call(app, org, 'POST', '/companies', { name: 'Acme Corp', domain: 'acme.com', dollar_value: 1000, ...fields });
  if (response.status !== 201) throw new Error(`company not created: ${response.text}`);
  return response.body.companies[0];
}

export async function createCustomer(app: App, org: TestOrg, fields: Record<string, unknown> = {}) {
  const response = await call(app, org, 'POST', '/customers', { full_name: 'Jane Doe', email: 'jane@acme.com', ...fields });
  if (response.status !== 201) throw new Error(`customer not created: ${response.text}`);
  return response.body.customers[0];
}

export async function createFeedback(app: App, org: TestOrg, fields: Record<string, unknown>) {
  const response = await call(app, org, 'POST', '/feedbacks', { feedback_contents: 'The export is broken. I love the dashboard!', ...fields });
  if (response.status !== 201) throw new Error(`feedback not created: ${response.text}`);
  return response.body.feedbacks[0];
}

/** Asserts the RFC 9457 shape and returns the body. */
export function expectProblem(response: { status: number; headers: Record<string, unknown>; body: any }, status: number) {
  if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${JSON.stringify(response.body)}`);
  if (!String(response.headers['content-type']).startsWith('application/problem+json')) throw new Error(`not problem+json: ${response.headers['content-type']}`);
  const body = response.body;
  if (body.status !== status || typeof body.title !== 'string' || typeof body.detail !== 'string' || !Array.isArray(body.errors)) {
    throw new Error(`not a problem body: ${JSON.stringify(body)}`);
  }
  return body as { type: string; title: string; status: number; detail: string; errors: { name: string; in: string; message: string }[] };
}

/** Six customers describing a broken export without one word all of them say ("export" is said by three). */
export const EXPORT_COMPLAINTS_UNSHARED = [
  "I can't get my data out into a spreadsheet anymore, the download just spins forever.",
  'Exporting reports to Excel has been broken since Tuesday.',
  'The CSV I download is always empty.',
  'Why does the export button do nothing when I click it?',
  "Tried to pull last month's numbers out as a file and got an error every time.",
  'Export to PDF and CSV both fail for me, this is a blocker for our monthly reporting.',
];

/** Six customers describing the same broken export in their own words (the acceptance case). */
export const EXPORT_COMPLAINTS = [
  'The CSV export is broken, it fails every single time.',
  'Exporting to CSV does not work at all anymore.',
  'Export keeps failing with an error when I download the CSV file.',
  'I cannot export my data, the export button just errors out.',
  'Your CSV export crashes whenever I try to export a report.',
  'The data export has been broken for a week and fails constantly.',
];
