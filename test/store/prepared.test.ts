import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Services } from '../../src/domain/services.js';
import type { Store } from '../../src/store/db.js';
import { Prepared } from '../../src/store/query.js';
import { ON_SQLITE, openTestStore } from '../helpers.js';

let store: Store;
let services: Services;
let organization: string;
/** On SQLite, an in-memory store: one connection, which a transaction holds (a file store reads on a second one). */
let memory: { store: Store; services: Services; organization: string } | undefined;

beforeAll(async () => {
  store = await openTestStore();
  services = new Services(store);
  organization = (await services.organizations.create('Prepared')).uuid;
  if (ON_SQLITE) {
    const memoryStore = await openTestStore({ sqlite: 'memory' });
    const memoryServices = new Services(memoryStore);
    memory = { store: memoryStore, services: memoryServices, organization: (await memoryServices.organizations.create('Prepared')).uuid };
  }
});
afterAll(async () => {
  await store?.close();
  await memory?.store.close();
});

const settled = async <T>(promise: Promise<T>) => {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
  return done;
};

describe('reads run at once (Prepared.now) and their isolation', () => {
  it('a company read gives the row as before, on both stores', async () => {
    const company = await services.createCompany(organization, { name: 'Read me', domain: 'read.example' });
    expect(await services.companies.get(organization, company.uuid)).toEqual(company);
    expect(await services.companies.get(organization, '00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });

  it.runIf(ON_SQLITE)('in memory, a read while a transaction holds the connection waits for its commit, and sees only what it committed', async () => {
    const { store, services, organization } = memory!;
    let pending: Promise<unknown> | undefined;
    let uuid = '';
    await store.db.transaction().execute(async (trx) => {
      const company = await services.companies.create(trx, organization, { name: 'Not yet committed' });
      uuid = company.uuid;
      pending = services.companies.get(organization, uuid);
      expect(await settled(pending)).toBe(false);
    });
    expect(await pending).toMatchObject({ uuid, name: 'Not yet committed' });
  });

  it.runIf(ON_SQLITE)('in memory, a read while a transaction that rolls back holds the connection never sees its writes', async () => {
    const { store, services, organization } = memory!;
    let pending: Promise<unknown> | undefined;
    let uuid = '';
    await expect(
      store.db.transaction().execute(async (trx) => {
        const company = await services.companies.create(trx, organization, { name: 'Rolled back' });
        uuid = company.uuid;
        pending = services.companies.get(organization, uuid);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await pending).toBeUndefined();
  });

  it.runIf(ON_SQLITE)('in memory, firstValuesNow: the first row on the free connection; undefined inside a transaction or for its executor; reads only', async () => {
    const { store, organization } = memory!;
    const read = new Prepared<'organization_uuid'>((db, p) => db.selectFrom('organizations').select('name').where('uuid', '=', p('organization_uuid')));
    expect(read.firstValuesNow(store.db, { organization_uuid: organization })).toEqual(['Prepared']);
    await store.db.transaction().execute(async (trx) => {
      expect(read.firstValuesNow(store.db, { organization_uuid: organization })).toBeUndefined();
      expect(read.firstValuesNow(trx, { organization_uuid: organization })).toBeUndefined();
      expect((await read.execute(trx, { organization_uuid: organization })).rows).toEqual([{ name: 'Prepared' }]);
    });
    const values = new Prepared<'organization_uuid'>((db, p) => db.selectFrom('organizations').select(['name', 'uuid']).where('uuid', '=', p('organization_uuid')));
    expect(values.firstValuesNow(store.db, { organization_uuid: organization })).toEqual(['Prepared', organization]);
    expect(values.firstValuesNow(store.db, { organization_uuid: 'none' })).toBeNull();
    // The raw-mode statement is its own: execute still gives object rows.
    expect((await values.execute(store.db, { organization_uuid: organization })).rows).toEqual([{ name: 'Prepared', uuid: organization }]);
    await store.db.transaction().execute(async () => {
      expect(values.firstValuesNow(store.db, { organization_uuid: organization })).toBeUndefined();
    });
    const write = new Prepared<'name'>((db, p) => db.updateTable('organizations').set({ name: p('name') }).where('uuid', '=', ''));
    expect(() => write.firstValuesNow(store.db, { name: 'x' })).toThrow('reads only');
  });

  it.runIf(ON_SQLITE)('in a file, firstValuesNow reads on the read connection, also while a transaction holds the writer (what was committed); undefined for the transaction itself', async () => {
    const file = await openTestStore({ sqlite: 'file' });
    try {
      const fileServices = new Services(file);
      const uuid = (await fileServices.organizations.create('Committed')).uuid;
      const read = new Prepared<'organization_uuid'>((db, p) => db.selectFrom('organizations').select('name').where('uuid', '=', p('organization_uuid')));
      await file.db.transaction().execute(async (trx) => {
        await trx.updateTable('organizations').set({ name: 'Uncommitted' }).where('uuid', '=', uuid).execute();
        expect(read.firstValuesNow(file.db, { organization_uuid: uuid })).toEqual(['Committed']);
        expect(read.firstValuesNow(trx, { organization_uuid: uuid })).toBeUndefined();
      });
      expect(read.firstValuesNow(file.db, { organization_uuid: uuid })).toEqual(['Uncommitted']);
    } finally {
      await file.close();
    }
  });

  it('firstValuesNow is undefined on PostgreSQL (every read goes through execute)', async () => {
    const read = new Prepared<'organization_uuid'>((db, p) => db.selectFrom('organizations').select('name').where('uuid', '=', p('organization_uuid')));
    const first = read.firstValuesNow(store.db, { organization_uuid: organization });
    if (ON_SQLITE) expect(first).toEqual(['Prepared']);
    else expect(first).toBeUndefined();
  });
});
