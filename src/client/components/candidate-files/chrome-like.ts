/**
 * Chrome (and Chromium-based browsers that say so) record most reliably; others get a hint.
 * Kept out of recording-clock.ts: the recorder's button needs only this at first load, the
 * clock is the session's, which loads when recording starts.
 */
export function isChromeLike(userAgent: string, brands: readonly { brand: string }[] | undefined): boolean {
  if (brands?.some((entry) => /Chrom(e|ium)/.test(entry.brand))) return true;
  return /\b(Chrome|CriOS|Chromium)\//.test(userAgent) && !/\b(Edg|OPR)\//.test(userAgent);
}
