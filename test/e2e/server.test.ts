import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ON_SQLITE } from '../helpers.js';
import { serviceArgs } from '../../bench/processes.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

interface Server {
  child: ChildProcess;
  stdout: () => string;
  exited: Promise<number | null>;
  base: string;
}

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

/**
 * Starts the built server as `npm start` does (after its build step), and waits until it answers;
 * `nodeArgs` go to node before the rest, `env` adds to the environment.
 */
async function start(databaseUrl: string, nodeArgs: string[] = [], env: NodeJS.ProcessEnv = {}): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, ...serviceArgs(root)], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (chunk) => (out += chunk));
  child.stderr!.on('data', (chunk) => (err += chunk));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${err}${out}`);
    try {
      const r = await fetch(`${base}/readyz`);
      if (r.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start: ${err}${out}`);
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return { child, stdout: () => out, exited, base };
}

async function stop(server: Server): Promise<number | null> {
  server.child.kill('SIGTERM');
  const timeout = new Promise<'timeout'>((done) => setTimeout(() => done('timeout'), 10_000));
  const code = await Promise.race([server.exited, timeout]);
  if (code === 'timeout') throw new Error('server did not exit within 10 s of SIGTERM');
  return code;
}

// Starts the built server on SQLite files (dist/ is built by the sqlite project's global setup).
describe.skipIf(!ON_SQLITE)('the built server, end to end', () => {
  let dir: string;
  let databaseUrl: string;
  const running: Server[] = [];
  let organizationUuid: string;
  let token: string;
  const created: Record<string, any> = {};

  const api = async (server: Server, method: string, path: string, body?: unknown) => {
    const response = await fetch(`${server.base}/api/v1/organizations/${organizationUuid}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, headers: response.headers, body: (await response.json()) as any };
  };

  beforeAll(async () => {
    // dist/ is built once by test/global-setup.ts.
    dir = mkdtempSync(join(tmpdir(), 'cfs-e2e-'));
    databaseUrl = `sqlite:${join(dir, 'cfs.sqlite')}`;
  }, 180_000);

  afterAll(async () => {
    for (const server of running) if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('first start on an empty store prints the default organization and a token once', async () => {
    const server = await start(databaseUrl);
    running.push(server);
    const out = server.stdout();
    const org = /^\s*organization_uuid:\s*([0-9a-f-]{36})\s*$/m.exec(out);
    const tok = /^\s*token:\s*(\S+)\s*$/m.exec(out);
    expect(org, out).not.toBeNull();
    expect(tok, out).not.toBeNull();
    organizationUuid = org![1]!;
    token = tok![1]!;
    expect(out.match(/^\s*token:/gm)).toHaveLength(1);
    expect(token.length).toBeGreaterThanOrEqual(32);
  });

  it('serves the API with that token: company, customer, feedback created and read back', async () => {
    const server = running[0]!;
    const unauthorised = await fetch(`${server.base}/api/v1/organizations/${organizationUuid}/companies`);
    expect(unauthorised.status).toBe(401);

    const company = await api(server, 'POST', '/companies', { name: 'Acme Corp', domain: 'https://acme.com/about', dollar_value: 5000 });
    expect(company.status).toBe(201);
    expect(company.headers.get('location')).toBe(`/api/v1/organizations/${organizationUuid}/companies/${company.body.companies[0].uuid}`);
    created.company = company.body.companies[0];
    expect(created.company).toMatchObject({ name: 'Acme Corp', domain: 'acme.com', dollar_value: 5000 });

    const customer = await api(server, 'POST', '/customers', { full_name: 'Jane Doe', email: 'jane@acme.com', customer_company_uuid: created.company.uuid });
    expect(customer.status).toBe(201);
    created.customer = customer.body.customers[0];

    const feedback = await api(server, 'POST', '/feedbacks', { feedback_contents: 'The export is broken. I love the dashboard!', customer_uuid: created.customer.uuid });
    expect(feedback.status).toBe(201);
    created.feedback = feedback.body.feedbacks[0];
    expect(created.feedback).toMatchObject({ customer_uuid: created.customer.uuid, company_uuid: created.company.uuid, priority: 0, feedback_type: 'FEEDBACK_RESPONSE' });
    for (const h of created.feedback.highlights) expect(created.feedback.feedback_contents.slice(h.start, h.end)).toBe(h.quote);

    expect((await api(server, 'GET', `/feedbacks/${created.feedback.uuid}`)).body).toEqual({ feedbacks: [created.feedback] });
    const list = await api(server, 'GET', '/feedbacks');
    expect(list.body.total_feedback_count).toBe(1);
    const readCompany = await api(server, 'GET', `/companies/${created.company.uuid}`);
    expect(readCompany.body.total_company_count).toBe(1);
    expect(readCompany.body.companies[0]).toMatchObject({ uuid: created.company.uuid, feedback_count: 1, customer_count: 1 });
    created.companyAfter = readCompany.body.companies[0];
    const readCustomer = await api(server, 'GET', `/customers/${created.customer.uuid}`);
    expect(readCustomer.body.customers[0]).toMatchObject({ uuid: created.customer.uuid, feedback_count: 1 });
    created.customerAfter = readCustomer.body.customers[0];
  });

  it('serves /docs and the OpenAPI document without authentication', async () => {
    const server = running[0]!;
    const docs = await fetch(`${server.base}/docs`, { redirect: 'follow' });
    expect(docs.status).toBe(200);
    expect(docs.headers.get('content-type')).toMatch(/text\/html/);
    expect(await docs.text()).toMatch(/swagger/i);
    const openapi = await fetch(`${server.base}/api/v1/openapi.json`);
    expect(openapi.status).toBe(200);
    const spec = (await openapi.json()) as any;
    expect(spec.openapi).toMatch(/^3\.1\./);
    expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/api/v1/organizations/{org_uuid}/feedbacks', '/api/v1/organizations/{org_uuid}/feedback_highlights']));
  });

  it('stops on SIGTERM with exit code 0', async () => {
    expect(await stop(running[0]!)).toBe(0);
  });

  it('restarts on the same store: the data is still there and no new token is printed', async () => {
    const server = await start(databaseUrl);
    running.push(server);
    expect(server.stdout()).not.toMatch(/^\s*token:|default organization/im);
    expect((await api(server, 'GET', `/feedbacks/${created.feedback.uuid}`)).body).toEqual({ feedbacks: [created.feedback] });
    expect((await api(server, 'GET', `/companies/${created.company.uuid}`)).body).toEqual({ companies: [created.companyAfter], total_company_count: 1 });
    expect((await api(server, 'GET', `/customers/${created.customer.uuid}`)).body).toEqual({ customers: [created.customerAfter], total_customer_count: 1 });
    expect(await stop(server)).toBe(0);
    expect(server.stdout()).not.toMatch(/^\s*token:|default organization/im);
    // After the exit nothing listens on the port any more.
    expect(await fetch(`${server.base}/healthz`).catch(() => 'refused')).toBe('refused');
  });
});

// V8 compiles a regular expression for each string encoding; with its tier-up on, text that mixes
// plain and two-byte strings (a curly apostrophe, as phones type) made it compile the analysis'
// expressions again and again (src/runtime.ts). V8 reports each compilation with this flag.
describe.skipIf(!ON_SQLITE)('the built server, analysing text typed on a phone', () => {
  let dir: string;
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('compiles each regular expression of the analysis once, however plain and curly text alternate', async () => {
    dir = mkdtempSync(join(tmpdir(), 'cfs-e2e-v8-'));
    const server = await start(`sqlite:${join(dir, 'cfs.sqlite')}`, ['--trace-regexp-tier-up'], { DEFAULT_ORGANIZATION_NAME: 'Rentwise' });
    try {
      const out = server.stdout();
      const organization = /^\s*organization_uuid:\s*([0-9a-f-]{36})\s*$/m.exec(out)![1]!;
      const headers = { authorization: `Bearer ${/^\s*token:\s*(\S+)\s*$/m.exec(out)![1]!}`, 'content-type': 'application/json' };
      const post = async (path: string, body: unknown) => (await fetch(`${server.base}/api/v1/organizations/${organization}${path}`, { method: 'POST', headers, body: JSON.stringify(body) })).json() as Promise<any>;
      const customer = (await post('/customers', { full_name: 'Jane Doe', email: 'jane@example.com' })).customers[0].uuid;
      const texts = [
        "The export doesn't work and support hasn't replied. Could you add dark mode?",
        'The export doesn’t work and support hasn’t replied — could you add dark mode?',
        'Rentwise’s app is great, but it keeps logging me out. I love the new dashboard!',
        "It's too slow to load the invoices page; I can't find the search box.",
      ];
      const compilations = () => (server.stdout().match(/JSRegExp object/g) ?? []).length;
      const feed = async (n: number) => {
        for (let i = 0; i < n; i++) await post('/feedbacks', { customer_uuid: customer, feedback_contents: `${texts[i % texts.length]} (${i})` });
      };
      await feed(8);
      const afterFirst = compilations();
      expect(afterFirst).toBeGreaterThan(0);
      await feed(40);
      // What the later feedback brings is the odd expression not met before, not hundreds compiled again.
      expect(compilations() - afterFirst).toBeLessThan(60);
    } finally {
      expect(await stop(server)).toBe(0);
    }
  }, 60_000);
});
