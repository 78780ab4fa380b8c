/**
 * This node's store of built site files (sitemaps, feeds) and of what they are built from: each is the same for every visitor, so one
 * build serves everyone for `seconds` (SITE_CACHE_SECONDS), and requests arriving while it is being
 * built wait for that build instead of starting their own. A build answering null (nothing there:
 * a 404) and a failed build are not kept.
 */
export interface SiteCache {
  /** The value under `key`: kept if still fresh, else `build()`'s answer. */
  get<T>(key: string, build: () => Promise<T | null>): Promise<T | null>;
}

/** A cache keeping each file for `seconds` (0: every request builds, concurrent ones still share the build). */
export function siteCache(seconds: number): SiteCache {
  const entries = new Map<string, { until: number; value: Promise<unknown> }>();
  return {
    get<T>(key: string, build: () => Promise<T | null>) {
      const now = Date.now();
      const found = entries.get(key);
      if (found && found.until > now) return found.value as Promise<T | null>;
      const value = build();
      const entry = { until: Number.POSITIVE_INFINITY, value };
      entries.set(key, entry);
      value.then(
        (text) => {
          if (text === null || seconds === 0) entries.delete(key);
          else entry.until = Date.now() + seconds * 1000;
        },
        () => entries.delete(key),
      );
      return value;
    },
  };
}
