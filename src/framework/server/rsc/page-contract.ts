import type { ReactNode } from 'react';

type Params = Readonly<Record<string, string | undefined>>;

/** What a page's check before the first byte decides: render with this data, or answer otherwise. */
export type Preparation<D> =
  | { readonly kind: 'ok'; readonly data: D }
  | { readonly kind: 'redirect'; readonly location: string; readonly status?: 301 | 302 | 303 | 307 }
  /**
   * `shared`: the 404 follows from public data only (a list's page past its last), so anyone
   * asking that address gets it: the page cache may keep it like the page it stands for.
   */
  | { readonly kind: 'not-found'; readonly shared?: boolean }
  | { readonly kind: 'gone' };

/**
 * A page: an optional validity check / critical data load that runs before any byte is sent
 * (so it can still answer 404, 410 or a redirect), its metadata (the product's own shape), and
 * its component. Anything slow that is not needed for the status goes under Suspense inside
 * the component instead.
 */
export interface PageModule<D, P extends Params, M> {
  readonly prepare?: (params: P) => Promise<Preparation<D>>;
  readonly meta: (data: D, params: P) => M;
  readonly Page: (props: { readonly data: D; readonly params: P }) => ReactNode | Promise<ReactNode>;
}

/** A layout wraps a page; routes name theirs. */
export type LayoutComponent = (props: { children: ReactNode }) => ReactNode;

/** A page the framework shows on its own: not found, or an error with its status. */
export interface Screen<M> {
  readonly meta: M;
  readonly body: ReactNode;
}
