/**
 * Answers kept in memory (rendered pages, content API answers), newest use last; the oldest go when it is full,
 * and an entry older than its time to live is made again. Keys carry everything an answer depends on (for a page:
 * address, theme, remotes version), so a change simply stops matching the old entries.
 */
export function createMemoryCache<T>({ maxEntries, ttlMs, now = Date.now }: { maxEntries: number; ttlMs: number; now?: () => number }) {
  const entries = new Map<string, { value: T; storedAt: number }>();
  return {
    get(key: string): T | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (now() - entry.storedAt > ttlMs) return undefined;
      entries.set(key, entry);
      return entry.value;
    },
    set(key: string, value: T): void {
      entries.delete(key);
      entries.set(key, { value, storedAt: now() });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
    clear(): void {
      entries.clear();
    },
    get size(): number {
      return entries.size;
    },
  };
}
