import type { ReactNode } from 'react';
import { renderToPipeableStream, type PipeableStream, type TemporaryReferenceSet } from 'react-server-dom-webpack/server';
import type { FlightPayload } from '../../shared/flight-payload';
import { logError } from '../log';
import { isClientGone } from '../render/client-gone';
import { HttpError, RedirectSignal } from '../request/redirect';
import { runInRequest, type RenderRequest } from '../request/request-scope';
import { renderAsDocument } from './document-parts';
import { pageApp, rscServices } from './page-app';
import type { Screen } from './page-contract';

export type PreparedPage =
  | { readonly kind: 'redirect'; readonly location: string; readonly status: number }
  | {
      readonly kind: 'render';
      readonly status: number;
      /**
       * Starts the flight render. `documentParts`: this is a document's (HTML) render, and its
       * frozen parts put their HTML there, named in the payload by number (document-parts.ts).
       */
      readonly render: (documentParts?: string[]) => PipeableStream;
      /** The head's tags for crawlers, for the HTML only (PageApp.headTags). */
      readonly headTags: string;
      /** HTML before the payload's last script (the page's JSON-LD), for the HTML only (PageApp.trailer). */
      readonly trailer: string;
      /** A 404 the page declared the same for everyone (Preparation's `shared`): it may be cached and shared. */
      readonly sharedNotFound?: boolean;
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
export function preparePage(context: RenderRequest, options: PrepareOptions = {}): Promise<PreparedPage> {
  return runInRequest(context, async (): Promise<PreparedPage> => {
    const app = pageApp();
    if (options.error) return errorResponse(context, options, options.error.status, options.error.message);
    const route = context.match?.route;
    const page = route ? app.pages[route.name] : undefined;
    if (!route || !page || !context.match) return notFoundResponse(context, options);
    try {
      const Layout = app.layout(route.layout);
      const prepared = page.prepare ? await page.prepare(context.match.params) : { kind: 'ok' as const, data: undefined };
      if (prepared.kind === 'redirect') return { kind: 'redirect', location: prepared.location, status: prepared.status ?? 302 };
      if (prepared.kind === 'not-found') {
        const notFound = notFoundResponse(context, options);
        return prepared.shared && notFound.kind === 'render' ? { ...notFound, sharedNotFound: true } : notFound;
      }
      if (prepared.kind === 'gone') return errorResponse(context, options, 410, app.goneMessage(context));
      const params = context.match.params;
      const meta = withRouteNoindex(page.meta(prepared.data as never, params), route.noindex);
      app.onMeta?.(meta, context);
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
      if (app.passesThrough(error)) throw error;
      if (!app.expected?.(error)) logError('page preparation failed', error, { path: context.path });
      return errorResponse(context, options, 500);
    }
  });
}

/**
 * The page's meta with its route's noindex, the same object again for the same page meta (a
 * job's, kept while the job is): what is worked out from the meta (the head's tags, the
 * JSON-LD) can then be kept with it.
 */
const withNoindex = new WeakMap<object, Map<boolean | undefined, { noindex?: boolean }>>();

function withRouteNoindex<Meta extends object>(pageMeta: Meta, noindex: boolean | undefined): Meta & { noindex?: boolean } {
  let byNoindex = withNoindex.get(pageMeta);
  const found = byNoindex?.get(noindex);
  if (found) return found as Meta & { noindex?: boolean };
  const merged = { noindex, ...pageMeta };
  if (!byNoindex) withNoindex.set(pageMeta, (byNoindex = new Map()));
  byNoindex.set(noindex, merged);
  return merged;
}

function notFoundResponse(context: RenderRequest, options: PrepareOptions): PreparedPage {
  return screen(context, options, 404, pageApp().notFound());
}

function errorResponse(context: RenderRequest, options: PrepareOptions, status: number, message?: string): PreparedPage {
  return screen(context, options, status, pageApp().error(status, message));
}

/** A screen of the framework's own (not found, an error) in the default layout. */
function screen(
  context: RenderRequest,
  options: PrepareOptions,
  status: number,
  { meta, body }: Screen<{ noindex?: boolean }>,
): PreparedPage {
  const Layout = pageApp().layout(undefined);
  return rendered(context, options, status, meta, <Layout>{body}</Layout>);
}

function rendered(
  context: RenderRequest,
  options: PrepareOptions,
  status: number,
  meta: { noindex?: boolean },
  body: ReactNode,
): PreparedPage {
  const app = pageApp();
  const payload: FlightPayload = {
    root: app.document(meta, body),
    ...(options.formState !== undefined ? { formState: options.formState } : {}),
    ...(options.returnValue !== undefined ? { returnValue: options.returnValue } : {}),
  };
  return {
    kind: 'render',
    status,
    headTags: app.headTags(meta, context),
    trailer: app.trailer(meta),
    render: (documentParts) => {
      const flight = () =>
        renderToPipeableStream(payload, rscServices().clientManifest, {
          temporaryReferences: options.temporaryReferences,
          onError: (error) => {
            if (isClientGone(error)) return undefined;
            context.failures.count += 1;
            if (app.passesThrough(error)) context.failures.databaseAway ??= error;
            logError('server component failed', error, { path: context.path });
            return error instanceof Error && 'digest' in error ? String(error.digest) : undefined;
          },
        });
      if (documentParts) renderAsDocument(context, documentParts);
      return runInRequest(context, flight);
    },
  };
}
