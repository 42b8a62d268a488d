/**
 * Values worked out from an object, kept with it for the current minute: a job card's view
 * (its posted text counts minutes) is laid out once a minute per language, not on every view,
 * for as long as a cache keeps the job object.
 */
export function minuteMemo<K extends object, V>() {
  const kept = new WeakMap<K, Map<string, { minute: number; value: V }>>();
  return (owner: K, key: string, build: () => V, now = Date.now()): V => {
    const minute = Math.floor(now / 60_000);
    let byKey = kept.get(owner);
    const found = byKey?.get(key);
    if (found?.minute === minute) return found.value;
    const value = build();
    if (!byKey) kept.set(owner, (byKey = new Map()));
    byKey.set(key, { minute, value });
    return value;
  };
}
