import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * Only client components ship JavaScript: the browser bundle must hold no server module, no
 * locale file, no seed data and no server-only package. Read from the build's source maps
 * (kept beside the build, not served).
 */
const assets = path.resolve(process.env.DIST_DIR ?? 'dist', 'client/assets');
const sourceMaps = path.resolve(process.env.DIST_DIR ?? 'dist', 'client-source-maps');
const FORBIDDEN = [
  /^src\/server\//,
  /^locales\//,
  /node_modules\/(pg|pg-[a-z]+|@electric-sql\/pglite|i18next|i18next-fs-backend|iron-session|express|nodemailer|openid-client|prom-client|helmet|compression|zod|path-to-regexp)\//,
];

function bundledSources(): Map<string, string[]> {
  const byFile = new Map<string, string[]>();
  for (const file of fs.readdirSync(sourceMaps).filter((name) => name.endsWith('.js.map'))) {
    const map = JSON.parse(fs.readFileSync(path.join(sourceMaps, file), 'utf8')) as { sources: string[] };
    byFile.set(
      file,
      map.sources.map((source) => source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '')),
    );
  }
  return byFile;
}

test('the browser bundle carries no server code, locale files, data or server-only packages', () => {
  const sources = bundledSources();
  expect(sources.size).toBeGreaterThan(1);
  const offending = [...sources].flatMap(([file, list]) =>
    list.filter((source) => FORBIDDEN.some((rule) => rule.test(source))).map((source) => `${file}: ${source}`),
  );
  expect(offending).toEqual([]);
  // And it does hold the client runtime and React (so the check reads real maps).
  const all = [...sources.values()].flat();
  expect(all.some((source) => source.includes('src/client/entry.tsx'))).toBe(true);
  expect(all.some((source) => source.includes('react-dom'))).toBe(true);
});

test('every script asks Chrome to compile it while it downloads, off the main thread', () => {
  const scripts = fs.readdirSync(assets).filter((name) => name.endsWith('.js'));
  expect(scripts.some((name) => name.startsWith('main.'))).toBe(true);
  // The explicit compile hint goes at the top of the file (v8.dev/blog/explicit-compile-hints).
  const without = scripts.filter((name) => !fs.readFileSync(path.join(assets, name), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n'));
  expect(without).toEqual([]);
});

test('islands that always hydrate together come in one chunk, and other pages never load the editor’s', () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(assets, '../manifests/client-manifest.json'), 'utf8')) as Record<
    string,
    { chunks: (string | number)[] }
  >;
  const chunkOf = (key: string) => {
    expect(manifest[key], key).toBeDefined();
    return JSON.stringify(manifest[key]!.chunks);
  };
  const editor = Object.keys(manifest).filter((key) => key.startsWith('src/client/components/profile/'));
  expect(editor.length).toBeGreaterThan(5);
  const editorChunk = chunkOf(editor[0]!);
  expect(JSON.parse(editorChunk)).toHaveLength(2); // [id, file]: one chunk
  for (const key of [...editor, 'src/client/components/candidate-files/video-recorder.tsx']) expect(chunkOf(key), key).toBe(editorChunk);
  // The fields every other form uses stay in a chunk of their own.
  expect(chunkOf('src/client/components/forms/fields.tsx')).not.toBe(editorChunk);
  const chrome = ['feedback/feedback-host.tsx', 'navigation-chrome.tsx', 'navigation/responsive-disclosure.tsx'].map((file) =>
    chunkOf(`src/client/components/${file}`),
  );
  expect(new Set(chrome).size).toBe(1);
  expect(JSON.parse(chrome[0]!)).toHaveLength(2);
});
