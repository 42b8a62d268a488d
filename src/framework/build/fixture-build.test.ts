import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { register } from 'tsx/esm/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, type FixtureBuild } from './fixture-build.ts';

// webpack loads the loaders itself, with import(): they are TypeScript, as under `npm run build` (tsx).
register();

const APP = 'test-fixtures/webpack-app/src';
const key = (file: string) => `${APP}/${file}`;

type Reference = ((...args: unknown[]) => unknown) & { $$id?: string };
interface ServerBundle {
  rsc: { Button: Reference; LABEL: Reference; save: Reference };
  ssr: { Button: Reference; save: Reference };
}
type ClientManifest = Record<string, { id: number; chunks: (number | string)[]; name: string }>;

/** The module ids a browser chunk file holds, read by running it as the browser would. */
function modulesIn(chunkCode: string): string[] {
  const self: { webpackChunk?: [unknown, Record<string, unknown>][] } = {};
  vm.runInNewContext(chunkCode, { self });
  return (self.webpackChunk ?? []).flatMap(([, modules]) => Object.keys(modules));
}

const CLIENTS = [
  'client/banner.js',
  'client/button.js',
  'client/components/profile/field.js',
  'client/components/profile/photo.js',
  'client/panels/menu.js',
]
  .map(key)
  .sort();

const registered = () => (globalThis as { fixtureRegistered?: unknown[] }).fixtureRegistered ?? [];

