// The product's react-server entry (webpack.config.ts puts it in the rsc layer beside the
// framework's door): it registers the pages, layouts, document and error pages with the
// framework, and hands the services to the components and server functions of that layer.
import { definePageApp, setRscServices } from '../framework/server/rsc/index';
import { Document } from './components/document';
import { breadcrumbJsonLd } from './components/breadcrumbs';
import { jsonLdScripts } from './components/json-ld';
import { setAppServices, type AppServices } from './context/app-services';
import type { RequestContext } from './context/request-context';
import { isDatabaseUnavailable } from './db/db-errors';
import { LayoutLoadError, resolveLayout } from './layouts/layouts';
import { ErrorPage, errorMeta, NotFoundPage, notFoundMeta } from './pages/error-pages';
import type { PageMeta } from './page-contract/page-module';
import { PAGES } from './pages/pages';
import { headTags } from './seo/head-tags';
import { keptHeadTags, keptTrailer } from './seo/kept-head';
import { TEST_PAGES } from './test-harness/test-pages';

definePageApp<PageMeta>({
  // Test builds add their test-only pages; a production build has none (see test-harness/test-pages.ts).
  pages: { ...PAGES, ...TEST_PAGES },
  layout: resolveLayout,
  document: (meta, body) => <Document meta={meta}>{body}</Document>,
  notFound: () => ({ meta: notFoundMeta(), body: <NotFoundPage /> }),
  error: (status, message) => ({ meta: errorMeta(status), body: <ErrorPage status={status} message={message} /> }),
  goneMessage: (request) => (request as RequestContext).t('errors:gone'),
  onMeta: (meta, request) => {
    // The language switch in the layout needs the page's address in the other language.
    const switchPaths = meta.languageSwitchPaths ?? meta.alternatePaths;
    if (switchPaths) (request as RequestContext).alternates.paths = switchPaths;
  },
  headTags: (meta, request) => keptHeadTags(meta, request as RequestContext, () => headTags(meta, request as RequestContext)),
  // JSON-LD goes into the HTML after the page, never into the payload (components/json-ld.tsx).
  trailer: (meta) =>
    keptTrailer(meta, () => jsonLdScripts([...(meta.jsonLd ?? []), ...(meta.breadcrumbs ? [breadcrumbJsonLd(meta.breadcrumbs)] : [])])),
  passesThrough: isDatabaseUnavailable,
  expected: (error) => error instanceof LayoutLoadError,
});

/** Start-up hands the services to this layer's copy of the modules that read them. */
export function startRscLayer(services: AppServices): void {
  setRscServices(services);
  setAppServices(services);
}
