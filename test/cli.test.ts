import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { openStore, type Store } from '../src/store/db.js';
import { migrate } from '../src/store/migrate.js';
import { TOKEN_RECHECK_MS } from '../src/store/organizations.js';
import { setTimeout as sleep } from 'node:timers/promises';
import { ON_SQLITE } from './helpers.js';

const root = resolve(import.meta.dirname, '..');
const cli = join(root, 'dist/src/cli.js');
let dir: string;
let databaseUrl: string;

interface Result {
  code: number;
  stdout: string;
  stderr: string;
}

function run(...args: string[]): Promise<Result> {
  return new Promise((done) => {
    execFile(process.execPath, [cli, ...args], { cwd: dir, env: { ...process.env, DATABASE_URL: databaseUrl } }, (error, stdout, stderr) => {
      done({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

const lines = (stdout: string) => stdout.split('\n').filter((line) => line.length > 0);
const jsonLines = (stdout: string) => lines(stdout).map((line) => JSON.parse(line) as Record<string, any>);

/** An app on the CLI's store file, as the server would open it; one for the whole file (SQLite WAL sees the CLI's writes). */
let shared: { app: App; store: Store } | undefined;
async function withApp<T>(body: (app: App) => Promise<T>): Promise<T> {
  if (!shared) {
    const store = openStore(databaseUrl);
    await migrate(store);
    shared = { app: await buildApp({ store }), store };
  }
  return body(shared.app);
}

async function status(token: string, organization: string, app: App) {
  const response = await app.inject({ method: 'GET', url: `/api/v1/organizations/${organization}/companies`, headers: { authorization: `Bearer ${token}` } });
  return response.statusCode;
}

beforeAll(() => {
  // dist/ is built once by test/global-setup.ts.
  dir = mkdtempSync(join(tmpdir(), 'cfs-cli-'));
  databaseUrl = `sqlite:${join(dir, 'x.sqlite')}`;
}, 120_000);
afterAll(async () => {
  if (shared) {
    await shared.app.close();
    await shared.store.close();
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

// Runs the built CLI on a SQLite file (dist/ is built by the sqlite project's global setup).
describe.skipIf(!ON_SQLITE)('cli', () => {
  let organization: string;
  let token: string;

  it('migrate applies migrations and reports them', async () => {
    const result = await run('migrate');
    expect(result.code).toBe(0);
    expect(jsonLines(result.stdout)).toEqual([{ applied: expect.any(Array) }]);
  });

  it('org create prints exactly one JSON line with the organization and a token', async () => {
    const result = await run('org', 'create', '--name', 'Acme');
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    expect(lines(result.stdout)).toHaveLength(1);
    const [printed] = jsonLines(result.stdout);
    expect(Object.keys(printed!).sort()).toEqual(['organization_uuid', 'token']);
    expect(printed!.organization_uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(printed!.token.length).toBeGreaterThanOrEqual(43);
    organization = printed!.organization_uuid;
    token = printed!.token;
  });

  it('the token works against an app on the same store, for its organization only', async () => {
    await withApp(async (app) => {
      expect(await status(token, organization, app)).toBe(200);
      expect(await status(`${token.slice(0, -1)}x`, organization, app)).toBe(401);
      expect(await status(token, '00000000-0000-4000-8000-000000000000', app)).toBe(404);
    });
  });

  it('org list shows the organization', async () => {
    const result = await run('org', 'list');
    expect(result.code).toBe(0);
    expect(jsonLines(result.stdout)).toContainEqual(expect.objectContaining({ uuid: organization, name: 'Acme' }));
  });

  it('token create, token list (no secrets), token revoke by prefix and by uuid', async () => {
    const created = await run('token', 'create', '--org', organization, '--name', 'ci');
    expect(created.code).toBe(0);
    const [second] = jsonLines(created.stdout);
    expect(second).toMatchObject({ organization_uuid: organization, token_uuid: expect.any(String), prefix: expect.any(String), token: expect.any(String) });
    expect(second!.token).not.toBe(token);

    const listed = await run('token', 'list', '--org', organization);
    expect(listed.code).toBe(0);
    const tokens = jsonLines(listed.stdout);
    expect(tokens).toHaveLength(2);
    for (const info of tokens) {
      expect(info).not.toHaveProperty('token');
      expect(info).not.toHaveProperty('token_hash');
      expect(info.prefix.length).toBeLessThan(16);
    }
    expect(listed.stdout).not.toContain(token);
    expect(listed.stdout).not.toContain(second!.token);
    // nor the secret past the prefix it shows (a base64url secret may hold "_", so no split on it:
    // its last piece could be one letter, found anywhere in the output)
    expect(listed.stdout).not.toContain(second!.token.slice(second!.prefix.length));
    expect(tokens.find((t) => t.uuid === second!.token_uuid)).toMatchObject({ name: 'ci', revoked_at: null, prefix: second!.prefix });

    await withApp(async (app) => expect(await status(second!.token, organization, app)).toBe(200));

    const revoked = await run('token', 'revoke', second!.prefix);
    expect(revoked.code).toBe(0);
    expect(jsonLines(revoked.stdout)).toEqual([expect.objectContaining({ uuid: second!.token_uuid, revoked_at: expect.any(String) })]);
    expect(revoked.stdout).not.toContain(second!.token);

    const first = tokens.find((t) => t.uuid !== second!.token_uuid)!;
    // A running app trusts a token it has read for TOKEN_RECHECK_MS, then reads it again.
    await sleep(TOKEN_RECHECK_MS);
    await withApp(async (app) => {
      expect(await status(second!.token, organization, app)).toBe(401);
      expect(await status(token, organization, app)).toBe(200);
    });

    expect((await run('token', 'revoke', first.uuid)).code).toBe(0);
    await sleep(TOKEN_RECHECK_MS);
    await withApp(async (app) => expect(await status(token, organization, app)).toBe(401));
    const after = jsonLines((await run('token', 'list', '--org', organization)).stdout);
    expect(after.every((t) => typeof t.revoked_at === 'string')).toBe(true);
  });

  it('token revoke accepts the whole token', async () => {
    const [issued] = jsonLines((await run('token', 'create', '--org', organization)).stdout);
    expect((await run('token', 'revoke', issued!.token)).code).toBe(0);
    await withApp(async (app) => expect(await status(issued!.token, organization, app)).toBe(401));
  });

  it.concurrent.each([
    [[]],
    [['org']],
    [['org', 'create']],
    [['org', 'create', '--name', '  ']],
    [['token', 'create']],
    [['token', 'create', '--org', 'not-a-uuid']],
    [['token', 'create', '--org', '00000000-0000-4000-8000-000000000000']],
    [['token', 'list']],
    [['token', 'revoke']],
    [['token', 'revoke', 'no-such-token']],
    [['frobnicate']],
    [['org', 'create', '--nmae', 'Typo']],
    [['themes', 'maintain', '--org', 'not-a-uuid']],
    [['themes', 'maintain', '--org', '00000000-0000-4000-8000-000000000000']],
  ])('bad usage %j exits 2 with a message on stderr', async (args) => {
    const result = await run(...args);
    expect(result.code).toBe(2);
    expect(result.stderr.trim().length).toBeGreaterThan(0);
  });

  it('themes maintain runs a pass for one organization or all, and prints what it did', async () => {
    const one = await run('themes', 'maintain', '--org', organization);
    expect(one.code).toBe(0);
    expect(jsonLines(one.stdout)).toEqual([expect.objectContaining({ organization_uuid: organization, merged: 0, split: 0, moved: 0 })]);
    const all = await run('themes', 'maintain');
    expect(all.code).toBe(0);
    expect(jsonLines(all.stdout).map((report) => report.organization_uuid)).toContain(organization);
  });

  it('themes maintain --rederive derives every theme of the organization again; without it, only those of an earlier release', async () => {
    // The tokens made so far are revoked by the tests above.
    const [issued] = jsonLines((await run('token', 'create', '--org', organization)).stdout);
    await withApp(async (app) => {
      const headers = { authorization: `Bearer ${issued!.token}` };
      const base = `/api/v1/organizations/${organization}`;
      const customer = await app.inject({ method: 'POST', url: `${base}/customers`, headers, payload: { full_name: 'Ada', email: 'ada@example.com' } });
      expect(customer.statusCode).toBe(201);
      for (const text of ['The CSV export is broken, it fails every single time.', 'Love the new dashboard, so easy to use.']) {
        const created = await app.inject({ method: 'POST', url: `${base}/feedbacks`, headers, payload: { customer_uuid: customer.json().customers[0].uuid, feedback_contents: text } });
        expect(created.statusCode).toBe(201);
      }
    });
    const rederived = await run('themes', 'maintain', '--org', organization, '--rederive');
    expect(rederived.code).toBe(0);
    expect(jsonLines(rederived.stdout)).toEqual([expect.objectContaining({ organization_uuid: organization, themes_rebuilt: 2 })]);
    const again = await run('themes', 'maintain', '--org', organization);
    expect(jsonLines(again.stdout)).toEqual([expect.objectContaining({ organization_uuid: organization, themes_rebuilt: 0 })]);
  });

  it('--help prints the usage and exits 0', async () => {
    const result = await run('--help');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('org create');
  });
});
