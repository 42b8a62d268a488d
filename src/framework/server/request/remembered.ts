/**
 * `work` remembered per string key: what a request's headers or address work out to is the
 * same for the next request that sends them, and on the page cache's hit path the working out
 * costs more than the hit itself. Forgotten all at once when full, and keys longer than
 * `maxKeyLength` are worked out each time, so keys a client makes up cannot grow it past
 * `limit` × `maxKeyLength` characters.
 */
export function remembered<T>(work: (key: string) => T, { limit = 1000, maxKeyLength = 512 } = {}): (key: string) => T {
  const known = new Map<string, T>();
  return (key) => {
    if (key.length > maxKeyLength) return work(key);
    let value = known.get(key);
    if (value === undefined) {
      if (known.size >= limit) known.clear();
      value = work(key);
      known.set(key, value);
    }
    return value;
  };
}
