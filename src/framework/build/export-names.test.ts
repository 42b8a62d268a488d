import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportNames, moduleExports } from './export-names.ts';
import { moduleKey, readDirective } from './module-key.ts';

describe('moduleExports', () => {
  it('finds default, named (one or several per statement), functions, classes, renamed and re-exported names, with their local bindings', async () => {
    const source = [
      'export default function Page() {}',
      'export const a = 1, b = 2;',
      'export async function act() {}',
      'export class Store {}',
      'const hidden = 3;',
      'export { hidden as shown };',
      "export { x as y } from './x.js';",
      "export * as everything from './all.js';",
    ].join('\n');
    expect(await moduleExports(source, 'm.js')).toEqual([
      { name: 'default', local: 'Page' },
      { name: 'a', local: 'a' },
      { name: 'b', local: 'b' },
      { name: 'act', local: 'act' },
      { name: 'Store', local: 'Store' },
      { name: 'shown', local: 'hidden' },
      { name: 'y', local: null },
      { name: 'everything', local: null },
    ]);
  });

  it('has no local binding for a default expression', async () => {
    expect(await moduleExports('export default 1 + 1;', 'm.js')).toEqual([{ name: 'default', local: null }]);
  });

  it('finds nothing in a module without exports', async () => {
    expect(await exportNames("import './side-effect.js';", 'm.js')).toEqual([]);
  });

  it('refuses `export *` and names that are not identifiers', async () => {
    await expect(exportNames("export * from './all.js';", 'm.js')).rejects.toThrow("m.js: `export * from './all.js'` hides which names");
    await expect(exportNames("const a = 1; export { a as 'not-an-identifier' };", 'm.js')).rejects.toThrow(
      'the export name "not-an-identifier" is not an identifier',
    );
  });
});

describe('readDirective', () => {
  it.each([
    [`'use client';\nexport {};`, 'client'],
    [`"use server"\nexport {};`, 'server'],
    [`// licence\n/* block\n comment */\n  'use client';`, 'client'],
  ] as const)('reads the prologue of %j', (source, directive) => {
    expect(readDirective(source)).toBe(directive);
  });

  it.each([`import x from 'y';\n'use client';`, `const mode = 'use client';`, `'use client";`, `'use clients';`, `\`use client\`;`])(
    'finds none in %j',
    (source) => {
      expect(readDirective(source)).toBeNull();
    },
  );
});

describe('moduleKey', () => {
  it('is the path from the project root with forward slashes', () => {
    expect(moduleKey(path.join('/app', 'src', 'client', 'card.tsx'), '/app')).toBe('src/client/card.tsx');
    expect(moduleKey(path.resolve('src/server/actions/save.ts'))).toBe('src/server/actions/save.ts');
  });
});
