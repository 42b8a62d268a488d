import type { LoaderContext } from 'webpack';
import { exportNames } from './export-names.ts';
import { moduleKey, readDirective } from './module-key.ts';

/** Browser: each export of a "use server" module becomes a reference that posts to the server. */
export default function clientDirectiveLoader(this: LoaderContext<unknown>, source: string): void {
  if (readDirective(source) !== 'server') {
    this.callback(null, source);
    return;
  }
  const callback = this.async();
  const key = moduleKey(this.resourcePath);
  exportNames(source, this.resourcePath).then((names) => {
    const lines = [
      `import { createServerReference } from 'react-server-dom-webpack/client';`,
      `import { callServer } from ${JSON.stringify(this.utils.contextify(this.context, `${process.cwd()}/src/framework/client/call-server.ts`))};`,
    ];
    for (const name of names) {
      const reference = `createServerReference(${JSON.stringify(`${key}#${name}`)}, callServer)`;
      lines.push(name === 'default' ? `export default ${reference};` : `export const ${name} = ${reference};`);
    }
    callback(null, lines.join('\n'));
  }, callback);
}
