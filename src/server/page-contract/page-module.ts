import type { Locale } from '../../shared/locales';
import type { RouteParams } from '../../shared/routes';
import type { PageModule as FrameworkPageModule } from '../../framework/server';

export interface Breadcrumb {
  readonly name: string;
  /** Locale-free path; the last crumb (the page itself) may omit it. */
  readonly path?: string;
}

export interface PageMeta {
  readonly title: string;
  readonly description: string;
  /** Locale-free canonical path (with query when it identifies the content); defaults to the request path. */
  readonly canonicalPath?: string;
  /**
   * Locale-free path of this page in each language, when they differ (bilingual content with
   * per-language slugs; a language left out has no version of the page). Canonical stays
   * `canonicalPath`; hreflang links use these.
   */
  readonly alternatePaths?: Readonly<Partial<Record<Locale, string>>>;
  /**
   * Where the language switch leads, when not to `alternatePaths` (a language with no version
   * of this page: the article list in that language, say).
   */
  readonly languageSwitchPaths?: Readonly<Record<Locale, string>>;
  readonly noindex?: boolean;
  /** An error page (404, 410, 500): it is no page of its own, so it names no canonical or language versions. */
  readonly errorPage?: boolean;
  readonly image?: string;
  readonly ogType?: 'website' | 'article' | 'profile';
  readonly jsonLd?: readonly object[];
  readonly breadcrumbs?: readonly Breadcrumb[];
}

/** A page (the framework's contract, with this site's route parameters and metadata): see src/framework/README.md. */
export type PageModule<D = undefined> = FrameworkPageModule<D, RouteParams, PageMeta>;

export function definePage<D = undefined>(page: PageModule<D>): PageModule<D> {
  return page;
}
