import { describe, it, expect } from 'vitest';
import { RecentCache } from '../../src/analysis/recent.js';

describe('RecentCache', () => {
  it('makes a value once while it is kept, and lets the least recently used go first', () => {
    const made: string[] = [];
    const cache = new RecentCache<string, string>(2);
    const get = (key: string) => cache.get(key, (k) => (made.push(k), k.toUpperCase()));
    expect(get('a')).toBe('A');
    expect(get('b')).toBe('B');
    expect(get('a')).toBe('A'); // a is now the most recent
    expect(get('c')).toBe('C'); // b goes
    expect(cache.size).toBe(2);
    expect(get('a')).toBe('A');
    expect(get('b')).toBe('B'); // made again
    expect(made).toEqual(['a', 'b', 'c', 'b']);
  });

  it('keeps a null it made, without making it again', () => {
    let calls = 0;
    const cache = new RecentCache<string, null>(3);
    cache.get('x', () => (calls++, null));
    cache.get('x', () => (calls++, null));
    expect(calls).toBe(1);
  });
});
