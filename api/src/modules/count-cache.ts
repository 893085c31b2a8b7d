/**
 * Totals of list searches, kept for a few seconds. Counting every match of a search is the
 * costly half of a list call; the same search is asked again and again (paging, refresh,
 * typing), so its total is reused until it expires or until this process writes anything
 * (every POST, PUT or DELETE clears the cache). Other instances' writes show within the TTL.
 */
export class CountCache {
  private readonly entries = new Map<string, { value: number; until: number }>();
  private generation = 0;

  constructor(
    private readonly ttlMs = 10_000,
    private readonly maxEntries = 1000,
  ) {}

  async get(key: string, compute: () => Promise<number>): Promise<number> {
    const now = Date.now();
    const cached = this.entries.get(key);
    if (cached && cached.until > now) return cached.value;
    const generation = this.generation;
    const value = await compute();
    // A write that happened while counting makes this total suspect: do not keep it.
    if (generation === this.generation) {
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      this.entries.set(key, { value, until: now + this.ttlMs });
    }
    return value;
  }

  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
