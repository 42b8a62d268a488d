import { init, parse } from 'es-module-lexer';

/** Names a compiled ES module exports ("default" included), read without executing it. */
export async function exportNames(source: string, resourcePath: string): Promise<string[]> {
  await init();
  try {
    const [, exports] = parse(source, resourcePath);
    return exports.flatMap((entry) => ('name' in entry && !entry.typeOnly ? [entry.name] : []));
  } catch (error) {
    throw new Error(`Cannot read the exports of ${resourcePath}: ${(error as Error).message}`);
  }
}
