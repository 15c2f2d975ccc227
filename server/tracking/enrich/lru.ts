/**
 * A bounded least-recently-used cache on a Map (which keeps insertion order): a hit re-inserts the
 * key at the end, and a set beyond capacity evicts the first (oldest) key. Memory never grows past
 * `capacity` entries, whatever the traffic sends.
 */
export class Lru<K, V> {
  private readonly map = new Map<K, V>();
  constructor(readonly capacity: number) {
    if (!(capacity >= 1)) throw new RangeError('capacity must be ≥ 1');
  }
  get size(): number {
    return this.map.size;
  }
  get(key: K): V | undefined {
    const v = this.map.get(key);
    if (v !== undefined) {
      this.map.delete(key);
      this.map.set(key, v);
    }
    return v;
  }
  set(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.capacity) this.map.delete(this.map.keys().next().value as K);
  }
  has(key: K): boolean {
    return this.map.has(key);
  }
  delete(key: K): void {
    this.map.delete(key);
  }
}
