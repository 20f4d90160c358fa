import { availableParallelism } from 'node:os';
import { DEFAULT_SQLITE_MMAP_MB } from './store/db.js';

/** Settings from the environment, read once by the entry points (server, CLI), never at import. */
export interface Config {
  host: string;
  port: number;
  databaseUrl: string;
  /** Connections per instance to PostgreSQL (DATABASE_POOL_SIZE); unused with SQLite. */
  databasePoolSize: number;
  /** MiB of a SQLite database file read through a memory map (SQLITE_MMAP_MB); 0 turns it off; unused with PostgreSQL. */
  sqliteMmapMb: number;
  logLevel: string;
  bodyLimit: number;
  /** Requests per minute per organization; 0 turns rate limiting off. */
  rateLimitPerMinute: number;
  /** Seconds between background theme maintenance rounds (THEME_MAINTENANCE_INTERVAL); 0 turns it off. */
  themeMaintenanceInterval: number;
  /** Theme changes since an organization's last pass that make it due (THEME_MAINTENANCE_MIN_CHANGES). */
  themeMaintenanceMinChanges: number;
  /** Worker threads that analyse feedback text (ANALYSIS_THREADS); 0 analyses on the event loop. */
  analysisThreads: number;
  /**
   * The name of the organization made on a first start (DEFAULT_ORGANIZATION_NAME): the product's,
   * whose name is then no topic of its themes.
   */
  defaultOrganizationName: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    host: env.HOST || '127.0.0.1',
    port: integerSetting(env, 'PORT', 3000),
    databaseUrl: env.DATABASE_URL || 'sqlite:./data/cfs.sqlite',
    databasePoolSize: positive('DATABASE_POOL_SIZE', integerSetting(env, 'DATABASE_POOL_SIZE', 10)),
    sqliteMmapMb: integerSetting(env, 'SQLITE_MMAP_MB', DEFAULT_SQLITE_MMAP_MB),
    logLevel: logLevelSetting(env),
    bodyLimit: integerSetting(env, 'BODY_LIMIT', 1024 * 1024),
    rateLimitPerMinute: integerSetting(env, 'RATE_LIMIT_PER_MINUTE', 0),
    themeMaintenanceInterval: integerSetting(env, 'THEME_MAINTENANCE_INTERVAL', 60),
    themeMaintenanceMinChanges: positive('THEME_MAINTENANCE_MIN_CHANGES', integerSetting(env, 'THEME_MAINTENANCE_MIN_CHANGES', 20)),
    // One thread keeps up with far more feedback than one store can write; a second keeps a very
    // long text from holding up the others. None on a single core, where it would only add hops.
    analysisThreads: integerSetting(env, 'ANALYSIS_THREADS', Math.min(2, availableParallelism() - 1)),
    defaultOrganizationName: nameSetting(env, 'DEFAULT_ORGANIZATION_NAME', 'Default organization'),
  };
}

function integerSetting(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name}="${value}" is not a whole number`);
  return parsed;
}

/** A name as an organization holds it: trimmed, 1 to 200 characters. */
function nameSetting(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const trimmed = value.trim();
  if (trimmed.length === 0 || trimmed.length > 200) throw new Error(`${name}="${value}" must be 1 to 200 characters besides spaces`);
  return trimmed;
}

function positive(name: string, value: number): number {
  if (value < 1) throw new Error(`${name}="${value}" must be at least 1`);
  return value;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function logLevelSetting(env: NodeJS.ProcessEnv): string {
  const value = env.LOG_LEVEL;
  if (value === undefined || value === '') return 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(value)) throw new Error(`LOG_LEVEL="${value}" is not one of ${LOG_LEVELS.join(', ')}`);
  return value;
}
