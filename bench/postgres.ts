/**
 * A throwaway PostgreSQL database for one bench run: created fresh (`cfs_bench_<random>`) through
 * the admin URL (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres) and dropped at
 * the end, also on error and Ctrl-C (`DROP DATABASE ... WITH (FORCE)` cuts off any connection a
 * server still holds).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';

export const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchDatabase {
  name: string;
  /** DATABASE_URL for the CLI and the servers. */
  url: string;
  /** PID of the local postmaster (its CPU and its backends' is the store's), undefined if remote. */
  postmasterPid: number | undefined;
  /** Drops the database (idempotent). */
  drop(): Promise<void>;
  /** Synchronous last resort for process 'exit' handlers (idempotent). */
  dropNow(): void;
}

export function adminUrl(env: NodeJS.ProcessEnv = process.env): string {
  return env.BENCH_PG_URL || DEFAULT_ADMIN_URL;
}

/** Reads the parent pid from /proc/<pid>/stat (Linux); undefined elsewhere. */
function parentPid(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return Number.isInteger(ppid) && ppid > 1 ? ppid : undefined;
  } catch {
    return undefined;
  }
}

async function withAdmin<T>(admin: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * After the seed: a server with autovacuum off (this CI machine's, seen in the twenty-fifth
 * session) never gathers the planner's statistics, and without them the reads are planned for
 * empty tables (a search with a sentiment filter: 50 ms instead of 4 ms at 20,000 feedback). Any
 * server as installed runs autovacuum, which would have vacuumed and analysed the tables by then,
 * so the bench does what it would have done, and says so. Returns whether it had to.
 */
export async function vacuumIfAutovacuumIsOff(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ autovacuum: string }>('SHOW autovacuum');
    if (rows[0]?.autovacuum !== 'off') return false;
    await client.query('VACUUM ANALYZE');
    return true;
  } finally {
    await client.end();
  }
}

export async function createBenchDatabase(cwd: string, admin = adminUrl()): Promise<BenchDatabase> {
  const name = `cfs_bench_${randomBytes(6).toString('hex')}`;
  const postmasterPid = await withAdmin(admin, async (client) => {
    await client.query(`CREATE DATABASE ${name}`);
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const backend = rows[0]?.pid;
    // The backend's parent is the postmaster, if the server runs on this machine.
    return backend === undefined ? undefined : parentPid(backend);
  });
  const url = new URL(admin);
  url.pathname = `/${name}`;
  let dropped = false;
  const sql = `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`;
  return {
    name,
    url: url.toString(),
    postmasterPid,
    async drop() {
      if (dropped) return;
      await withAdmin(admin, (client) => client.query(sql));
      dropped = true;
    },
    dropNow() {
      if (dropped) return;
      dropped = true;
      const script = `const pg=require('pg');const c=new pg.Client({connectionString:process.env.ADMIN});` +
        `c.connect().then(()=>c.query(process.env.SQL)).then(()=>c.end(),(e)=>{console.error(String(e));process.exit(1)})`;
      const res = spawnSync(process.execPath, ['-e', script], { cwd, env: { ...process.env, ADMIN: admin, SQL: sql }, stdio: 'inherit', timeout: 15_000 });
      if (res.status !== 0) console.error(`could not drop database ${name}; drop it by hand: psql -c 'DROP DATABASE ${name}'`);
    },
  };
}
