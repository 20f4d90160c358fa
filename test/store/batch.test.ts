import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WriteBatcher } from '../../src/store/batch.js';
import type { Store } from '../../src/store/db.js';
import { openTestStore } from '../helpers.js';

/** An error as PostgreSQL raises a serialization failure (what the services' retry policy looks for). */
const serializationFailure = () => Object.assign(new Error('could not serialize access'), { code: '40001' });

describe('group commit (WriteBatcher)', () => {
  let store: Store;
  beforeAll(async () => {
    store = await openTestStore();
    await store.execScript('CREATE TABLE batch_probe (id TEXT NOT NULL PRIMARY KEY)');
  });
  afterAll(async () => store?.close());

  const insert = (id: string) => (trx: Parameters<Parameters<WriteBatcher['run']>[0]>[0]) => sql`INSERT INTO batch_probe (id) VALUES (${id})`.execute(trx).then(() => id);
  const stored = async (prefix: string) =>
    (await sql<{ id: string }>`SELECT id FROM batch_probe WHERE id LIKE ${`${prefix}%`} ORDER BY id`.execute(store.db)).rows.map((row) => row.id);

  it('writes queued together share a transaction; one that fails is rolled back alone', async () => {
    const batcher = new WriteBatcher(store.db);
    const outcomes = await Promise.allSettled([
      batcher.run(insert('alone-1')),
      batcher.run(async (trx) => {
        await insert('alone-2')(trx);
        throw new Error('refused');
      }),
      batcher.run(insert('alone-3')),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await stored('alone-')).toEqual(['alone-1', 'alone-3']);
  });

  it('with a retry policy, a retryable failure runs the whole batch again, and every write lands once', async () => {
    let retries = 0;
    const runs = new Map<string, number>();
    const counted = (id: string, fail = false) => async (trx: Parameters<Parameters<WriteBatcher['run']>[0]>[0]) => {
      runs.set(id, (runs.get(id) ?? 0) + 1);
      if (fail && runs.get(id) === 1) throw serializationFailure();
      return insert(id)(trx);
    };
    const batcher = new WriteBatcher(store.db, 64, { retryable: (error) => (error as { code?: string }).code === '40001', attempts: 3, beforeRetry: () => retries++ });
    const results = await Promise.all([batcher.run(counted('retry-1')), batcher.run(counted('retry-2', true)), batcher.run(counted('retry-3'))]);
    expect(results).toEqual(['retry-1', 'retry-2', 'retry-3']);
    expect(retries).toBe(1);
    // The write before the failure ran again too: its first run was rolled back with the batch.
    expect(Object.fromEntries(runs)).toEqual({ 'retry-1': 2, 'retry-2': 2, 'retry-3': 1 });
    expect(await stored('retry-')).toEqual(['retry-1', 'retry-2', 'retry-3']);
  });

  it('gives up after its attempts: every write of the batch is refused and none lands', async () => {
    const batcher = new WriteBatcher(store.db, 64, { retryable: () => true, attempts: 2, beforeRetry: () => undefined });
    const outcomes = await Promise.allSettled([
      batcher.run(insert('hopeless-1')),
      batcher.run(async () => {
        throw serializationFailure();
      }),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
    expect(await stored('hopeless-')).toEqual([]);
    expect(batcher.idle).toBe(true);
  });
});
