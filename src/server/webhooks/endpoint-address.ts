/**
 * Which addresses a webhook may reach. A URL an employer gives is fetched by the server, so
 * without a check it could reach the site's own internal services (the database, a metadata
 * service at 169.254.169.254, an admin port on localhost). Only public unicast addresses pass
 * (ipaddr.js classifies them, IPv4-mapped IPv6 included), unless the operator allows private
 * ones (WEBHOOK_ALLOW_PRIVATE_ADDRESSES). The check runs when the URL is registered, to refuse
 * it at once, and again on every connection, on the very addresses connected to: a host name
 * may resolve to another address by then (DNS rebinding).
 */
import dns from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

export class BlockedAddressError extends Error {
  readonly code = 'EBLOCKEDADDRESS';
  constructor(readonly address: string) {
    super(`address ${address} is private, loopback, link-local or reserved`);
  }
}

/** The host of a URL as an IP address, or null for a name (the brackets of an IPv6 literal removed). */
function literalAddress(hostname: string): string | null {
  const bare = hostname.replace(/^\[|\]$/g, '');
  return isIP(bare) ? bare : null;
}

export type AddressCheck = { ok: true } | { ok: false; reason: 'private'; address: string } | { ok: false; reason: 'unresolved' };

/** Whether a host (name or literal) resolves, and only to addresses a webhook may reach. */
export async function checkHost(hostname: string, allowPrivate: boolean): Promise<AddressCheck> {
  const literal = literalAddress(hostname);
  if (literal) return allowPrivate || isPublicAddress(literal) ? { ok: true } : { ok: false, reason: 'private', address: literal };
  let addresses: dns.LookupAddress[];
  try {
    addresses = await dns.promises.lookup(hostname, { all: true });
  } catch {
    return { ok: false, reason: 'unresolved' };
  }
  if (addresses.length === 0) return { ok: false, reason: 'unresolved' };
  const blocked = allowPrivate ? undefined : addresses.find((entry) => !isPublicAddress(entry.address));
  return blocked ? { ok: false, reason: 'private', address: blocked.address } : { ok: true };
}

/**
 * A lookup for http.request that refuses a name resolving to any address a webhook may not
 * reach, so the socket connects only to addresses checked here. (Node does not call it for an
 * IP literal: checkHost covers those before the request.)
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const blocked = allowPrivate ? undefined : addresses.find((entry) => !isPublicAddress(entry.address));
      if (blocked) return callback(new BlockedAddressError(blocked.address), '', 4);
      if (options.all) return (callback as unknown as (error: null, addresses: dns.LookupAddress[]) => void)(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}
