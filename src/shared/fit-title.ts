import { shortenAtWord, TITLE_MAX } from './document-title';

const ELLIPSIS = '…';

/**
 * A page title of at most TITLE_MAX characters, built from named parts. The patterns are tried
 * in order (the fullest first) and the first that fits wins. When none does, the last (shortest)
 * pattern is kept and the parts named in `shorten` lose words from their end, always the longest
 * part first, so each keeps as many leading words as the others (what tells two companies apart
 * is rarely in their first two words). Parts keep two words while that is enough, else one; the
 * parts not named (a city, a reference) are never cut, unless nothing else helps.
 */
export function fitTitle<K extends string>(
  patterns: readonly ((parts: Readonly<Record<K, string>>) => string)[],
  parts: Readonly<Record<K, string>>,
  shorten: readonly NoInfer<K>[],
): string {
  for (const pattern of patterns) {
    const title = pattern(parts);
    if (title.length <= TITLE_MAX) return title;
  }
  const last = patterns[patterns.length - 1]!;
  const words = new Map(shorten.map((key) => [key, parts[key].split(' ')] as const));
  const kept = new Map(shorten.map((key) => [key, words.get(key)!.length]));
  const shown = (key: K): string => {
    const all = words.get(key)!;
    const n = kept.get(key)!;
    return n < all.length
      ? `${all
          .slice(0, n)
          .join(' ')
          .replace(/[\s,.:;–-]+$/, '')}${ELLIPSIS}`
      : parts[key];
  };
  const render = () => last({ ...parts, ...Object.fromEntries(shorten.map((key) => [key, shown(key)])) });
  for (const floor of [2, 1]) {
    let title = render();
    while (title.length > TITLE_MAX) {
      const longest = shorten
        .filter((key) => kept.get(key)! > floor)
        .reduce<K | null>((best, key) => (best === null || shown(key).length > shown(best).length ? key : best), null);
      if (longest === null) break;
      kept.set(longest, kept.get(longest)! - 1);
      title = render();
    }
    if (title.length <= TITLE_MAX) return title;
  }
  return shortenAtWord(render(), TITLE_MAX);
}
