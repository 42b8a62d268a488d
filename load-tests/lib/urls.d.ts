// Types for urls.js, shared by the k6 scripts and the Node load runner (scripts/load.ts).
export interface SearchScenarios {
  readonly keywords: readonly string[];
  readonly locations: readonly string[];
  readonly categories: readonly string[];
  readonly types: readonly string[];
  readonly arrangements: readonly string[];
  readonly levels: readonly string[];
  readonly posted: readonly string[];
  readonly salaryMins: readonly string[];
  readonly sorts: readonly string[];
  readonly pages: readonly number[];
  readonly locales: readonly string[];
  readonly flightShare: number;
}
export function flightUrlOf(url: string): string;
export function searchUrl(scenarios: SearchScenarios | Record<string, unknown>, random: () => number): string;
export function pathsFromSitemap(xml: string, prefix: string): string[];
export function childSitemaps(xml: string): string[];
export function looksLikeSearchPage(body: unknown): boolean;
