/** Thrown by server functions (and page preparation) to send the browser elsewhere. */
export class RedirectSignal extends Error {
  constructor(
    readonly location: string,
    readonly status: 301 | 302 | 303 | 307 | 308 = 303,
  ) {
    super(`Redirect to ${location}`);
  }
}

export function redirect(location: string, status?: 301 | 302 | 303 | 307 | 308): never {
  throw new RedirectSignal(location, status);
}

/** An error that carries the status the error page should show (404, 410, 422…). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message?: string,
  ) {
    super(message ?? String(status));
  }
}

export function notFound(): never {
  throw new HttpError(404);
}
