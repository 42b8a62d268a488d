import fs from 'node:fs';
import path from 'node:path';

export interface ClientReferenceEntry {
  readonly id: string | number;
  readonly chunks: (string | number)[];
  readonly name: string;
}

export interface Manifests {
  /** For the react-server renderer: module key → browser module id and chunks. */
  readonly clientManifest: Record<string, ClientReferenceEntry>;
  /** For the SSR flight client: browser module id → where the same module lives in this bundle. */
  readonly ssrManifest: {
    moduleMap: Record<string, Record<string, ClientReferenceEntry>>;
    serverModuleMap: null;
    moduleLoading: { prefix: string; crossOrigin?: string };
  };
  /** Module key → react-server layer module id of every "use server" module: the allowlist. */
  readonly serverFunctions: Record<string, ClientReferenceEntry>;
  readonly entry: { js: string[]; css: string[] };
}

const PUBLIC_PATH = '/assets/';

function readJson<T>(file: string): T {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch (error) {
    throw new Error(`Cannot read ${file} (run "npm run build" first): ${(error as Error).message}`);
  }
}

/** Joins the build's manifests, keyed by module path, into the shapes React's runtimes read. */
export function loadManifests(distDir = path.resolve('dist')): Manifests {
  const clientManifest = readJson<Record<string, ClientReferenceEntry>>(path.join(distDir, 'client/manifests/client-manifest.json'));
  const entry = readJson<{ js: string[]; css: string[] }>(path.join(distDir, 'client/manifests/entry-manifest.json'));
  const ssrModules = readJson<Record<string, string | number>>(path.join(distDir, 'server/ssr-modules.json'));
  const serverFunctions = readJson<Record<string, ClientReferenceEntry>>(path.join(distDir, 'server/server-functions.json'));
  const moduleMap: Manifests['ssrManifest']['moduleMap'] = {};
  for (const [key, client] of Object.entries(clientManifest)) {
    const ssrId = ssrModules[key];
    if (ssrId === undefined) throw new Error(`Client component ${key} is missing from the server bundle; rebuild`);
    moduleMap[String(client.id)] = { '*': { id: ssrId, chunks: [], name: '*' } };
  }
  return {
    clientManifest,
    ssrManifest: { moduleMap, serverModuleMap: null, moduleLoading: { prefix: PUBLIC_PATH } },
    serverFunctions,
    entry: {
      js: entry.js.map((file) => `${PUBLIC_PATH}${file}`),
      css: entry.css.map((file) => `${PUBLIC_PATH}${file}`),
    },
  };
}
