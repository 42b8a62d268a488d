import os from 'node:os';
import { siteOrigins } from './origin-check';

/** This machine's name and interface addresses: what a development server answers to. */
function thisMachine(): { hostname: string; addresses: string[] } {
  const addresses = Object.values(os.networkInterfaces()).flatMap((list) => (list ?? []).map((entry) => entry.address));
  return { hostname: os.hostname(), addresses };
}

/**
 * The origins this server accepts a change from: the one rule for every form, server function
 * and cookie-signed upload, so a page opened at any address the server answers to (in
 * development) can post all of them alike.
 */
export function serverOrigins(config: Parameters<typeof siteOrigins>[0]): Set<string> {
  return siteOrigins(config, thisMachine());
}
