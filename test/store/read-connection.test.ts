import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../../src/store/db.js';
import { ON_SQLITE } from '../helpers.js';

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A SQLite file has two connections (ReadWriteSqliteDriver): transactions and writes on one, reads
 * outside transactions on the other. A read never sees what a transaction under way has written,
 * and never waits for it; a write outside the transaction does wait.
 */
describe.skipIf(!ON_SQLITE)('SQLite file store: the read connection', () => {
  let dir: string;
  let store: Store;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'cfs-read-'));
    store = openStore(`sqlite:${join(dir, 'db.sqlite')}`);
    await store.execScript('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)');
    await sql`INSERT INTO notes (body) VALUES ('committed')`.execute(store.db);
  });

  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const bodies = async (executor = store.db) => (await sql<{ body: string }>`SELECT body FROM notes ORDER BY id`.execute(executor)).rows.map((r) => r.body);

  it('reads outside a transaction see what was committed before it, at once, while it runs and lets the event loop turn', async () => {
    const seen: string[][] = [];
    let inside: string[] = [];
    let committed = false;
    const transaction = store.db.transaction().execute(async (trx) => {
      await sql`INSERT INTO notes (body) VALUES ('pending')`.execute(trx);
      inside = await bodies(trx);
      for (let i = 0; i < 3; i++) await turn();
    }).then(() => (committed = true));
    for (let i = 0; i < 2; i++) {
      await turn();
      expect(committed).toBe(false);
      seen.push(await bodies());
    }
    await transaction;
    expect(inside).toEqual(['committed', 'pending']);
    expect(seen).toEqual([['committed'], ['committed']]);
    expect(await bodies()).toEqual(['committed', 'pending']);
  });

  it('a rolled-back transaction was never seen', async () => {
    const seen: string[][] = [];
    const failing = store.db.transaction().execute(async (trx) => {
      await sql`INSERT INTO notes (body) VALUES ('rolled back')`.execute(trx);
      await turn();
      await turn();
      throw new Error('no');
    });
    await turn();
    seen.push(await bodies());
    await expect(failing).rejects.toThrow('no');
    seen.push(await bodies());
    expect(seen).toEqual([['committed'], ['committed']]);
  });

  it('a write outside a transaction waits for the transaction under way to end', async () => {
    const order: string[] = [];
    const transaction = store.db.transaction().execute(async (trx) => {
      await sql`INSERT INTO notes (body) VALUES ('first')`.execute(trx);
      await turn();
      await turn();
      order.push('commit');
    });
    await turn();
    const write = sql`INSERT INTO notes (body) VALUES ('second')`.execute(store.db).then(() => order.push('write'));
    await Promise.all([transaction, write]);
    expect(order).toEqual(['commit', 'write']);
    expect(await bodies()).toEqual(['committed', 'first', 'second']);
  });

  it('two transactions take turns; a read with UPDATE ... RETURNING counts as a write', async () => {
    const order: string[] = [];
    const one = store.db.transaction().execute(async (trx) => {
      order.push('one begins');
      await turn();
      await sql`UPDATE notes SET body = 'one' WHERE id = 1`.execute(trx);
      order.push('one ends');
    });
    const two = store.db.transaction().execute(async (trx) => {
      order.push('two begins');
      await sql`UPDATE notes SET body = body || ' two' WHERE id = 1`.execute(trx);
      order.push('two ends');
    });
    await Promise.all([one, two]);
    expect(order).toEqual(['one begins', 'one ends', 'two begins', 'two ends']);
    const returned = await sql<{ body: string }>`UPDATE notes SET body = 'returned' WHERE id = 1 RETURNING body`.execute(store.db);
    expect(returned.rows).toEqual([{ body: 'returned' }]);
    expect(await bodies()).toEqual(['returned']);
  });

  it('a streamed read leaves the read connection free for other reads between its rows', async () => {
    await sql`INSERT INTO notes (body) VALUES ('second'), ('third')`.execute(store.db);
    const streamed: string[] = [];
    const between: number[] = [];
    for await (const row of (store.db as any).selectFrom('notes').select('body').orderBy('id').stream()) {
      streamed.push(row.body);
      between.push((await bodies()).length);
    }
    expect(streamed).toEqual(['committed', 'second', 'third']);
    expect(between).toEqual([3, 3, 3]);
  });
});
