import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { startOwnServer, type OwnServer } from './own-server';

/** The production build (scripts/e2e.ts makes it beside the test build the other specs run against). */
const productionDist = process.env.PRODUCTION_DIST_DIR ?? 'dist';

test.describe('a production build has no test code', () => {
  test.setTimeout(180_000);
  let server: OwnServer;

  test.afterAll(async () => server?.stop());

  test('neither its server-function manifest nor its bundle holds the test-only pages or server function', () => {
    const manifest = fs.readFileSync(path.join(productionDist, 'server/server-functions.json'), 'utf8');
    expect(manifest).not.toContain('test-harness');
    expect(manifest).not.toContain('protectedCheck');
    const bundle = fs
      .readdirSync(path.join(productionDist, 'server'))
      .filter((file) => file.endsWith('.cjs'))
      .map((file) => fs.readFileSync(path.join(productionDist, 'server', file), 'utf8'))
      .join('\n');
    expect(bundle).not.toContain('protectedCheck');
    expect(bundle).not.toContain('the section failed on purpose');
  });

  test('its server answers 404 for the test pages and the test server function, whatever the environment says', async () => {
    server = await startOwnServer({ ENABLE_TEST_PAGES: '1' }, { distDir: productionDist });
    for (const page of ['/__test/login-prompt', '/__test/streaming']) expect((await fetch(`${server.url}${page}`)).status, page).toBe(404);
    for (const id of ['src/server/actions/test-harness.ts#protectedCheck', 'src/server/test-harness/protected-check.ts#protectedCheck']) {
      const response = await fetch(`${server.url}/about`, {
        method: 'POST',
        headers: { Origin: server.url, 'rsc-action': id, 'Content-Type': 'text/plain' },
        body: '[{"status":"idle"},"x"]',
      });
      expect(response.status, id).toBe(404);
    }
  });
});

test.describe('a production build keeps the browser source maps private', () => {
  test.setTimeout(180_000);
  let server: OwnServer;

  test.afterAll(async () => server?.stop());

  const published = path.join(productionDist, 'client');
  const maps = path.join(productionDist, 'client-source-maps');

  test('the maps are beside the build, not in the served folder, and no script or style names one', () => {
    const mapFiles = fs.readdirSync(maps).filter((name) => name.endsWith('.map'));
    expect(mapFiles.filter((name) => name.endsWith('.js.map')).length).toBeGreaterThan(1);
    const sources = mapFiles.flatMap(
      (name) => (JSON.parse(fs.readFileSync(path.join(maps, name), 'utf8')) as { sources: string[] }).sources,
    );
    expect(sources.some((source) => source.includes('src/client/entry.tsx'))).toBe(true);
    const servedFiles = fs.readdirSync(published, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    expect(servedFiles.filter((entry) => entry.name.endsWith('.map')).map((entry) => entry.name)).toEqual([]);
    for (const entry of servedFiles.filter((file) => /\.(js|css)$/.test(file.name))) {
      expect(fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8'), entry.name).not.toMatch(/sourceMappingURL/);
    }
  });

  test('its server answers 404 for every map, by its name under /assets', async () => {
    server = await startOwnServer({}, { distDir: productionDist });
    const names = fs.readdirSync(maps).filter((name) => /^[\w.-]+\.(js|css)\.map$/.test(name));
    expect(names.length).toBeGreaterThan(1);
    for (const name of names) {
      const response = await fetch(`${server.url}/assets/${name}`);
      expect(response.status, name).toBe(404);
      expect(await response.text(), name).not.toContain('sourcesContent');
    }
    // The scripts themselves are served.
    const script = fs.readdirSync(path.join(published, 'assets')).find((name) => /^main\.[\da-f]+\.js$/.test(name))!;
    expect((await fetch(`${server.url}/assets/${script}`)).status).toBe(200);
  });
});
