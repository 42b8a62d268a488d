import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findDirectiveModules } from './find-directive-modules.ts';

describe('findDirectiveModules', () => {
  let dir: string;
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'directive-modules-'));
    write('z-last.tsx', `'use client';\nexport default function Z() {}\n`);
    write('a/deep/nested.ts', `"use client"\nexport const n = 1;\n`);
    write('a/plain.js', `'use server';\n`);
    write('b.mjs', `// first a comment\n'use client';\n`);
    write('c.jsx', `'use client';\n`);
    write('card.test.tsx', `'use client';\n`); // tests are not modules of the app
    write('styles.css', `'use client';\n`); // nor are styles
    write('notes.md', `'use client'\n`);
    write('late.tsx', `import x from 'y';\n'use client';\n`);
    // The prologue is read from the first 512 characters only.
    write('long-comment.tsx', `/* ${'x'.repeat(600)} */\n'use client';\n`);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('lists the source modules starting with the directive, below every folder, sorted', () => {
    expect(findDirectiveModules(dir, 'client').map((file) => path.relative(dir, file))).toEqual([
      'a/deep/nested.ts',
      'b.mjs',
      'c.jsx',
      'z-last.tsx',
    ]);
    expect(findDirectiveModules(dir, 'server').map((file) => path.relative(dir, file))).toEqual(['a/plain.js']);
  });

  it('finds nothing in a folder that does not exist', () => {
    expect(findDirectiveModules(path.join(dir, 'missing'), 'client')).toEqual([]);
  });
});
