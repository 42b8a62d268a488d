import type { LoaderContext } from 'webpack';
import { exportNames } from './export-names.ts';
import { moduleKey, readDirective } from './module-key.ts';

/**
 * SSR layer: server functions only run in the react-server layer. If client code imports
 * one during server rendering it gets a stub that fails loudly when called.
 */
export default function ssrDirectiveLoader(this: LoaderContext<unknown>, source: string): void {
  if (readDirective(source) !== 'server') {
    this.callback(null, source);
    return;
  }
  const callback = this.async();
  const key = moduleKey(this.resourcePath);
  exportNames(source, this.resourcePath).then((names) => {
    const lines = names.map((name) => {
      const stub = `function () { throw new Error(${JSON.stringify(
        `Server function ${key}#${name} cannot be called during server rendering`,
      )}); }`;
      return name === 'default' ? `export default ${stub};` : `export const ${name} = ${stub};`;
    });
    callback(null, lines.join('\n'));
  }, callback);
}
