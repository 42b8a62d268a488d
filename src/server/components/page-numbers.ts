/** No list here has this many pages: a larger number is past the end (a 404), like page 6 of 5. */
const PAST_ANY_END = 1001;

/** A positive page number from the query, or 1 for what is no number at all. */
export function pageParam(raw: string | null): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, PAST_ANY_END) : 1;
}

/** `?a=1&b=2` from defined, non-empty values (and nothing at all when every value is empty). */
export function queryString(values: Record<string, string | number | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Page numbers to link around the current one: first, last and a window; null marks a gap. */
export function pageWindow(current: number, count: number, radius = 2): (number | null)[] {
  if (count <= 1) return count === 1 ? [1] : [];
  const pages = new Set<number>([1, count]);
  for (let n = current - radius; n <= current + radius; n += 1) if (n >= 1 && n <= count) pages.add(n);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((n, i) => {
    const previous = sorted[i - 1];
    // A gap of one page shows that page rather than an ellipsis standing for it.
    if (previous !== undefined && n - previous === 2) out.push(previous + 1);
    else if (previous !== undefined && n - previous > 2) out.push(null);
    out.push(n);
  });
  return out;
}
