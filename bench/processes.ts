/**
 * Child processes of the bench: the build, the CLI, the service and the ceiling server.
 * Every server started here is registered so that it is killed on exit, error or Ctrl-C.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createServer } from 'node:net';
import { send } from './api.js';

export interface ServerProcess {
  name: string;
  origin: string;
  child: ChildProcess;
  /** Set once the bench asked the process to stop (any other exit is reported). */
  stopping: boolean;
  /** Last lines the process printed, for error messages. */
  recentOutput(): string;
}

const LOG_LINES = 50;
const running = new Set<ServerProcess>();

/**
 * The node arguments that start the service, read from package.json's `start` script (what
 * follows its last `&& exec node`), so that the bench runs the service exactly as `npm start` does.
 */
export function serviceArgs(cwd: string): string[] {
  const start = (JSON.parse(readFileSync(path.join(cwd, 'package.json'), 'utf8')) as { scripts?: { start?: string } }).scripts?.start ?? '';
  // "... && exec node ARGS": exec only hands the shell's place to node.
  const command = start.split('&&').pop()!.trim().replace(/^exec\s+/, '').split(/\s+/);
  if (command[0] !== 'node' || command.length < 2) throw new Error(`package.json start script does not end in "node ..." (or "exec node ..."): ${start}`);
  return command.slice(1);
}

export function build(cwd: string): void {
  console.log('Building: npx tsc -p tsconfig.build.json');
  execFileSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { cwd, stdio: 'inherit' });
}

/** Runs `node dist/src/cli.js org create` on the given store and returns its JSON line. */
export function createOrganization(cwd: string, env: NodeJS.ProcessEnv): { organization_uuid: string; token: string } {
  const out = execFileSync(process.execPath, ['dist/src/cli.js', 'org', 'create', '--name', 'Bench'], {
    cwd,
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = out.trim().split('\n').reverse().find((l) => l.trim().startsWith('{'));
  const parsed = line ? (JSON.parse(line) as { organization_uuid?: unknown; token?: unknown }) : {};
  if (typeof parsed.organization_uuid !== 'string' || typeof parsed.token !== 'string') {
    throw new Error(`cli org create printed no {organization_uuid, token} line:\n${out}`);
  }
  return { organization_uuid: parsed.organization_uuid, token: parsed.token };
}

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('could not get a free port');
  return address.port;
}

/** Starts a server process on 127.0.0.1:`port` and waits until GET `readyPath` answers 200. */
export async function startServer(name: string, args: string[], opts: { cwd: string; env: NodeJS.ProcessEnv; port: number; readyPath: string }): Promise<ServerProcess> {
  const child = spawn(process.execPath, args, { cwd: opts.cwd, env: opts.env, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const keep = (chunk: Buffer): void => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - LOG_LINES));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const server: ServerProcess = { name, origin: `http://127.0.0.1:${opts.port}`, child, stopping: false, recentOutput: () => lines.join('\n') };
  running.add(server);
  child.once('exit', (code, signal) => {
    running.delete(server);
    if (!server.stopping) console.error(`\n${name} exited unexpectedly (${code ?? signal}); last output:\n${server.recentOutput()}\n`);
  });
  await waitUntilReady(server, opts.readyPath);
  return server;
}

async function waitUntilReady(server: ServerProcess, path: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`${server.name} exited (${server.child.exitCode ?? server.child.signalCode}) before it was ready`);
    }
    try {
      const res = await send(server.origin, 'GET', path, {});
      last = `${res.status} ${res.body}`;
      if (res.status === 200) return;
    } catch (err) {
      last = String(err);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${server.name}: GET ${path} not 200 after ${timeoutMs} ms (last: ${last.slice(0, 300)})\n${server.recentOutput()}`);
}

/** SIGTERM, then SIGKILL if the process has not exited after `graceMs`. */
export async function stopServer(server: ServerProcess, graceMs = 3000): Promise<void> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  server.stopping = true;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

export async function stopAllServers(): Promise<void> {
  await Promise.all([...running].map((s) => stopServer(s)));
}

/** Synchronous last resort (process 'exit' handlers cannot wait). */
export function killAllServersNow(): void {
  for (const server of running) {
    server.stopping = true;
    server.child.kill('SIGKILL');
  }
}
