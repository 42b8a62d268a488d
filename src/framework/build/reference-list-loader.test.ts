import path from 'node:path';
import type { LoaderContext } from 'webpack';
import { describe, expect, it } from 'vitest';
import referenceListLoader, { type ReferenceListOptions } from './reference-list-loader.ts';

const ROOT = path.resolve('test-fixtures/webpack-app');
const at = (file: string) => JSON.stringify(path.join(ROOT, 'src', file));

function run(mode: string, testHarness = false): { code: string; watched: string[] } {
  const watched: string[] = [];
  const context = {
    resourceQuery: `?${mode}`,
    getOptions: (): ReferenceListOptions => ({
      clientDirs: [path.join(ROOT, 'src/client')],
      serverDirs: [path.join(ROOT, 'src/server')],
      ...(testHarness ? {} : { leaveOut: path.join(ROOT, 'src/server/test-harness') }),
    }),
    addContextDependency: (dir: string) => watched.push(dir),
  };
  return { code: referenceListLoader.call(context as unknown as LoaderContext<ReferenceListOptions>), watched };
}

describe('reference-list-loader', () => {
  it('server-functions: imports every "use server" module of src/server, and rebuilds when that folder changes', () => {
    expect(run('server-functions')).toEqual({
      code: `import * as m0 from ${at('server/actions/save.js')};\nexport const modules = [m0];\n`,
      watched: [path.join(ROOT, 'src/server')],
    });
  });

  it('server-functions in a test build: the test harness too', () => {
    expect(run('server-functions', true).code).toBe(
      `import * as m0 from ${at('server/actions/save.js')};\nimport * as m1 from ${at('server/test-harness/reset.js')};\nexport const modules = [m0, m1];\n`,
    );
  });

  it('ssr-components: imports every "use client" module of src/client', () => {
    expect(run('ssr-components')).toEqual({
      code:
        [
          `import * as m0 from ${at('client/banner.js')};`,
          `import * as m1 from ${at('client/button.js')};`,
          `import * as m2 from ${at('client/components/profile/field.js')};`,
          `import * as m3 from ${at('client/components/profile/photo.js')};`,
          `import * as m4 from ${at('client/panels/menu.js')};`,
          'export const modules = [m0, m1, m2, m3, m4];',
        ].join('\n') + '\n',
      watched: [path.join(ROOT, 'src/client')],
    });
  });

  it('client-components: one lazy import per client component, the profile editor’s sharing a named chunk', () => {
    expect(run('client-components').code).toBe(
      `export const clientComponents = [${[
        `() => import(${at('client/banner.js')})`,
        `() => import(${at('client/button.js')})`,
        `() => import(/* webpackChunkName: "profile-editor" */ ${at('client/components/profile/field.js')})`,
        `() => import(/* webpackChunkName: "profile-editor" */ ${at('client/components/profile/photo.js')})`,
        `() => import(${at('client/panels/menu.js')})`,
      ].join(',\n')}];\n`,
    );
  });

  it('refuses a mode it does not know', () => {
    expect(() => run('client-component')).toThrow('reference-list-loader: unknown mode "client-component"');
  });
});
