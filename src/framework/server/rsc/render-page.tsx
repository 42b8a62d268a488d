import { isDatabaseUnavailable } from '../../../server/db/db-errors';
import type { ReactNode } from 'react';
import { renderToPipeableStream, type PipeableStream, type TemporaryReferenceSet } from 'react-server-dom-webpack/server';
import type { FlightPayload } from '../../shared/flight-payload';
import { breadcrumbJsonLd } from '../../../server/components/breadcrumbs';
import { headTags } from '../../../server/seo/head-tags';
import { Document } from '../../../server/components/document';
import { LayoutLoadError, resolveLayout } from '../../../server/layouts/layouts';
import { ErrorPage, errorMeta, NotFoundPage, notFoundMeta } from '../../../server/pages/error-pages';
import type { PageMeta } from '../../../server/pages/page-module';
import { PAGES } from '../../../server/pages/pages';
import { logError } from '../log';
import { isClientGone } from '../render/client-gone';
import { HttpError, RedirectSignal } from '../request/redirect';
import { runWithRequestContext, type RequestContext } from '../../../server/context/request-context';
import { appServices } from '../../../server/context/app-services';

export type PreparedPage =
  | { readonly kind: 'redirect'; readonly location: string; readonly status: number }
  | {
      readonly kind: 'render';
      readonly status: number;
      readonly render: () => PipeableStream;
      /** The page's JSON-LD blocks, for the HTML only (see components/json-ld.tsx). */
      readonly structuredData: readonly object[];
      /** The head's tags for crawlers, for the HTML only (see seo/head-tags.ts). */
      readonly headTags: string;
    };

export interface PrepareOptions {
  readonly formState?: unknown;
  readonly returnValue?: unknown;
  readonly temporaryReferences?: TemporaryReferenceSet;
  /** Render the error page for this failure instead of the route's page. */
  readonly error?: { status: number; message?: string };
}

/**
 * Everything that decides the response status runs here, before the first byte: route,
 * layout, the page's validity check and critical data. The returned `render` then streams.
 */
export function preparePage(context: RequestContext, options: PrepareOptions = {}): Promise<PreparedPage> {
  return runWithRequestContext(context, async (): Promise<PreparedPage> => {
    if (options.error) return errorResponse(context, options, options.error.status, options.error.message);
    const route = context.match?.route;
    const page = route ? PAGES[route.name] : undefined;
    if (!route || !page || !context.match) return notFoundResponse(context, options);
    try {
      const Layout = resolveLayout(route.layout);
      const prepared = page.prepare ? await page.prepare(context.match.params) : { kind: 'ok' as const, data: undefined };
      if (prepared.kind === 'redirect') return { kind: 'redirect', location: prepared.location, status: prepared.status ?? 302 };
      if (prepared.kind === 'not-found') return notFoundResponse(context, options);
      if (prepared.kind === 'gone') return errorResponse(context, options, 410, context.t('errors:gone'));
      const params = context.match.params;
      const meta: PageMeta = { noindex: route.noindex, ...page.meta(prepared.data as never, params) };
      // The language switch in the layout needs the page's address in the other language.
      const switchPaths = meta.languageSwitchPaths ?? meta.alternatePaths;
      if (switchPaths) context.alternates.paths = switchPaths;
      const PageComponent = page.Page as (props: { data: unknown; params: typeof params }) => ReactNode;
      return rendered(
        context,
        options,
        200,
        meta,
        <Layout>
          <PageComponent data={prepared.data} params={params} />
        </Layout>,
      );
    } catch (error) {
      if (error instanceof RedirectSignal) return { kind: 'redirect', location: error.location, status: error.status };
      if (error instanceof HttpError) {
        return error.status === 404 ? notFoundResponse(context, options) : errorResponse(context, options, error.status, error.message);
      }
      // The database away is no page error: the HTTP layer answers 503 with Retry-After.
      if (isDatabaseUnavailable(error)) throw error;
      if (!(error instanceof LayoutLoadError)) logError('page preparation failed', error, { path: context.path });
      return errorResponse(context, options, 500);
    }
  });
}

function notFoundResponse(context: RequestContext, options: PrepareOptions): PreparedPage {
  const Layout = resolveLayout('default');
  return rendered(
    context,
    options,
    404,
    notFoundMeta(),
    <Layout>
      <NotFoundPage />
    </Layout>,
  );
}

function errorResponse(context: RequestContext, options: PrepareOptions, status: number, message?: string): PreparedPage {
  const Layout = resolveLayout('default');
  return rendered(
    context,
    options,
    status,
    errorMeta(status),
    <Layout>
      <ErrorPage status={status} message={message} />
    </Layout>,
  );
}

function rendered(context: RequestContext, options: PrepareOptions, status: number, meta: PageMeta, body: ReactNode): PreparedPage {
  const payload: FlightPayload = {
    root: <Document meta={meta}>{body}</Document>,
    ...(options.formState !== undefined ? { formState: options.formState } : {}),
    ...(options.returnValue !== undefined ? { returnValue: options.returnValue } : {}),
  };
  return {
    kind: 'render',
    status,
    headTags: headTags(meta, context),
    structuredData: [...(meta.jsonLd ?? []), ...(meta.breadcrumbs ? [breadcrumbJsonLd(meta.breadcrumbs)] : [])],
    render: () =>
      runWithRequestContext(context, () =>
        renderToPipeableStream(payload, appServices().clientManifest, {
          temporaryReferences: options.temporaryReferences,
          onError: (error) => {
            if (isClientGone(error)) return undefined;
            context.failures.count += 1;
            if (isDatabaseUnavailable(error)) context.failures.databaseAway ??= error;
            logError('server component failed', error, { path: context.path });
            return error instanceof Error && 'digest' in error ? String(error.digest) : undefined;
          },
        }),
      ),
  };
}
