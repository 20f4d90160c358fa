import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';

describe('configuration from the environment', () => {
  it('takes the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ host: '127.0.0.1', port: 3000, databaseUrl: 'sqlite:./data/cfs.sqlite', logLevel: 'info', bodyLimit: 1024 * 1024, rateLimitPerMinute: 0, defaultOrganizationName: 'Default organization' });
    expect(loadConfig({ DEFAULT_ORGANIZATION_NAME: '  Rentwise ' }).defaultOrganizationName).toBe('Rentwise');
  });

  it('names the variable whose value it cannot use', () => {
    expect(loadConfig({ LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' })).toThrow('LOG_LEVEL="verbose" is not one of fatal, error, warn, info, debug, trace, silent');
    expect(() => loadConfig({ PORT: 'abc' })).toThrow('PORT="abc" is not a whole number');
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ DEFAULT_ORGANIZATION_NAME: '   ' })).toThrow(/DEFAULT_ORGANIZATION_NAME/);
  });
});
