import type { ReactNode } from 'react';
import type { ClientManifest, ServerManifest } from 'react-server-dom-webpack/server';
import type { StaticHtml } from '../render/static-html';
import type { RenderRequest } from '../request/request-scope';
import type { LayoutComponent, PageModule, Screen } from './page-contract';

/**
 * Everything the react-server layer needs from the product, registered once by the product's
 * react-server entry (its pages, layouts, document and error pages, and how its metadata
 * becomes head tags and structured data). The framework imports no product module.
 */
export interface PageApp<M extends { readonly noindex?: boolean }> {
  // Pages of any data type: each is checked against its own route's data when it is declared.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly pages: Readonly<Record<string, PageModule<any, any, M>>>;
  /** The layout a route names (undefined: the default); throwing makes the page a 500. */
  readonly layout: (name: string | undefined) => LayoutComponent;
  /** The whole HTML document around a page (html, head, body). */
  readonly document: (meta: M, body: ReactNode) => ReactNode;
  readonly notFound: () => Screen<M>;
  readonly error: (status: number, message?: string) => Screen<M>;
  /** The message of a 410 page (the page said its content is gone). */
  readonly goneMessage: (request: RenderRequest) => string;
  /** Called with a page's metadata before it renders (the language switch reads its other-language address, say). */
  readonly onMeta?: (meta: M, request: RenderRequest) => void;
  /** The head's tags for crawlers, for the HTML only (never in a payload). */
  readonly headTags: (meta: M, request: RenderRequest) => string;
  /** HTML written before the payload's last script (JSON-LD blocks), for the HTML only. */
  readonly trailer: (meta: M) => string;
  /** An error the HTTP layer answers itself (the database away: 503 with Retry-After): thrown on. */
  readonly passesThrough: (error: unknown) => boolean;
  /** A failure already explained (a layout that could not be found): answered 500 without a log line. */
  readonly expected?: (error: unknown) => boolean;
}

/** What start-up hands the react-server layer: the build's manifests and the SSR layer's static renderer. */
export interface RscServices {
  readonly clientManifest: ClientManifest;
  readonly serverFunctions: ServerManifest;
  /** A frozen part's content as HTML, rendered by the SSR layer's React (render/static-html.ts). */
  readonly renderStaticHtml: (name: string, content: ReactNode) => StaticHtml | null;
}

let app: PageApp<{ noindex?: boolean }> | null = null;
let services: RscServices | null = null;

export function definePageApp<M extends { readonly noindex?: boolean }>(given: PageApp<M>): void {
  app = given as unknown as PageApp<{ noindex?: boolean }>;
}

export function setRscServices(given: RscServices): void {
  services = given;
}

export function pageApp(): PageApp<{ noindex?: boolean }> {
  if (!app) throw new Error('No page app was registered in the react-server layer (definePageApp)');
  return app;
}

export function rscServices(): RscServices {
  if (!services) throw new Error('The react-server layer was used before start-up finished');
  return services;
}
