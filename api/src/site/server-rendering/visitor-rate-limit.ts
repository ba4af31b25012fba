/**
 * How many of something each visitor may have a minute, counted in memory: a bucket of `perMinute` tokens per
 * visitor, refilled evenly over the minute, so a burst of a minute's worth is allowed and a steady stream above the
 * rate is not. At most `maxVisitors` buckets are kept (the least recently seen go first: a visitor forgotten that way
 * starts again with a full bucket). `perMinute` 0 is no limit.
 */
export function createVisitorRateLimit(perMinute: number, { maxVisitors = 10_000, now = Date.now } = {}) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    /** Takes one token for `visitor`: false when they have none left. */
    take(visitor: string): boolean {
      if (perMinute === 0) return true;
      const time = now();
      const bucket = buckets.get(visitor) ?? { tokens: perMinute, at: time };
      buckets.delete(visitor);
      bucket.tokens = Math.min(perMinute, bucket.tokens + ((time - bucket.at) * perMinute) / 60_000);
      bucket.at = time;
      const allowed = bucket.tokens >= 1;
      if (allowed) bucket.tokens -= 1;
      buckets.set(visitor, bucket);
      while (buckets.size > maxVisitors) buckets.delete(buckets.keys().next().value as string);
      return allowed;
    },
  };
}