describe('the fixture app built with the real loaders and manifest plugins (test-fixtures/webpack-app)', () => {
  let build: FixtureBuild;
  let server: ServerBundle;
  beforeAll(async () => {
    build = await buildFixture();
    server = createRequire(import.meta.url)(path.join(build.out, 'server/main.cjs')) as ServerBundle;
  }, 120_000);
  afterAll(() => fs.rmSync(build.out, { recursive: true, force: true }));

  /** The code of one module of the server bundle (a development build: one module per marked block). */
  const serverModule = (id: number): string => {
    const bundle = build.read('server/main.cjs');
    const start = bundle.indexOf(`/***/ ${id}\n`);
    expect(start, `module ${id} in the server bundle`).toBeGreaterThanOrEqual(0);
    return bundle.slice(start, bundle.indexOf('/***/ },', start));
  };

  describe('server, react-server layer', () => {
    it('registers each named export of a "use server" module that is a function, by its exported name', () => {
      expect(registered().filter((entry) => (entry as { kind: string }).kind === 'server')).toEqual([
        { kind: 'server', id: key('server/actions/save.js'), name: 'save' },
        // Exported under another name than its local one: registered under the exported name.
        { kind: 'server', id: key('server/actions/save.js'), name: 'discard' },
        // LIMIT, a number, is not.
      ]);
    });

    it('keeps the server function itself, runnable', async () => {
      expect(server.rsc.save.$$id).toBe(`${key('server/actions/save.js')}#save`);
      await expect(server.rsc.save('cv')).resolves.toBe('saved cv');
    });

    it('turns every export of a "use client" module into a client reference whose code never runs on the server', () => {
      expect(registered().filter((entry) => (entry as { kind: string }).kind === 'client')).toEqual([
        { kind: 'client', id: key('client/button.js'), name: 'default' },
        { kind: 'client', id: key('client/button.js'), name: 'LABEL' },
      ]);
      expect(server.rsc.Button.$$id).toBe(`${key('client/button.js')}#default`);
      expect(() => server.rsc.Button()).toThrow(
        `default from ${key('client/button.js')} is a client component and cannot be called on the server`,
      );
      // Even a constant is a reference: the server never sees the client module's values.
      expect(typeof server.rsc.LABEL).toBe('function');
    });
  });

  describe('server, SSR layer', () => {
    it('renders client components with their own code', () => {
      expect(server.ssr.Button()).toBe('button');
    });

    it('replaces a server function by a stub that fails loudly', () => {
      expect(() => server.ssr.save()).toThrow(
        `Server function ${key('server/actions/save.js')}#save cannot be called during server rendering`,
      );
    });
  });

  describe('manifests', () => {
    it('server-functions.json lists each "use server" module by its react-server layer id, without the test harness in an ordinary build', () => {
      const manifest = build.json<Record<string, { id: number; chunks: unknown[]; name: string }>>('server/server-functions.json');
      expect(Object.keys(manifest)).toEqual([key('server/actions/save.js')]);
      const entry = manifest[key('server/actions/save.js')]!;
      expect(entry).toEqual({ id: expect.any(Number), chunks: [], name: '*' });
      // The module with the runnable functions, not the SSR layer's stubs.
      expect(serverModule(entry.id)).toContain('registerServerReference');
    });

    it('ssr-modules.json gives every client component its SSR layer id, rendered or not', () => {
      const manifest = build.json<Record<string, number>>('server/ssr-modules.json');
      expect(Object.keys(manifest).sort()).toEqual(CLIENTS);
      // The module with the component's own code, not the react-server layer's reference.
      expect(serverModule(manifest[key('client/button.js')]!)).toContain("return 'button'");
      expect(serverModule(manifest[key('client/button.js')]!)).not.toContain('registerClientReference');
    });

    it('client-manifest.json needs no chunk loaded for a client component the page boots with', () => {
      const manifest = build.json<ClientManifest>('client/manifests/client-manifest.json');
      const banner = manifest[key('client/banner.js')]!;
      expect(banner).toEqual({ id: expect.any(Number), chunks: [], name: '*' });
      expect(modulesIn(build.read('client/assets/main.js'))).toContain(String(banner.id));
    });

    it('client-manifest.json points every other client component at its lazy chunk; islands that hydrate together share one', () => {
      const manifest = build.json<ClientManifest>('client/manifests/client-manifest.json');
      expect(Object.keys(manifest).sort()).toEqual(CLIENTS);
      for (const [file, entry] of Object.entries(manifest)) {
        if (file === key('client/banner.js')) continue;
        expect(entry.name, file).toBe('*');
        // [chunk id, file] pairs, each file emitted, and the module's own id inside it.
        expect(entry.chunks.length, file).toBe(2);
        const chunkFile = entry.chunks[1] as string;
        expect(entry.chunks[0], file).toBe(Number(chunkFile.replace(/\.js$/, '')));
        expect(modulesIn(build.read(`client/assets/${chunkFile}`)), file).toContain(String(entry.id));
      }
      const chunksOf = (file: string) => manifest[key(file)]!.chunks;
      expect(chunksOf('client/components/profile/field.js')).toEqual(chunksOf('client/components/profile/photo.js'));
      expect(chunksOf('client/button.js')).not.toEqual(chunksOf('client/components/profile/field.js'));
      expect(chunksOf('client/panels/menu.js')).not.toEqual(chunksOf('client/button.js'));
    });

    it('entry-manifest.json names the scripts the page boots with, runtime first', () => {
      expect(build.json('client/manifests/entry-manifest.json')).toEqual({ js: ['runtime.js', 'main.js'], css: [] });
    });
  });

  describe('browser', () => {
    it('a server function imported by browser code is a reference that posts its id', async () => {
      const self: Record<string, unknown> = {};
      const context = vm.createContext({ self, Promise });
      for (const file of ['runtime.js', 'main.js']) vm.runInContext(build.read(`client/assets/${file}`), context);
      const save = self.fixtureSave as Reference;
      await expect(save('cv')).resolves.toEqual({ posted: `${key('server/actions/save.js')}#save`, args: ['cv'] });
      // The server function's body is not shipped.
      expect(build.read('client/assets/main.js')).not.toContain('saved ');
    });
  });
});

describe('the fixture app built as a test build (testHarness)', () => {
  it('adds the test-only server functions to the manifest', async () => {
    const build = await buildFixture({ testHarness: true });
    try {
      expect(Object.keys(build.json('server/server-functions.json')).sort()).toEqual(
        [key('server/actions/save.js'), key('server/test-harness/reset.js')].sort(),
      );
    } finally {
      fs.rmSync(build.out, { recursive: true, force: true });
    }
  }, 120_000);
});
