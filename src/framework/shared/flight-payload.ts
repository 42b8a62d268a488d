import type { ReactNode } from 'react';

/** What every flight response carries: the page tree, plus what a server function returned. */
export interface FlightPayload {
  readonly root: ReactNode;
  /** Set after a form post without JavaScript, so `useActionState` hydrates to the same state. */
  readonly formState?: unknown;
  readonly returnValue?: unknown;
}

/** The URL of a page's flight payload: `/` → `/index.rsc`, `/id/blog` → `/id/blog.rsc` (query kept). */
export function flightUrl(pathname: string, search = ''): string {
  const base = pathname === '/' ? '/index' : pathname.replace(/\/+$/, '');
  return `${base}.rsc${search}`;
}

/** The page path a flight URL stands for, or null when it is not one. */
export function pagePathOfFlightUrl(pathname: string): string | null {
  if (!pathname.endsWith('.rsc')) return null;
  const base = pathname.slice(0, -'.rsc'.length);
  if (base === '/index') return '/';
  return base === '' ? '/' : base;
}

export const ACTION_HEADER = 'rsc-action';
export const REDIRECT_HEADER = 'x-rsc-redirect';
