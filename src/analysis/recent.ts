/**
 * The values of the keys used most recently, at most `limit` of them: a memo for deterministic
 * work that comes back soon (a quote's tags, a feedback's vector), so it changes no result.
 */
export class RecentCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly limit: number) {}

  /** The value kept for `key`, made by `make` when there is none; `key` becomes the most recent. */
  get(key: K, make: (key: K) => V): V {
    if (this.entries.has(key)) {
      const hit = this.entries.get(key)!;
      // Most recently used last, so the oldest goes first when the cache is full.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const made = make(key);
    this.entries.set(key, made);
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value!);
    return made;
  }

  get size(): number {
    return this.entries.size;
  }
}
