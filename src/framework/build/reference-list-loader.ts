import path from 'node:path';
import type { LoaderContext } from 'webpack';
import { findDirectiveModules } from './find-directive-modules.ts';

/**
 * Generates the module that pulls every client component or server function into a
 * compilation, so each has a module id the manifests can point at even when no static
 * import reaches it (a client component rendered only by the server, an action only
 * imported by a client component).
 *
 * ?client-components   browser: one lazy chunk per client component (or per SHARED_CHUNKS group)
 * ?ssr-components      server, SSR layer: client components for server rendering
 * ?server-functions    server, react-server layer: every "use server" module
 */
export interface ReferenceListOptions {
  /** Folders whose 'use client' modules become client references (the framework's own among them). */
  readonly clientDirs: readonly string[];
  /** Folders whose 'use server' modules become server functions. */
  readonly serverDirs: readonly string[];
  /** Server functions under this folder are left out (test-only ones in a build without the test pages). */
  readonly leaveOut?: string;
}

export default function referenceListLoader(this: LoaderContext<ReferenceListOptions>): string {
  const { clientDirs, serverDirs, leaveOut } = this.getOptions();
  const mode = this.resourceQuery.replace(/^\?/, '');
  if (mode === 'server-functions') {
    for (const dir of serverDirs) this.addContextDependency(dir);
    const found = serverDirs.flatMap((dir) => findDirectiveModules(dir, 'server'));
    return staticImports(leaveOut ? found.filter((file) => !file.startsWith(leaveOut + path.sep)) : found);
  }
  for (const dir of clientDirs) this.addContextDependency(dir);
  const modules = clientDirs.flatMap((dir) => findDirectiveModules(dir, 'client').map((file) => ({ dir, file })));
  if (mode === 'ssr-components') return staticImports(modules.map(({ file }) => file));
  if (mode === 'client-components') {
    const loaders = modules.map(({ dir, file }) => {
      const chunk = sharedChunkOf(path.relative(dir, file));
      return `() => import(${chunk ? `/* webpackChunkName: ${JSON.stringify(chunk)} */ ` : ''}${JSON.stringify(file)})`;
    });
    return `export const clientComponents = [${loaders.join(',\n')}];\n`;
  }
  throw new Error(`reference-list-loader: unknown mode "${mode}"`);
}

/**
 * Islands that always hydrate together share one chunk: the layout's on every page, and the
 * profile editor's nine. As separate chunks their wrappers and separate compression cost the
 * editor more than its first-load budget allows (npm run bench:size): 8.9 KB gzip as nine
 * chunks, 4.9 KB as one.
 */
const SHARED_CHUNKS: readonly { name: string; test: RegExp }[] = [
  {
    name: 'site-chrome',
    test: /^components[\\/](feedback[\\/]feedback-host|navigation-chrome|navigation[\\/]responsive-disclosure)\.tsx$/,
  },
  { name: 'profile-editor', test: /^components[\\/](profile[\\/]|candidate-files[\\/]video-recorder\.tsx$)/ },
];

function sharedChunkOf(file: string): string | undefined {
  return SHARED_CHUNKS.find((chunk) => chunk.test.test(file))?.name;
}

function staticImports(files: string[]): string {
  const imports = files.map((file, index) => `import * as m${index} from ${JSON.stringify(file)};`);
  return `${imports.join('\n')}\nexport const modules = [${files.map((_, index) => `m${index}`).join(', ')}];\n`;
}
