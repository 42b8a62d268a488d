import type { Response } from 'express';
import { flightUrl } from '../../shared/flight-payload';
import type { PageAddress } from '../request/page-address';

/** A redirect in the form the request asked for: a payload request is sent to the target's payload. */
export function redirectTo(res: Response, address: PageAddress, location: string, status: number): void {
  if (!address.flight || !location.startsWith('/')) return void res.redirect(status, location);
  const target = new URL(location, 'http://internal');
  res.redirect(status, flightUrl(target.pathname, target.search));
}
