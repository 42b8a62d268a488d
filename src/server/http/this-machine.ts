import os from 'node:os';

/** This machine's name and interface addresses: what a development server answers to. */
export function thisMachine(): { hostname: string; addresses: string[] } {
  const addresses = Object.values(os.networkInterfaces()).flatMap((list) => (list ?? []).map((entry) => entry.address));
  return { hostname: os.hostname(), addresses };
}
