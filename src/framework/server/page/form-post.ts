import type { Request, Response } from 'express';
import { ACTION_HEADER, REDIRECT_HEADER } from '../../shared/flight-payload';
import type { RenderRequest } from '../request/request-scope';
import { FLIGHT_CONTENT_TYPE, sendPrepared } from '../render/send-page';
import { callServerFunction, preparePage, runFormAction } from '../rsc/index';
import type { PageRequest } from '../request/page-request';
import { readFormData, readText } from './read-body';
import { respond, writeQueuedCookies, type RespondDeps } from './respond';

/**
 * A post to a page runs a server function, then renders the page with its result: as a
 * payload for the browser runtime (JavaScript on, `rsc-action` header) or as a whole page
 * for a plain form post (JavaScript off).
 */
export async function handleFormPost(
  req: Request,
  res: Response,
  context: RenderRequest,
  page: PageRequest,
  deps: RespondDeps & { bodyLimitBytes: number },
): Promise<void> {
  const actionId = req.headers[ACTION_HEADER];
  const contentType = String(req.headers['content-type'] ?? '');
  if (typeof actionId === 'string') {
    const body = contentType.startsWith('multipart/form-data')
      ? await readFormData(req, deps.bodyLimitBytes)
      : await readText(req, deps.bodyLimitBytes);
    // The runtime's error dialog shows this text.
    const refused = deps.refusePostBody(body, true, context);
    if (refused !== null) return void res.status(400).type('text/plain').send(refused);
    const outcome = await callServerFunction(context, actionId, body);
    writeQueuedCookies(res, context);
    if (outcome.kind === 'error') return void res.status(outcome.status).type('text/plain').send(outcome.message);
    if (outcome.kind === 'redirect') return runtimeRedirect(res, outcome.location);
    const prepared = await preparePage(context, { returnValue: outcome.returnValue, temporaryReferences: outcome.temporaryReferences });
    if (prepared.kind === 'redirect') return runtimeRedirect(res, prepared.location);
    res.setHeader('Content-Type', FLIGHT_CONTENT_TYPE);
    return sendPrepared(res, prepared, { flight: true, manifests: deps.manifests });
  }
  if (!contentType.startsWith('multipart/form-data') && !contentType.startsWith('application/x-www-form-urlencoded')) {
    return void res.status(415).type('text/plain').send('Unsupported Media Type');
  }
  const formData = await readFormData(req, deps.bodyLimitBytes);
  const refused = deps.refusePostBody(formData, false, context);
  if (refused !== null) return respond(res, context, await preparePage(context, { error: { status: 400, message: refused } }), page, deps);
  const outcome = await runFormAction(context, formData);
  writeQueuedCookies(res, context);
  if (outcome.kind === 'redirect') return void res.redirect(303, outcome.location);
  if (outcome.kind === 'error') return respond(res, context, await preparePage(context, { error: { status: outcome.status } }), page, deps);
  const prepared = await preparePage(context, { formState: outcome.formState });
  return respond(res, context, prepared, page, deps, { formState: outcome.formState });
}

/**
 * The browser runtime navigates on this header: a 3xx would hand its fetch the next page's
 * HTML. Also used when a page's guard sends a runtime call elsewhere (a session that ended
 * in another tab).
 */
export function runtimeRedirect(res: Response, location: string): void {
  res.setHeader(REDIRECT_HEADER, location);
  res.status(204).end();
}
