import fs from 'node:fs';
import webpack, { type Chunk, type Compilation, type Compiler, type Module } from 'webpack';
import { moduleKey, readDirective } from './module-key.ts';

const PLUGIN = 'RscManifestPlugin';

/** The resource file of a module, looking through concatenation to the root module. */
function resourceOf(module: Module): string | undefined {
  const candidate = module as Module & { resource?: string; rootModule?: Module & { resource?: string } };
  return candidate.resource ?? candidate.rootModule?.resource;
}

function sourceDirective(resource: string, cache: Map<string, 'client' | 'server' | null>) {
  if (!cache.has(resource)) {
    const inSource = resource.includes('/src/') && !resource.includes('/node_modules/');
    // A resource can carry a query (the reference lists are one file read in several modes).
    const file = resource.split('?', 1)[0] ?? resource;
    cache.set(resource, inSource ? readDirective(fs.readFileSync(file, 'utf8').slice(0, 512)) : null);
  }
  return cache.get(resource) ?? null;
}

function emitJson(compilation: Compilation, name: string, value: unknown): void {
  compilation.emitAsset(name, new webpack.sources.RawSource(`${JSON.stringify(value, null, 2)}\n`));
}

/**
 * Server compilation: records where each client component lives in the SSR layer and
 * where each server function lives in the react-server layer. The server-functions
 * manifest doubles as the allowlist: an action id not in it is refused.
 */
export class ServerManifestPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const directives = new Map<string, 'client' | 'server' | null>();
        const ssrModules: Record<string, string | number> = {};
        const serverFunctions: Record<string, { id: string | number; chunks: never[]; name: string }> = {};
        for (const module of compilation.modules) {
          const resource = resourceOf(module);
          if (!resource) continue;
          const directive = sourceDirective(resource, directives);
          const id = compilation.chunkGraph.getModuleId(module);
          if (directive === 'client' && module.layer !== 'rsc' && id !== null) {
            ssrModules[moduleKey(resource)] = id;
          }
          if (directive === 'server' && module.layer === 'rsc' && id !== null) {
            serverFunctions[moduleKey(resource)] = { id, chunks: [], name: '*' };
          }
        }
        emitJson(compilation, 'ssr-modules.json', ssrModules);
        emitJson(compilation, 'server-functions.json', serverFunctions);
      });
    });
  }
}

/**
 * Client compilation: where each client component lives in the browser bundle (module id
 * and the chunk files to load first), and which files the page must load to boot.
 */
export class ClientManifestPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const directives = new Map<string, 'client' | 'server' | null>();
        const clientManifest: Record<string, { id: string | number; chunks: (string | number)[]; name: string }> = {};
        const { chunkGraph } = compilation;
        for (const module of compilation.modules) {
          const resource = resourceOf(module);
          if (!resource || sourceDirective(resource, directives) !== 'client') continue;
          const id = chunkGraph.getModuleId(module);
          if (id === null) continue;
          const chunks = [...chunkGraph.getModuleChunksIterable(module)];
          clientManifest[moduleKey(resource)] = { id, chunks: chunksToLoad(chunks), name: '*' };
        }
        const main = compilation.entrypoints.get('main');
        const files = main ? main.getFiles() : [];
        emitJson(compilation, '../manifests/client-manifest.json', clientManifest);
        emitJson(compilation, '../manifests/entry-manifest.json', {
          js: files.filter((file) => file.endsWith('.js')),
          css: files.filter((file) => file.endsWith('.css')),
        });
      });
    });
  }
}

/**
 * A module already in a chunk the page boots with needs nothing loaded; otherwise every
 * chunk of the lazy group that holds it, as [id, file, id, file, …] the way React expects.
 */
function chunksToLoad(chunks: Chunk[]): (string | number)[] {
  if (chunks.length === 0 || chunks.some((chunk) => chunk.canBeInitial())) return [];
  const [first] = chunks;
  const group = first ? [...first.groupsIterable][0] : undefined;
  const result: (string | number)[] = [];
  for (const chunk of group ? group.chunks : chunks) {
    const file = [...chunk.files].find((name) => name.endsWith('.js'));
    if (file && chunk.id !== null) result.push(chunk.id, file);
  }
  return result;
}
