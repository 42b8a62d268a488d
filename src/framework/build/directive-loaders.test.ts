import path from 'node:path';
import type { LoaderContext } from 'webpack';
import { describe, expect, it } from 'vitest';
import clientDirectiveLoader from './client-directive-loader.ts';
import rscDirectiveLoader from './rsc-directive-loader.ts';
import ssrDirectiveLoader from './ssr-directive-loader.ts';

type Loader = (this: LoaderContext<unknown>, source: string) => void;

/** Runs a loader on one module with the parts of webpack's loader context these loaders use. */
function run(loader: Loader, source: string, file = 'src/client/thing.js'): Promise<string> {
  const resourcePath = path.resolve(file);
  return new Promise((resolve, reject) => {
    const callback = (error: Error | null | undefined, code?: string | Buffer) => (error ? reject(error) : resolve(String(code)));
    const context = {
      resourcePath,
      context: path.dirname(resourcePath),
      async: () => callback,
      callback,
      utils: { contextify: (from: string, request: string) => path.relative(from, request) },
    };
    loader.call(context as unknown as LoaderContext<unknown>, source);
  });
}

const ORDINARY = `import x from './x.js';\nexport const useClient = 'use client';\nexport default x;\n`;
const CLIENT = `'use client';\nexport default function Card() {}\nexport const Tag = () => null;\nexport { Tag as Label } from './tag.js';\n`;
const SERVER = `"use server";\nasync function save() {}\nexport { save as store };\nexport async function remove() {}\nexport const LIMIT = 3;\n`;

describe('loaders leave a module without a directive as it is', () => {
  it.each([
    ['client', clientDirectiveLoader],
    ['rsc', rscDirectiveLoader],
    ['ssr', ssrDirectiveLoader],
  ] as const)('%s', async (_name, loader) => {
    expect(await run(loader, ORDINARY)).toBe(ORDINARY);
  });

  it('and a "use client" module in the browser and SSR bundles', async () => {
    expect(await run(clientDirectiveLoader, CLIENT)).toBe(CLIENT);
    expect(await run(ssrDirectiveLoader, CLIENT)).toBe(CLIENT);
  });
});

describe('rsc-directive-loader (react-server layer)', () => {
  it('replaces a "use client" module by one client reference per export, re-exports included', async () => {
    expect(await run(rscDirectiveLoader, CLIENT, 'src/client/card.js')).toBe(
      [
        `import { registerClientReference } from 'react-server-dom-webpack/server';`,
        `export default registerClientReference(function () { throw new Error("default from src/client/card.js is a client component and cannot be called on the server"); }, "src/client/card.js", "default");`,
        `export const Tag = registerClientReference(function () { throw new Error("Tag from src/client/card.js is a client component and cannot be called on the server"); }, "src/client/card.js", "Tag");`,
        `export const Label = registerClientReference(function () { throw new Error("Label from src/client/card.js is a client component and cannot be called on the server"); }, "src/client/card.js", "Label");`,
      ].join('\n'),
    );
  });

  it('keeps a "use server" module and registers each function export by its local binding under its exported name', async () => {
    expect(await run(rscDirectiveLoader, SERVER, 'src/server/actions/save.ts')).toBe(
      `${SERVER}\nimport { registerServerReference } from 'react-server-dom-webpack/server';\n` +
        `if (typeof save === 'function') registerServerReference(save, "src/server/actions/save.ts", "store");\n` +
        `if (typeof remove === 'function') registerServerReference(remove, "src/server/actions/save.ts", "remove");\n` +
        `if (typeof LIMIT === 'function') registerServerReference(LIMIT, "src/server/actions/save.ts", "LIMIT");\n`,
    );
  });

  it('refuses a default export from a "use server" module', async () => {
    await expect(run(rscDirectiveLoader, `'use server';\nexport default async function save() {}\n`, 'src/server/a.ts')).rejects.toThrow(
      'src/server/a.ts: "use server" modules must use named exports only',
    );
  });

  it('refuses a re-export from a "use server" module: there is no binding to register', async () => {
    await expect(run(rscDirectiveLoader, `'use server';\nexport { save } from './b.js';\n`, 'src/server/a.ts')).rejects.toThrow(
      'src/server/a.ts: re-export save is not registered; import it and export it from here',
    );
  });

  it('refuses `export *`, whose names it cannot know, in either kind of module', async () => {
    for (const directive of ['client', 'server']) {
      await expect(run(rscDirectiveLoader, `'use ${directive}';\nexport * from './b.js';\n`, 'src/x/a.js')).rejects.toThrow(
        "`export * from './b.js'` hides which names a reference is needed for; export them by name",
      );
    }
  });

  it('refuses an export name that cannot be a binding', async () => {
    await expect(run(rscDirectiveLoader, `'use client';\nconst a = 1;\nexport { a as "a b" };\n`)).rejects.toThrow(
      'the export name "a b" is not an identifier',
    );
  });

  it('reports a module it cannot parse, naming the file', async () => {
    await expect(run(rscDirectiveLoader, `'use client';\nexport { Card\n`, 'src/client/broken.js')).rejects.toThrow(
      `Cannot read the exports of ${path.resolve('src/client/broken.js')}`,
    );
  });
});

describe('ssr-directive-loader (server rendering)', () => {
  it('replaces a "use server" module by stubs that fail loudly when called', async () => {
    expect(await run(ssrDirectiveLoader, SERVER, 'src/server/actions/save.ts')).toBe(
      [
        `export const store = function () { throw new Error("Server function src/server/actions/save.ts#store cannot be called during server rendering"); };`,
        `export const remove = function () { throw new Error("Server function src/server/actions/save.ts#remove cannot be called during server rendering"); };`,
        `export const LIMIT = function () { throw new Error("Server function src/server/actions/save.ts#LIMIT cannot be called during server rendering"); };`,
      ].join('\n'),
    );
  });
});

describe('client-directive-loader (browser)', () => {
  it('replaces a "use server" module by references that post to the server, its code left out', async () => {
    const code = await run(clientDirectiveLoader, SERVER, 'src/server/actions/save.ts');
    expect(code).toBe(
      [
        `import { createServerReference } from 'react-server-dom-webpack/client';`,
        `import { callServer } from ${JSON.stringify(path.relative(path.resolve('src/server/actions'), path.resolve('src/framework/client/call-server.ts')))};`,
        `export const store = createServerReference("src/server/actions/save.ts#store", callServer);`,
        `export const remove = createServerReference("src/server/actions/save.ts#remove", callServer);`,
        `export const LIMIT = createServerReference("src/server/actions/save.ts#LIMIT", callServer);`,
      ].join('\n'),
    );
  });

  it('refuses `export *` in a "use server" module', async () => {
    await expect(run(clientDirectiveLoader, `'use server';\nexport * from './b.js';\n`)).rejects.toThrow('hides which names');
  });
});
