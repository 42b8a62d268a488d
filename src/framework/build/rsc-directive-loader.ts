import type { LoaderContext } from 'webpack';
import { exportNames } from './export-names.ts';
import { moduleKey, readDirective } from './module-key.ts';

/**
 * React-server layer: a "use client" module is replaced by client references (its code
 * never runs on the server), and every export of a "use server" module is registered as a
 * server reference so it can be passed to the client and called back by id.
 */
export default function rscDirectiveLoader(this: LoaderContext<unknown>, source: string): void {
  const callback = this.async();
  const directive = readDirective(source);
  if (!directive) {
    callback(null, source);
    return;
  }
  const key = moduleKey(this.resourcePath);
  exportNames(source, this.resourcePath)
    .then((names) => {
      if (directive === 'client') {
        const lines = [`import { registerClientReference } from 'react-server-dom-webpack/server';`];
        for (const name of names) {
          const stub = `registerClientReference(function () { throw new Error(${JSON.stringify(
            `${name} from ${key} is a client component and cannot be called on the server`,
          )}); }, ${JSON.stringify(key)}, ${JSON.stringify(name)})`;
          lines.push(name === 'default' ? `export default ${stub};` : `export const ${name} = ${stub};`);
        }
        callback(null, lines.join('\n'));
        return;
      }
      if (names.includes('default')) {
        // A default export has no local name we could register reliably; named exports only.
        throw new Error(`${key}: "use server" modules must use named exports only`);
      }
      const registrations = names.map(
        (name) => `if (typeof ${name} === 'function') registerServerReference(${name}, ${JSON.stringify(key)}, ${JSON.stringify(name)});`,
      );
      callback(
        null,
        `${source}\nimport { registerServerReference } from 'react-server-dom-webpack/server';\n${registrations.join('\n')}\n`,
      );
    })
    .catch(callback);
}
