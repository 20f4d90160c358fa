import type { Services } from './services.js';
import type { IssuedToken } from '../store/organizations.js';

/**
 * On a store with no organization yet, creates a default one (named `name`) and its first token,
 * so a new user can call the API right after `npm start`. Returns the token (shown once) or undefined.
 */
export async function bootstrapDefaultOrganization(services: Services, name = 'Default organization'): Promise<IssuedToken | undefined> {
  return services.organizations.createFirst(services.store.dialect, name);
}
