import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from './config.js';
import { copyStore } from './store/copy.js';
import { openStore, parseDatabaseUrl } from './store/db.js';
import { migrate } from './store/migrate.js';
import { Services } from './domain/services.js';
import { planOnThisThread } from './domain/maintenance.js';
import { isUuid } from './store/ids.js';
import { configureV8 } from './runtime.js';

const USAGE = `Usage: npm run --silent cli -- <command>

  migrate                          apply pending migrations
  org create --name NAME           create an organization and its first token
  org list                         list organizations
  token create --org UUID [--name NAME]
  token list --org UUID
  token revoke [--] TOKEN_UUID|PREFIX|TOKEN
  store copy --from URL --to URL   copy a whole store into an empty one (e.g. SQLite to PostgreSQL)
  themes maintain [--org UUID] [--rederive]
                                   run the background theme maintenance pass now (all organizations,
                                   or one), whatever has changed since the last pass; first derive
                                   again the themes an earlier release made (--rederive: every theme,
                                   as after a rolling upgrade where old instances still placed)

Output is JSON, one object per line. The store is DATABASE_URL (default sqlite:./data/cfs.sqlite);
store copy uses only --from and --to (each sqlite:<path> or postgres://...).`;

class UsageError extends Error {}

function print(value: unknown) {
  process.stdout.write(`${JSON.stringify(value)}\n`);
}

function option(values: Record<string, string | boolean | undefined>, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value.trim() === '') throw new UsageError(`--${name} is required`);
  return value.trim();
}

function organizationOption(values: Record<string, string | boolean | undefined>): string {
  const org = option(values, 'org').toLowerCase();
  if (!isUuid(org)) throw new UsageError(`--org must be an organization uuid`);
  return org;
}

/** A store URL of --from/--to, as a key that is equal for the same store. */
function storeKey(name: string, url: string): string {
  let parsed;
  try {
    parsed = parseDatabaseUrl(url);
  } catch (error) {
    throw new UsageError(`--${name}: ${(error as Error).message}`);
  }
  if (parsed.dialect === 'postgres') return url.replace(/^postgresql:/, 'postgres:').replace(/\/+$/, '');
  if (parsed.location === ':memory:') throw new UsageError(`--${name}: an in-memory SQLite store cannot be copied from or to`);
  if (name === 'from' && !existsSync(parsed.location)) throw new UsageError(`--from: no SQLite file ${parsed.location}`);
  return `sqlite:${resolve(parsed.location)}`;
}

async function storeCopy(fromUrl: string, toUrl: string): Promise<number> {
  if (storeKey('from', fromUrl) === storeKey('to', toUrl)) throw new UsageError('--from and --to name the same store');
  const from = openStore(fromUrl, { poolSize: 2 });
  try {
    const to = openStore(toUrl, { poolSize: 2 });
    try {
      print({ copied: await copyStore(from, to) });
      return 0;
    } finally {
      await to.close();
    }
  } finally {
    await from.close();
  }
}

export async function run(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { name: { type: 'string' }, org: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' }, rederive: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    // unknown option, missing option value: a usage error (exit 2), not a failure
    throw new UsageError(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  const [group, action, ...rest] = positionals;
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (!group) throw new UsageError(`a command is required\n\n${USAGE}`);
  // store copy opens only the stores it is given, never DATABASE_URL.
  if (group === 'store') {
    if (action !== 'copy' || rest.length > 0) throw new UsageError(`unknown command "${positionals.join(' ')}"\n\n${USAGE}`);
    return storeCopy(option(values, 'from'), option(values, 'to'));
  }
  const config = loadConfig();
  const store = openStore(config.databaseUrl, { mmapMb: config.sqliteMmapMb });
  try {
    const applied = await migrate(store);
    const services = new Services(store);
    const command = [group, action].filter(Boolean).join(' ');
    switch (command) {
      case 'migrate':
        print({ applied });
        return 0;
      case 'org create': {
        const organization = await services.organizations.create(option(values, 'name'));
        const token = await services.organizations.createToken(organization.uuid, 'initial');
        print({ organization_uuid: organization.uuid, token: token.token });
        return 0;
      }
      case 'org list':
        for (const organization of await services.organizations.list()) print(organization);
        return 0;
      case 'token create': {
        const org = organizationOption(values);
        if (!(await services.organizations.get(org))) throw new UsageError(`no organization ${org}`);
        const token = await services.organizations.createToken(org, typeof values.name === 'string' ? values.name : null);
        print({ organization_uuid: org, token_uuid: token.uuid, prefix: token.prefix, token: token.token });
        return 0;
      }
      case 'token list':
        for (const token of await services.organizations.listTokens(organizationOption(values))) print(token);
        return 0;
      case 'token revoke': {
        const reference = rest[0];
        if (!reference) throw new UsageError('token revoke needs a token uuid, prefix or token');
        const revoked = await services.organizations.revokeToken(reference);
        if (revoked.length === 0) throw new UsageError(`no token matches "${reference}"`);
        for (const token of revoked) print(token);
        return 0;
      }
      case 'themes maintain': {
        const organizations = values.org === undefined ? (await services.organizations.list()).map((o) => o.uuid) : [organizationOption(values)];
        for (const org of organizations) {
          if (!(await services.organizations.get(org))) throw new UsageError(`no organization ${org}`);
          // The themes' marks and the organization's together, so none is left marked as derived while its themes are not.
          if (values.rederive) await services.store.db.transaction().execute((trx) => services.themes.repository.forgetThemeModels(trx, org));
          // Themes an earlier release derived are derived again first, as the background pass does.
          const rebuilt = await services.rebuildThemeSummaries(org);
          const report = await services.maintainThemes(org, planOnThisThread);
          print(report ? { ...report, themes_rebuilt: rebuilt } : { organization_uuid: org, themes_rebuilt: rebuilt, skipped: 'another instance is maintaining this organization' });
        }
        return 0;
      }
      default:
        throw new UsageError(`unknown command "${command}"\n\n${USAGE}`);
    }
  } finally {
    await store.close();
  }
}

configureV8();
run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
