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
