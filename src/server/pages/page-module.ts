import type { ReactNode } from 'react';
import type { Locale } from '../../shared/locales';
import type { RouteParams } from '../../shared/routes';

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

type Preparation<D> =
  | { readonly kind: 'ok'; readonly data: D }
  | { readonly kind: 'redirect'; readonly location: string; readonly status?: 301 | 302 | 303 | 307 }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'gone' };

/**
 * A page: an optional validity check / critical data load that runs before any byte is sent
 * (so it can still answer 404, 410 or a redirect), its metadata, and its component. Anything
 * slow that is not needed for the status goes under Suspense inside the component instead.
 */
export interface PageModule<D = undefined> {
  readonly prepare?: (params: RouteParams) => Promise<Preparation<D>>;
  readonly meta: (data: D, params: RouteParams) => PageMeta;
  readonly Page: (props: { readonly data: D; readonly params: RouteParams }) => ReactNode | Promise<ReactNode>;
}

export function definePage<D = undefined>(page: PageModule<D>): PageModule<D> {
  return page;
}
