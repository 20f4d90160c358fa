import { availableParallelism } from 'node:os';
import pg from 'pg';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Every test runs on both stores: project `sqlite` (a SQLite store file per app in a temporary
 * directory, as the service runs, or in memory with TEST_SQLITE_STORE=memory) and project
 * `postgres` (a fresh database per app on PG_TEST_URL; both in test/helpers.ts). The postgres project is
 * included only when a server answers there; otherwise the run says loudly that it skipped it.
 * The pure analysis tests (test/analysis) run in the sqlite project only.
 * `npx vitest run --project sqlite` (or `postgres`) runs one of them.
 */
const PG_TEST_URL = process.env.PG_TEST_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

async function postgresAnswers(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
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

function redacted(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable PG_TEST_URL)';
  }
}

export default defineConfig(async () => {
  const problem = await postgresAnswers(PG_TEST_URL);
  if (problem) {
    const line = '!'.repeat(78);
    console.warn(
      [
        '',
        line,
        '!!  WARNING: PostgreSQL tests were SKIPPED.',
        `!!  No PostgreSQL server answered at ${redacted(PG_TEST_URL)}`,
        `!!  (${problem}).`,
        '!!  Only the SQLite project runs. Start PostgreSQL 15+ there, or set PG_TEST_URL',
        '!!  to a server where the user may CREATE DATABASE, to run every test on both stores.',
        line,
        '',
      ].join('\n'),
    );
  }
  const common = {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks' as const,
  };
  return {
    test: {
      // Two test files at a time even on two cores (vitest's default leaves one core idle there):
      // most files wait on servers, stores and child processes more than they compute.
      pool: 'forks',
      maxWorkers: Math.max(2, availableParallelism() - 1),
      // One worker process runs file after file of a project (vitest recycles workers between the
      // projects, so each project's TEST_DATABASE holds): the language model and word vectors load
      // once per worker rather than once per file, which took a third of the suite's time. Test
      // files share no module state that they change (each app has its own store).
      poolOptions: { forks: { isolate: false } },
      projects: [
        {
          test: {
            ...common,
            name: 'sqlite',
            env: { TEST_DATABASE: 'sqlite' },
            // Builds dist/ once for the tests that start the built server and CLI (SQLite only).
            globalSetup: ['test/global-setup.ts'],
          },
        },
        ...(problem
          ? []
          : [
              {
                test: {
                  ...common,
                  name: 'postgres',
                  // The analysis engine is pure (no store): its tests would only run twice.
                  exclude: [...configDefaults.exclude, 'test/analysis/**'],
                  env: { TEST_DATABASE: 'postgres', PG_TEST_URL },
                },
              },
            ]),
      ],
    },
  };
});
