import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { DEFAULT_SQLITE_MMAP_MB, openStore, sqliteConnectionOf } from '../../src/store/db.js';
import { ON_SQLITE } from '../helpers.js';

describe.skipIf(!ON_SQLITE)('SQLite connection settings', () => {
  const mmapOf = (mmapMb?: number) => {
    const dir = mkdtempSync(join(tmpdir(), 'cfs-settings-'));
    const store = openStore(`sqlite:${join(dir, 'db.sqlite')}`, mmapMb === undefined ? {} : { mmapMb });
    try {
      return sqliteConnectionOf(store.db)!.pragma('mmap_size', { simple: true });
    } finally {
      void store.close().then(() => rmSync(dir, { recursive: true, force: true }));
    }
  };

  it('reads the database file through a memory map of SQLITE_MMAP_MB MiB (1024 unless set; 0 turns it off)', () => {
    expect(mmapOf()).toBe(DEFAULT_SQLITE_MMAP_MB * 1024 * 1024);
    expect(mmapOf(16)).toBe(16 * 1024 * 1024);
    expect(mmapOf(0)).toBe(0);
  });

  it('keeps temporary journals (a savepoint per write of a group commit) in memory, not in temporary files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cfs-settings-'));
    const store = openStore(`sqlite:${join(dir, 'db.sqlite')}`);
    try {
      expect(sqliteConnectionOf(store.db)!.pragma('temp_store', { simple: true })).toBe(2);
    } finally {
      void store.close().then(() => rmSync(dir, { recursive: true, force: true }));
    }
  });

  it('keeps the WAL short under a steady stream of writes: the checkpoint thread has it start over', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cfs-settings-'));
    const file = join(dir, 'db.sqlite');
    const restartFrames = 64;
    let restarts = 0;
    const store = openStore(`sqlite:${file}`, { walRestartFrames: restartFrames, onWalRestart: () => restarts++ });
    try {
      await store.execScript('CREATE TABLE wal_probe (id INTEGER PRIMARY KEY, body BLOB NOT NULL)');
      // Transactions back to back, as under load: none begins with the WAL wholly copied back, so a
      // passive checkpoint alone would never let it start over (it held every frame ever written).
      let written = 0;
      let largest = 0;
      const until = Date.now() + 2500;
      while (Date.now() < until) {
        await store.db.transaction().execute(async (trx) => {
          for (let i = 0; i < 4; i++) await sql`INSERT INTO wal_probe (body) VALUES (${randomBytes(3000)})`.execute(trx);
        });
        written += 4;
        largest = Math.max(largest, statSync(`${file}-wal`).size);
        // The next write in a later turn of the event loop, as group commit schedules it.
        await new Promise((resolveTurn) => setImmediate(resolveTurn));
      }
      // The thread had the WAL start over, and it never held most of what was written (each row
      // takes a page of its own; without the restarts it held every page at the end, 368 of 368 MB
      // in one run; with them, 34 of 152 idle and 61 of 103 beside other tests).
      expect(written).toBeGreaterThan(8 * restartFrames);
      expect(restarts).toBeGreaterThan(0);
      expect(largest).toBeLessThan(0.9 * written * (4096 + 24));
      const rows = await sql<{ n: number }>`SELECT count(*) AS n FROM wal_probe`.execute(store.db);
      expect(rows.rows[0]!.n).toBe(written);
    } finally {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes the map size from the environment and names a bad value', () => {
    expect(loadConfig({}).sqliteMmapMb).toBe(1024);
    expect(loadConfig({ SQLITE_MMAP_MB: '0' }).sqliteMmapMb).toBe(0);
    expect(loadConfig({ SQLITE_MMAP_MB: '256' }).sqliteMmapMb).toBe(256);
    expect(() => loadConfig({ SQLITE_MMAP_MB: 'lots' })).toThrow(/SQLITE_MMAP_MB/);
  });
});
