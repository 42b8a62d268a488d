import {
  createTemporaryReferenceSet,
  decodeAction,
  decodeFormState,
  decodeReply,
  type TemporaryReferenceSet,
} from 'react-server-dom-webpack/server';
import { logError } from '../log';
import { HttpError, RedirectSignal } from '../request/redirect';
import { runInRequest, type RenderRequest } from '../request/request-scope';
import { rscServices } from './page-app';

declare const __webpack_require__: (id: string | number) => Record<string, unknown>;

const SERVER_REFERENCE = Symbol.for('react.server.reference');

/**
 * Resolves an action id through the build's allowlist only: a module not listed there, or an
 * export that is not a registered server reference, does not exist as far as clients know.
 */
export function lookupServerFunction(id: string): ((...args: unknown[]) => unknown) | null {
  const hash = id.lastIndexOf('#');
  if (hash <= 0) return null;
  const entry = rscServices().serverFunctions[id.slice(0, hash)];
  if (!entry) return null;
  const candidate: unknown = __webpack_require__(entry.id)[id.slice(hash + 1)];
  if (typeof candidate !== 'function') return null;
  return (candidate as { $$typeof?: symbol }).$$typeof === SERVER_REFERENCE ? (candidate as (...args: unknown[]) => unknown) : null;
}

export type CallOutcome =
  | { readonly kind: 'result'; readonly returnValue: unknown; readonly temporaryReferences: TemporaryReferenceSet }
  | { readonly kind: 'redirect'; readonly location: string }
  | { readonly kind: 'error'; readonly status: number; readonly message: string };

/** A call from the browser runtime: arguments encoded with encodeReply. */
export function callServerFunction(context: RenderRequest, id: string, body: string | FormData): Promise<CallOutcome> {
  return runInRequest(context, async (): Promise<CallOutcome> => {
    const fn = lookupServerFunction(id);
    if (!fn) return { kind: 'error', status: 404, message: 'Unknown server function' };
    const temporaryReferences = createTemporaryReferenceSet();
    let args: unknown[];
    try {
      args = await decodeReply<unknown[]>(body, rscServices().serverFunctions, { temporaryReferences, arraySizeLimit: 1000 });
    } catch {
      // Not what encodeReply writes: a hand-made request, answered as one.
      return { kind: 'error', status: 400, message: 'Malformed arguments' };
    }
    if (!Array.isArray(args)) return { kind: 'error', status: 400, message: 'Malformed arguments' };
    try {
      const returnValue = await fn(...args);
      return { kind: 'result', returnValue, temporaryReferences };
    } catch (error) {
      return failure(error, context);
    }
  });
}

export type FormOutcome =
  | { readonly kind: 'form-state'; readonly formState: unknown }
  | { readonly kind: 'redirect'; readonly location: string }
  | { readonly kind: 'error'; readonly status: number; readonly message: string };

/** A plain form post (no JavaScript): the action and its bound arguments travel as form fields. */
export function runFormAction(context: RenderRequest, formData: FormData): Promise<FormOutcome> {
  return runInRequest(context, async (): Promise<FormOutcome> => {
    let action: (() => Promise<unknown>) | null;
    try {
      action = await decodeAction(formData, rscServices().serverFunctions);
    } catch {
      return { kind: 'error', status: 404, message: 'Unknown server function' };
    }
    if (typeof action !== 'function') return { kind: 'error', status: 400, message: 'Not a form action' };
    // The form supplies every argument (bound ones, then the form data): a function still
    // waiting for one was posted the wrong way (`$ACTION_ID_` for a useActionState action,
    // whose form data would arrive as its previous state), which is a bad request.
    if (action.length > 0) return { kind: 'error', status: 400, message: 'Malformed form' };
    try {
      const result = await action();
      const formState = await decodeFormState(result, formData, rscServices().serverFunctions);
      return { kind: 'form-state', formState };
    } catch (error) {
      return failure(error, context);
    }
  });
}

function failure(
  error: unknown,
  context: RenderRequest,
): { kind: 'redirect'; location: string } | { kind: 'error'; status: number; message: string } {
  if (error instanceof RedirectSignal) return { kind: 'redirect', location: error.location };
  if (error instanceof HttpError) return { kind: 'error', status: error.status, message: error.message };
  logError('server function failed', error, { path: context.path });
  return { kind: 'error', status: 500, message: 'Server function failed' };
}
