import { describe, expect, it } from 'vitest';
import { Services } from '../../src/domain/services.js';
import { bootstrapDefaultOrganization } from '../../src/domain/bootstrap.js';
import { openTestStore } from '../helpers.js';

describe('the default organization on first start', () => {
  it('is created once, with a working token, even when instances start together', async () => {
    const store = await openTestStore();
    try {
      // Two "instances" (two Services over the store) bootstrapping at the same moment.
      const [first, second] = await Promise.all([bootstrapDefaultOrganization(new Services(store)), bootstrapDefaultOrganization(new Services(store))]);
      const issued = [first, second].filter((token) => token !== undefined);
      expect(issued).toHaveLength(1);
      const services = new Services(store);
      expect(await services.organizations.count()).toBe(1);
      expect(await services.organizations.authenticate(issued[0]!.token)).toBe(issued[0]!.organization_uuid);
      expect(await bootstrapDefaultOrganization(services)).toBeUndefined();
      expect((await services.organizations.list()).map((organization) => organization.name)).toEqual(['Default organization']);
    } finally {
      await store.close();
    }
  });
});
