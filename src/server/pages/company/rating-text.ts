/** A star rating as the company page writes it everywhere: one decimal, in the page's language ("3,5" in Indonesian). */
export function ratingText(average: number, locale: string): string {
  return average.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}
