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
  readonly longTailShare: number;
  readonly popular: { readonly count: number; readonly exponent: number; readonly seed: number };
  readonly detail: { readonly exponent: number; readonly companyShare: number };
}
export interface DetailLists {
  readonly jobs: readonly string[];
  readonly companies: readonly string[];
}
export function seededRandom(seed: number): () => number;
export function zipfPicker(n: number, exponent: number): (random: number) => number;
export function popularSearches(scenarios: SearchScenarios | Record<string, unknown>): { urls: string[] };
export function flightUrlOf(url: string): string;
export function searchUrl(scenarios: SearchScenarios | Record<string, unknown>, random: () => number): string;
export function detailPath(lists: DetailLists, scenarios: SearchScenarios | Record<string, unknown>, random: () => number): string;
export function pathsFromSitemap(xml: string, prefix: string): string[];
export function childSitemaps(xml: string): string[];
export function looksLikeSearchPage(body: unknown): boolean;
export function asksForLaterPage(url: string): boolean;
export function looksLikeNotFoundPage(body: unknown): boolean;
export function searchAnsweredRightly(url: string, status: number, body: unknown): boolean;
export function listsJobs(body: unknown): boolean;
export function looksLikeJobPage(body: unknown): boolean;
export function looksLikeCompanyPage(body: unknown): boolean;
export function looksLikeHomePage(body: unknown): boolean;
export function looksLikeDetailPage(path: string, body: unknown): boolean;
export function firstJobLink(body: unknown): string | null;
export function companyLinkOfJob(body: unknown): string | null;
