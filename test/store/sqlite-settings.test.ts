import { mkdtempSync, rmSync } from 'node:fs';
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

  it('takes the map size from the environment and names a bad value', () => {
    expect(loadConfig({}).sqliteMmapMb).toBe(1024);
    expect(loadConfig({ SQLITE_MMAP_MB: '0' }).sqliteMmapMb).toBe(0);
    expect(loadConfig({ SQLITE_MMAP_MB: '256' }).sqliteMmapMb).toBe(256);
    expect(() => loadConfig({ SQLITE_MMAP_MB: 'lots' })).toThrow(/SQLITE_MMAP_MB/);
  });
});
