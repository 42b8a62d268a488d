import type { LoaderContext } from 'webpack';
import { moduleExports } from './export-names.ts';
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
  moduleExports(source, this.resourcePath)
    .then((exports) => {
      if (directive === 'client') {
        const names = exports.map((entry) => entry.name);
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
      for (const entry of exports) {
        // A default export has no local name we could register reliably; named exports only.
        if (entry.name === 'default') throw new Error(`${key}: "use server" modules must use named exports only`);
        // A re-export has no binding here to register (typeof on it would quietly skip it).
        if (entry.local === null) throw new Error(`${key}: re-export ${entry.name} is not registered; import it and export it from here`);
      }
      const registrations = exports.map(
        ({ name, local }) =>
          `if (typeof ${local} === 'function') registerServerReference(${local}, ${JSON.stringify(key)}, ${JSON.stringify(name)});`,
      );
      callback(
        null,
        `${source}\nimport { registerServerReference } from 'react-server-dom-webpack/server';\n${registrations.join('\n')}\n`,
      );
    })
    .catch(callback);
}
